%! test: run
% recursive user functions: factorial and Fibonacci, and mutual recursion
for n = 0:6
  fprintf('%d! = %d\n', n, fact(n));
end
f = zeros(1, 10);
for n = 1:10
  f(n) = fib(n);
end
f
e = is_even(7)
