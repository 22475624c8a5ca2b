m = [1 2 3
if m
  disp(m);
end
