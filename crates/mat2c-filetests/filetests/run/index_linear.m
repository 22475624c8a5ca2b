%! test: run
% linear indexing into vectors and (column-major) into matrices
a = [10 20 30 40 50];
x = a(3)
A = [1 2 3; 4 5 6];
y = A(2)
z = A(5)
c = [7; 8; 9];
w = c(2)
s = 'hello';
ch = s(1)
A(4) = 0
