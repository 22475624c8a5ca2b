%! test: run
% sum, prod, max, min, mean, cumsum, any, all on vectors
v = [3 -1 4 1 5];
s = sum(v)
p = prod(v)
mx = max(v)
mn = min(v)
m = mean(v)
cs = cumsum(v)
a = any(v < 0)
b = all(v > 0)
c = sum([])
d = prod([])
w = [2; 4; 6];
ws = sum(w)
wc = cumsum(w)
z = any([0 0 0])
