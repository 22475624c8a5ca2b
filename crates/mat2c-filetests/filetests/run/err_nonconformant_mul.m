%! test: run
% run-time error: matrix multiply with mismatched inner dimensions
A = [1 2; 3 4];
v = [1 2 3];
w = A * [1; 1]
B = A * v
