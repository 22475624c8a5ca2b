function e = is_even_r(n)
  if n == 0
    e = true;
  else
    e = is_odd_r(n - 1);
  end
end
