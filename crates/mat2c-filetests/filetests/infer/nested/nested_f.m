function A = nested_f(A)
  [m, n] = size(A);
  for i = 1:m
    for j = 1:n
      A(i, j) = A(i, j) + i * j;
    end
  end
end
