%! test: run
% abs, sqrt, exp, log, floor, ceil, round, fix, mod, rem applied elementwise
v = [-2.5 -1.5 0.5 1.5 2.7];
a = abs(v)
f = floor(v)
c = ceil(v)
r = round(v)
x = fix(v)
m = mod(v, 2)
re = rem(v, 2)
s = sqrt([1 4 9 2])
e = exp([0 1 2])
l = log([1 10 100])
M = mod([1 2; 3 4], 3)
