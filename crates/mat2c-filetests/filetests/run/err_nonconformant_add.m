%! test: run
% run-time error: elementwise + on vectors of different lengths
a = [1 2];
b = [1 2 3];
disp(a + 1);
c = a + b
