function s = for_counter_f(n)
  s = 0;
  for x = 0:0.25:n
    s = s + x;
  end
end
