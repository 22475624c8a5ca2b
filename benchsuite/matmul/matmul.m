% matmul: dense matrix product C = A*B with the built-in operator and with
% an explicit triple loop; integer-valued entries keep every sum exact, so
% the checksums do not depend on the summation order.
n = 40;  % mat2c-bench-size small=40 medium=180 large=640
A = zeros(n, n);
B = zeros(n, n);
for j = 1:n
  for i = 1:n
    A(i, j) = mod(7*i + 13*j, 17) - 8;
    B(i, j) = mod(5*i + 3*j, 19) - 9;
  end
end
C = A*B;
C2 = zeros(n, n);
for i = 1:n
  for j = 1:n
    s = 0;
    for k = 1:n
      s = s + A(i, k)*B(k, j);
    end
    C2(i, j) = s;
  end
end
dif = sum(sum(abs(C - C2)));
tr = 0;
chk = 0;
for i = 1:n
  tr = tr + C(i, i);
  for j = 1:n
    chk = mod(chk*7 + C2(i, j) + 1000000, 1000003);
  end
end
fprintf('matmul: n = %d\n', n);
fprintf('matmul: sum(C) %d\n', sum(sum(C)));
fprintf('matmul: trace(C) %d\n', tr);
fprintf('matmul: sum|C| %d\n', sum(sum(abs(C))));
fprintf('matmul: C(1,n) %d, C(n,1) %d\n', C(1, n), C(n, 1));
fprintf('matmul: |C - C_loop| %d\n', dif);
fprintf('matmul: loop checksum %d\n', chk);
