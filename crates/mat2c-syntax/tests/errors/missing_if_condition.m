if
  x = 1;
end
