function o = is_odd_r(n)
  if n == 0
    o = false;
  else
    o = is_even_r(n - 1);
  end
end
