%! test: run
% growing a matrix with A(i,j) = v beyond its size
A = [1 2; 3 4];
A(3, 4) = 1
B = [];
B(2, 3) = 5
C = ones(2);
C(1, 5) = 2
s = size(C)
D = zeros(2, 2);
D(:, 3) = [7; 8]
D(3, :) = 1
