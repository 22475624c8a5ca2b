%! test: run
% number of elements of ranges with inexact floating-point steps
n1 = numel(0:0.1:1)
n2 = numel(0:0.1:0.3)
n3 = numel(1:0.2:2)
n4 = numel(10:-0.1:9)
last = max(0:0.1:0.3)
r = 0:0.1:0.3;
fprintf('%.17g\n', r);
