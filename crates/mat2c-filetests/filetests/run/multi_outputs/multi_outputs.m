%! test: run
% a user function with two outputs, called for both, for one, and inside an expression
[m, s] = stats2([1 2 3 4])
m1 = stats2([10 20])
[a, b] = stats2(5);
fprintf('mean %g, std %g\n', a, b);
t = 2 * stats2([1 3]) + 1
