%! test: run
% solving a small well-conditioned square system with backslash
A = [4 -2 1; -2 4 -2; 1 -2 4];
b = [11; -16; 17];
x = A \ b
r = max(abs(A * x - b)) < 1e-12
B = [2 1; 1 3];
y = B \ [3; 5]
fprintf('%.6f\n', y);
