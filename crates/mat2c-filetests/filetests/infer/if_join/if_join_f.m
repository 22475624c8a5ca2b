function s = if_join_f(x, c)
  if c > 0
    y = x * 2;
    z = zeros(2, 1);
  else
    y = x + 1;
    z = zeros(3, 1);
  end
  w = y - x;
  s = sum(w(:)) + sum(z);
end
