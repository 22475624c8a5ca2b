%! test: run
% wide matrices are split into "Columns ..." chunks at 80 characters
x = 1:30
y = (1:20) * 1.5
A = reshape(1:40, 2, 20)
z = (1:25) * 1000
