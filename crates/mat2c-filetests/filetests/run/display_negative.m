%! test: run
% display of matrices with negative entries (integer and non-integer)
a = [-1 2 -3]
b = [-1.5 2.25; 3 -4]
c = -[1; 10; 100]
d = [-0.5 -0.25]
e = [-1000 1]
f = [-1e6 1]
