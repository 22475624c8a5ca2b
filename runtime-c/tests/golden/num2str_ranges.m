1;
function rng(a, s, b)
  r = a:s:b;
  fprintf('%d:', numel(r));
  fprintf(' %.17g', r);
  fprintf('\n');
end
a = num2str(3.14159265358979)
b = num2str(5)
c = num2str(-0.5)
d = num2str(123456789)
e = num2str(1.23456789e-5)
f = num2str([1 2 3])
g = num2str(reshape([1.5 3 2.25 4], 2, 2))
h = num2str(true)
i = num2str('abc')
j = num2str(1e10)
k = num2str(NaN)
l = num2str(Inf)
m = num2str([1 NaN -Inf])
n = num2str(int8(-7))
o = num2str(100)
p = num2str(99999.5)
q = num2str(-3.14159265358979)
r = num2str([0.1 0.22 0.333])
s = num2str(reshape([-1 10 200 -3000], 2, 2))
t = num2str([])
u = num2str(0)
rng(0, 0.1, 1);
rng(1, 0.2, 2);
rng(0, 0.3, 1);
rng(10, -3, 1);
rng(-1, 0.25, 1);
rng(1, 1, 0);
rng(0.1, 0.1, 0.5);
rng(1, 0.1, 1.3);
rng(5, 1, 5);
rng(0, 1 / 3.0, 1);
rng(-5, 1.5, 5);
rng(0, 0, 1);
rng(0, 0.01, 0.05);
ra = 0:0.1:0.3
rb = -1:0.25:1
rc = 10:-3:1
rd = 0:1/3:1
re = 0:10:100
rf = -2.5:0.5:0
