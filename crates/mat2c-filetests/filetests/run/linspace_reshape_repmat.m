%! test: run
% linspace, reshape (column-major) and repmat
a = linspace(0, 1, 5)
b = linspace(1, 2, 3)
c = linspace(5, 1, 5)
R = reshape(1:6, 2, 3)
R2 = reshape(1:6, 3, 2)
col = reshape([1 2; 3 4], 4, 1)
T = repmat([1 2], 2, 3)
U = repmat(7, 1, 4)
V = repmat([1; 2], 1, 2)
