1;
function [s, p] = sp(a, b)
  s = a + b;
  p = a .* b;
end
[s, p] = sp(3, 4)
u = sp([1 2], [3 4])
