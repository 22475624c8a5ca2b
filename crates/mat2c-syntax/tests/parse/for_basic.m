for i = 1:10
  s = s + i;
end
