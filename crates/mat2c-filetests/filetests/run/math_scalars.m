%! test: run
% elementary math functions on scalars
a = abs(-3.5)
b = sqrt(2)
c = exp(1)
d = log(10)
e = log(0)
f = sqrt(16)
g = exp(0)
h = abs(-Inf)
k = log(exp(2))
m = sqrt(0.25)
n = floor(log(1000) / log(10) + 0.5)
