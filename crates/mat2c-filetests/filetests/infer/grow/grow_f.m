function x = grow_f(n)
  x = [];
  for i = 1:n
    x(end + 1) = i * i;
  end
end
