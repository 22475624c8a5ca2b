%! test: compile-error
% name resolution: a call to a function that is neither builtin nor on the path
x = 3;
y = nosuchfn(x);
disp(y);
