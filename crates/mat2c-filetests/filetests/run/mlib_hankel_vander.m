%! test: run
% Library matrices of crates/mat2c-mlib: hankel and vander, with their warnings and errors.
a = hankel([1, 2])
b = hankel([1, 2], [2; -1; -3])
c = hankel(1:3, 3:6)
d = hankel(1:3, 3:4)
e = hankel(1:3, 4:6)
s = hankel(single(1:2));
class(s)
v = vander([0, 1, 2, 3])
w = vander([1; 2; 3])
z = vander([1, 2, 3] * i)
u = vander([2, 3], 3)
class(vander(single([1 2])))
try
  hankel([1, 2; 3, 4]);
catch err
  disp(err.message)
end
try
  hankel(1:4, [1, 2; 3, 4]);
catch err
  disp(err.message)
end
try
  vander([1, 2; 3, 4]);
catch err
  disp(err.message)
end
