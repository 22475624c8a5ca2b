%! test: run
% matrix products: matrix-vector, matrix-matrix, inner and outer, scalar times matrix
A = [1 2; 3 4];
x = [1; -1];
y = A * x
B = [0 1; 1 0];
C = A * B
D = B * A
u = [1 2 3];
w = [4 5 6];
inner = u * w'
outer = u' * w
s = 3 * A
M = [1 2 3; 4 5 6];
N = M * M'
