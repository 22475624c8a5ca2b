%! test: run
% displaying scalar variables of different magnitudes
x = 5
y = -0.5
z = 1e10
w = 1/3
v = 100000
u = 99999
big = 123456789
small = 1e-5
p = pi
neg = -pi
t = 0.1
zz = 0
nz = -0
half = 1.5
