for = 1:3
  disp(1);
end
