function y = euler(f, y, h, n)
  t = 0;
  for i = 1:n
    y = y + h * f(t, y);
    t = t + h;
  end
end
