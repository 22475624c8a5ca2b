%! test: compile-error
% a function whose declared output is never assigned
r = no_result(4);
disp(r);
