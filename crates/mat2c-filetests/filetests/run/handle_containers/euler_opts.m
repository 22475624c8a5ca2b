function y = euler_opts(opts, y)
  h = 0.1;
  t = 0;
  while t < 0.5 - opts.tol
    y = y + h * opts.f(t, y);
    t = t + h;
  end
end
