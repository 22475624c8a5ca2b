%! test: run
% logical operators, comparisons and not on scalars
a = ~0
b = ~5
c = 3 > 2 + 1
d = 3 >= 2 + 1
e = (1 < 2) + (2 < 3)
f = 1 == 1.0
g = 2 ~= 3
h = true & false
k = true | false
n = ~(1 && 0)
p = 5 && 2
