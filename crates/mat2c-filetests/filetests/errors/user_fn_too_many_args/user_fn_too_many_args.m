%! test: compile-error
% a user function called with more arguments than it declares
y = addone(1, 2);
disp(y);
