c = 0;
if c
  y = 1;
end
disp(5)
y
