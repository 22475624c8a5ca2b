%! test: run
% run-time error: reading past the end of a 1x3 vector after some output
x = [1 2 3];
disp('before');
y = x(3)
z = x(5)
disp('not reached');
