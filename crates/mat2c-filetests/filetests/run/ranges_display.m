%! test: run
% displaying ranges: fractional, increasing, decreasing, empty
r = 0:0.1:0.5
a = 1:5
b = 5:-1:1
e = 1:0
q = 0:0.25:1
n = -3:-1
h = 1:2:9
m = 10:-2.5:0
