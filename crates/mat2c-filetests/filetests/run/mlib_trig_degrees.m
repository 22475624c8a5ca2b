%! test: run
% Degree and pi-scaled trigonometry of crates/mat2c-mlib: exact zeros and infinities at the
% multiples where Octave gives them, complex arguments, single, and the argument checks.
x = [-270, -180, -90, 0, 30, 45, 90, 135, 180, 270, 360];
s = sind(x)
c = cosd(x)
t = tand(x)
ct = cotd(x)
sc = secd(x)
cs = cscd(x)
printf("%.17g\n", sind(1e6), cosd(1e6), sind(-1e6 + 0.5))
z1 = sind(180 + 180i)
z2 = cosd(90 + 180i)
z3 = cosd([1e6, 30] + 180i)
n = sind([-Inf, NaN, Inf, 0])
class(sind(single(30)))
class(tand(single(30)))
p = sinpi([-1.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2])
q = cospi([-1.5, -1, -0.5, 0, 1/3, 0.5, 1, 1.5, 2])
printf("%.17g\n", sinpi(100.1), cospi(100.3))
class(cospi(single(1)))
try
  sind("abc");
catch err
  disp(err.message)
end
try
  cosd("abc");
catch err
  disp(err.message)
end
try
  sinpi();
catch err
  disp(err.message)
end
