function s = matmul_f(A, B)
  G = A * A';
  H = A' * A;
  C = A * B;
  D = C * G;
  s = sum(G(:)) + sum(H(:)) + sum(C(:)) + sum(D(:));
end
