%! test: run
% division by zero and NaN arithmetic on scalars
a = 1/0
b = -1/0
c = 0/0
d = Inf - Inf
e = 0 * Inf
f = -Inf * -1
g = NaN == NaN
h = Inf > 1e308
k = 1/Inf
m = -1/Inf
n = NaN + 1
