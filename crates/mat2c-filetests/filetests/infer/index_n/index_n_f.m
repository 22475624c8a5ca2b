function x = index_n_f(n)
  x = zeros(n, 1);
  for i = 1:n
    x(i) = i * 2;
  end
  for i = 1:n - 1
    x(i + 1) = x(i) + x(i + 1);
  end
end
