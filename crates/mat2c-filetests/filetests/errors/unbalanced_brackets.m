%! test: compile-error
% syntax error: a matrix literal missing its closing bracket
A = [1 2; 3 4;
disp(A);
