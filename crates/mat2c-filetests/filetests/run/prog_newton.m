%! test: run
% program: Newton iteration for sqrt(2) and for a root of x^3 - 2x - 5
x = 1;
for it = 1:6
  x = x - (x^2 - 2) / (2 * x);
  fprintf('%d: %.15f\n', it, x);
end
err = abs(x - sqrt(2))
x = 2;
it = 0;
dx = Inf;
while abs(dx) > 1e-12 && it < 50
  fx = x^3 - 2 * x - 5;
  dfx = 3 * x^2 - 2;
  dx = fx / dfx;
  x = x - dx;
  it = it + 1;
end
fprintf('root %.10f after %d iterations\n', x, it);
