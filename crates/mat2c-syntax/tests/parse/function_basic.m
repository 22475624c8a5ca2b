function y = square(x)
  y = x .^ 2;
end
