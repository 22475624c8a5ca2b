function y = twice(x)
% returns 2*x
  y = 2 * x;
end
