%! test: run
% elementwise + - .* ./ .^ between arrays and with scalars
a = [1 2 3];
b = [4 5 6];
p = a + b
m = a - b
t = a .* b
d = a ./ b
e = a .^ 2
f = 2 .^ a
g = a * 2
h = 10 - a
k = a / 2
q = 1 ./ a
r = b .^ a
A = [1 2; 3 4];
S = A .* A
T = A + 0.5
U = -A
