%! test: run
% max/min with index outputs, ignored outputs, and two-argument elementwise forms
v = [3 9 2 9 1];
[m, i] = max(v)
[n, j] = min(v)
[~, k] = max(v);
k
e = max([1 5 3], [4 2 6])
f = min([1 5 3], 2)
A = [1 8; 7 2];
[cm, ci] = max(A)
g = max(A, [], 2)
h = max([NaN 1 2])
