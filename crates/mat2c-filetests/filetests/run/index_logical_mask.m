%! test: run
% logical masks for selection and assignment
a = [5 1 4 2 3];
big = a(a > 2)
even = a(mod(a, 2) == 0)
a(a < 3) = 0
A = [1 -2; -3 4];
pos = A(A > 0)
A(A < 0) = -A(A < 0)
m = logical([1 0 1 0 1]);
picked = a(m)
none = a(a > 100)
n = sum(a > 0)
