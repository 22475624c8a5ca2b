for (i = 1:n)
  x(i) = i;
end
