%! test: run
% run-time error: row subscript past the end of a 2x2 matrix
A = [1 2; 3 4];
fprintf('A(2,2) = %d\n', A(2, 2));
b = A(3, 1)
disp('not reached');
