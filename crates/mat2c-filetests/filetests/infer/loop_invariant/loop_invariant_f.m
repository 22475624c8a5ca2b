function x = loop_invariant_f(x, y, k)
  for i = 1:k
    x = x .* 0.5 + y;
    y = y - x;
  end
end
