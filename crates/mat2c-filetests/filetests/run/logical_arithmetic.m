%! test: run
% arithmetic on logicals gives doubles; logical() and double() conversions
a = true + true
b = [true false] * 3
c = -true
d = logical([2 0 -1])
e = double([1 2] > 1)
f = sum([true true false])
g = (3 > 2) * 10
h = ~[1 0 2]
