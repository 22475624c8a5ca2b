function a = example3_f(a, b, k)
  i = 0;
  while i < k
    c = a .* b;
    a = c;
    i = i + 1;
  end
end
