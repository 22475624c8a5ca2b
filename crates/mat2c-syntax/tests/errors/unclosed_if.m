x = 1;
if x > 0
  y = 2;
