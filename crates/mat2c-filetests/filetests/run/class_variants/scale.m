function y = scale(x, k)
  y = x * k;
end
