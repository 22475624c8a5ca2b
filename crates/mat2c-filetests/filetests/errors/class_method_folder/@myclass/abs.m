function r = abs(x)
  r = -1;
end
