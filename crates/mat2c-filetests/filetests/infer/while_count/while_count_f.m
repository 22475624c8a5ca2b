function s = while_count_f(x)
  s = 0;
  k = 1;
  while k <= numel(x)
    s = s + x(k);
    k = k + 1;
  end
end
