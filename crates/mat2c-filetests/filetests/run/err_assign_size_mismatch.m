%! test: run
% run-time error: assigning a 3-element vector into 2 elements (A(I) = X size mismatch)
a = zeros(1, 4);
a(1:3) = [7 8 9]
a(1:2) = [1 2 3]
