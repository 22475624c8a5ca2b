function = f(x)
  disp(x);
end
