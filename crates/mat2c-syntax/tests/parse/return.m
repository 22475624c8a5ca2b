function r = f(x)
  r = 0;
  if x < 0
    return;
  end
  r = x;
end
