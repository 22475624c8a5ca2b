%! test: run
% matrix display with a common scale factor or e-notation for wide value ranges
a = [1 1000.5]
b = [1e-3 1]
c = [1e5 2e5 1.5]
d = [0.001 0.002]
e = [1e10 1]
f = [1.5 2.5; 100.25 3]
g = [123456 7.5]
h = [1e-8 1]
k = [12345.6 1]
m = [99999.5 1]
