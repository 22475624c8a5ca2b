function [r1, r2] = quad_roots(p)
% real roots of p(1)*x^2 + p(2)*x + p(3), printing a description via subfunctions
  d = discriminant(p);
  describe(d);
  r1 = (-p(2) - sqrt(d)) / (2 * p(1));
  r2 = (-p(2) + sqrt(d)) / (2 * p(1));
  check(p, r1);
  check(p, r2);
end

function d = discriminant(p)
  d = p(2)^2 - 4 * p(1) * p(3);
end

function describe(d)
  if d > 0
    disp('two distinct real roots');
  elseif d == 0
    disp('one double root');
  else
    disp('no real roots');
  end
end

function check(p, x)
  fprintf('p(%g) = %g\n', x, evaluate(p, x));
end

function y = evaluate(p, x)
  y = p(1) * x^2 + p(2) * x + p(3);
end
