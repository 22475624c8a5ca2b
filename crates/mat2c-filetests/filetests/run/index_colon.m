%! test: run
% colon indexing: whole columns, whole rows, and A(:) as a column
A = [1 2 3; 4 5 6];
col2 = A(:, 2)
row2 = A(2, :)
flat = A(:)
v = [5 6 7];
vc = v(:)
A(:, 1) = [9; 9]
A(1, :) = 0
B = A(:, :)
