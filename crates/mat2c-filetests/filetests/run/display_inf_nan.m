%! test: run
% display of matrices containing Inf, -Inf and NaN
a = [1 Inf]
b = [1 NaN 3]
c = [-Inf 2.5 NaN]
d = [Inf; -Inf]
e = [NaN NaN]
f = [1 2; Inf 4]
g = [0.5 Inf]
h = 1 ./ [1 0 -1]
