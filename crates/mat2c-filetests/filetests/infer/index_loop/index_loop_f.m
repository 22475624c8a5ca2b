function s = index_loop_f(x)
  s = 0;
  for i = 1:numel(x)
    s = s + x(i);
  end
  for k = 1:length(x)
    s = s + x(k);
  end
end
