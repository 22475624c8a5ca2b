%! test: run
% scalar arithmetic and operator precedence: unary minus vs ^, left-assoc ^, mixed ops
a = -2^2
b = 2^-1
c = 2^3^2
d = -3 + 4 * 2
e = (1 + 2) * 3
f = 7 / 2
g = 2 * 3 ^ 2
h = 10 - 4 - 3
k = 12 / 2 / 3
m = -2 ^ -2
n = 3 - -2
p = 1 + 2 * 3 - 4 / 8
q = 2 ^ 0.5
