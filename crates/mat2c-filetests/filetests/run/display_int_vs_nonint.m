%! test: run
% integer-valued matrices print without decimals, non-integer ones with 4 decimals
a = [1 2 3]
b = [1 2.5 3]
c = [10 200 3000]
d = [0.1 0.2]
e = [1; 22; 333]
f = [100 0.5]
g = [1e5 2e5]
h = [1 2] / 2
k = [2 4] / 2
