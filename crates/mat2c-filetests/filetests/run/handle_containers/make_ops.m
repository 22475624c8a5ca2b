function fs = make_ops(n)
  fs = {@(x) x * n, @(x) x + n, @sqrt};
end
