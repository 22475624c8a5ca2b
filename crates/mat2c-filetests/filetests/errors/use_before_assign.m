%! test: compile-error
% name resolution: a variable used before it is ever assigned
disp(q);
q = 1;
