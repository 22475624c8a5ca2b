if x > 0
  y = 1;
end
