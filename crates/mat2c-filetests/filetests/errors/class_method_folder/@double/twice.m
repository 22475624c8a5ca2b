function r = twice(x)
  r = 100 * x;
end
