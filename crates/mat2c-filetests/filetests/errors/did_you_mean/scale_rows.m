function y = scale_rows(x)
  y = 2 * x;
end
