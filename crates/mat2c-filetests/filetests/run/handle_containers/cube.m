function y = cube(x)
  y = x .^ 3;
end
