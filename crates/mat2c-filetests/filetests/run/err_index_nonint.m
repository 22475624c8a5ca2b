%! test: run
% run-time error: non-integer index
x = [1 2 3];
i = 3 / 2;
disp(x(2 * i));
y = x(i)
