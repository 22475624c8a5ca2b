function r = maybe_handle(c)
  if c
    r = @(x) x * 10;
  else
    r = [7 8 9];
  end
end
