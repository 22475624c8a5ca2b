function r = fib(n)
% n-th Fibonacci number by naive recursion
  if n <= 2
    r = 1;
  else
    r = fib(n - 1) + fib(n - 2);
  end
end
