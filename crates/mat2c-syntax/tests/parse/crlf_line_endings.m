x = 1;
y = x + 2
if y > 2
  z = 3;
end
