%! test: compile-error
% a user function asked for more outputs than it declares
[a, b] = single_out(3);
disp(a);
