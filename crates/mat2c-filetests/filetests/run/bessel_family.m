%! test: run
% besselj/bessely/besseli/besselk/besselh and airy: values, scaling, ierr, shapes, errors.
x = [0.5 1.25 2.5 10];
J = besselj(2, x)
Y = bessely(0.5, x)
I = besseli(3, x)
K = besselk(1.5, x)
H1 = besselh(1, 1, 2.5)
H2 = besselh(1, 2, 2.5)
H = besselh(0, 2.5)
z = 1.25 + 3.625i;
Jz = besselj(2, z)
Yz = bessely(2, z)
Iz = besseli(2, z)
Kz = besselk(2, z)
Kneg = besselk(2, -1.25)
Ineg = besseli(3, -2.5)
Jhalf = besselj(-1.5, 2)
Yhalf = bessely(-2.5, 2)
Ineg_order = besseli(-2.3, 1.5)
% exponential scaling (opt = 1 or true)
Js = besselj(1, 3 + 40i, 1)
Is = besseli(0, 800, true)
Ks = besselk(0, 800, 1)
H1s = besselh(2, 1, 30, 1)
% zeros and poles at the origin
at0 = [besselj(0, 0), besselj(1, 0), besseli(0, 0), besseli(2, 0)]
poles = [bessely(1, 0), besselk(0, 0)]
% a row of orders with a column of arguments gives a table
T = besselj(0:2, [0.1; 1; 5])
size(besselk([1 2 3], 2))
size(besseli(1, ones(2, 3)))
% identities: Wronskians and the reflection of J at integer orders
n = 0:5;  t = 0.5:0.5:3;
W = besselj(n + 1, t) .* bessely(n, t) - besselj(n, t) .* bessely(n + 1, t);
disp(max(abs(W - 2 ./ (pi * t))) < 1e-14)
WK = besseli(n, t) .* besselk(n + 1, t) + besseli(n + 1, t) .* besselk(n, t);
disp(max(abs(WK - 1 ./ t)) < 1e-14)
disp(max(abs(besselj(-3, t) + besselj(3, t))) == 0)
% ierr: overflow, loss of precision
[v, ierr] = besseli(0, 1000)
[v, ierr] = besselk(100, 1e-3)
[v, ierr] = besselj(0, 1e5)
[v, ierr] = besselh(0, 1, 0)
[v, ierr] = besselj([1 2], 3)
% single in, single out
s = besselj(single(1), 2)
class(s)
class(besselk(1, single([1 2])))
% Airy functions
A = airy([-2 -0.5 0 0.5 2])
Ap = airy(1, [-2 0 2])
B = airy(2, [-2 0 2])
Bp = airy(3, [-2 0 2])
Ac = airy(0, 1 + 2i)
As = airy(0, 10, 1)
Bs = airy(2, 10, 1)
[a, ierr] = airy(0, 2000)
% errors, with Octave's messages
try
  besselj([1 2 3], [1 2])
catch err
  disp(err.message)
end
try
  besselj(1, 2, 3)
catch err
  disp(err.message)
end
try
  besselh(1, 3, 2)
catch err
  disp(err.message)
end
try
  airy(4, 1)
catch err
  disp(err.message)
end
