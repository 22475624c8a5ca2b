%! test: run
% assigning whole rows, columns and submatrices
A = zeros(3);
A(2, :) = [7 8 9]
A(:, 1) = [1; 2; 3]
A(1:2, 2:3) = [10 20; 30 40]
v = 1:5;
v(2:4) = [9 8 7]
B = [1 2; 3 4];
B(:, 2) = [5 6]
