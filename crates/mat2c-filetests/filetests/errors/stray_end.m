%! test: compile-error
% syntax error: an end with no open block
x = 1;
disp(x);
end
