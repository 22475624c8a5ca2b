function y = end_range_f(x)
  y = x(2:end-1);
  z = x(end);
  w = x(1:end);
  y = [y, z, w];
end
