%! test: run
% fprintf %d with non-integers, large values, Inf and NaN
fprintf('%d\n', 1.5);
fprintf('%d\n', 1e10);
fprintf('%i\n', -3);
fprintf('%d\n', Inf);
fprintf('%d\n', -Inf);
fprintf('%d\n', NaN);
fprintf('%f\n', Inf);
fprintf('%.2f\n', NaN);
fprintf('%g\n', -Inf);
fprintf('%5d|\n', 2.25);
fprintf('%d\n', true);
fprintf('%d %s\n', 7, 'x');
