function f = fig1_f(a, b)
  c = a * b;
  d = c + a;
  e = d - a;
  f = e ./ d;
end
