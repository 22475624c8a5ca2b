function f = fibonacci(n)
  % Return the first n Fibonacci numbers.
  f = zeros(1, n);
  f(1) = 1;
  if n > 1
    f(2) = 1;
  end
  for k = 3:n
    f(k) = f(k-1) + f(k-2);
  end
end
