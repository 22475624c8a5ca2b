%! test: run
% implicit expansion (broadcasting) between rows, columns and matrices
r = [1 2 3];
c = [10; 20];
s = r + c
p = r .* c
A = [1 2 3; 4 5 6];
centered = A - [1 2 3]
scaled = A ./ [1; 2]
cmp = r > [1; 2; 3]
d = c - r
