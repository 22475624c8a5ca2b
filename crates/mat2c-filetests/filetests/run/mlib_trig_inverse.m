%! test: run
% Inverse and reciprocal trigonometric functions of crates/mat2c-mlib, in radians and
% degrees, with complex results where the argument leaves the real domain.
x = [-2, -1, -0.5, 0, 0.5, 1, 2];
a1 = acosd(x)
a2 = asind(x)
a3 = atand(x)
a4 = acot(x)
a5 = acotd(x)
a6 = acoth(x)
a7 = acsc(x)
a8 = acscd(x)
a9 = acsch(x)
b1 = asec(x)
b2 = asecd(x)
b3 = asech(x)
b4 = coth(x)
b5 = csch(x)
b6 = sech(x)
b7 = atan2d([1, -1, 0, -1], [0, -1, -1, 1])
b8 = sech([0, pi*i])
b9 = acsch([-i, i])
class(acosd(single(0.5)))
try
  atan2d(1);
catch err
  disp(err.message)
end
