do
  x++;
end
