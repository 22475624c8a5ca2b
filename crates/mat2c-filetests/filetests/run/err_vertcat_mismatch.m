%! test: run
% run-time error: vertical concatenation of rows of different lengths
a = [1 2 3];
b = [4 5];
h = [a b]
v = [a; b]
