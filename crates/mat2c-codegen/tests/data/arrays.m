A = zeros(2, 3);
A(2, 3) = 7;
A(1, 2) = 1.5;
B = A + 1
disp(A .* B)
[r, c] = size(A)
T = A'
fprintf('%d %g\n', numel(A), A(2, 3));
