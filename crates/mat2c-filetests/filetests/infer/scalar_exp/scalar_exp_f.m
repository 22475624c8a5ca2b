function y = scalar_exp_f(x, k)
  y = 2 * x + k;
  y = y ./ k - 1;
  y = -y .^ 2;
  y = abs(sqrt(abs(y)));
end
