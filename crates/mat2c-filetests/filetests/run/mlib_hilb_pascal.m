%! test: run
% Library matrices of crates/mat2c-mlib: hilb, invhilb, pascal, rosser.
h = hilb(3)
hs = hilb(single(2));
class(hs)
isempty(hilb(0))
ih = invhilb(4)
e = max(max(abs(invhilb(7) * hilb(7) - eye(7)))) < 1e-6
for t = -1:2
  p = pascal(4, t)
end
isempty(pascal(0, 2))
r = rosser();
r([1, end])
size(r)
try
  hilb(ones(2));
catch err
  disp(err.message)
end
try
  invhilb([1 2]);
catch err
  disp(err.message)
end
try
  pascal(3, 4);
catch err
  disp(err.message)
end
try
  pascal([1 2]);
catch err
  disp(err.message)
end
try
  hilb();
catch err
  disp(err.message)
end
