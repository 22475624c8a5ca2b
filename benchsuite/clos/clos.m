% clos: transitive closure of a directed graph given by a 0/1 adjacency
% matrix, by repeated boolean squaring A = min(A + A*A, 1) until nothing
% changes.
n = 60;  % mat2c-bench-size small=60 medium=150 large=450
A = zeros(n, n);
% chain segments of length 23 ...
for i = 1:n-1
  if mod(i, 23) ~= 0
    A(i, i+1) = 1;
  end
end
% ... plus some long jumps
for i = 1:n
  if mod(i, 7) == 0
    A(i, mod(5*i, n) + 1) = 1;
  end
end
e0 = sum(sum(A));
it = 0;
changed = 1;
while changed > 0
  B = min(A + A*A, 1);
  changed = sum(sum(abs(B - A)));
  A = B;
  it = it + 1;
end
rows = sum(A, 2);
cols = sum(A, 1);
chk = 0;
selfl = 0;
for i = 1:n
  selfl = selfl + A(i, i);
end
for j = 1:n
  for i = 1:n
    if A(i, j) > 0
      chk = mod(chk + i*3 + j*5, 1000003);
    end
  end
end
fprintf('clos: initial edges %d\n', e0);
fprintf('clos: iterations %d\n', it);
fprintf('clos: closure edges %d\n', sum(sum(A)));
fprintf('clos: max out-reach %d, max in-reach %d\n', max(rows), max(cols));
fprintf('clos: self-loops %d\n', selfl);
fprintf('clos: position checksum %d\n', chk);
