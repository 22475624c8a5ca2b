function [a, b = f(x)
  a = x;
end
