%! test: run
% matrix literals: rows, columns, and how spaces around minus split elements
A = [1 2; 3 4]
a = [1 -2]
b = [1 - 2]
c = [1 , 2 , 3]
d = [1 -2 + 3]
e = [1 - 2 + 3]
f = [4
5
6]
x = 2;
g = [x -x x']
h = [x' x']
k = [1, 2
3, 4]
m = [-1]
