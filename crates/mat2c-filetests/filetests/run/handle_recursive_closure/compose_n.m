function h = compose_n(f, n)
  if n == 1
    h = f;
  else
    g = compose_n(f, n - 1);
    h = @(x) f(g(x));
  end
end
