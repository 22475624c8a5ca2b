%! test: run
% two-subscript indexing and assignment into a matrix
A = [16 2 3 13; 5 11 10 8; 9 7 6 12; 4 14 15 1]
a = A(2, 3)
b = A(4, 1)
A(1, 1) = -1;
A(3, 2) = A(2, 3) + 100;
A
k = 2;
v = A(k, k + 1)
