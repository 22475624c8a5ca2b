%! test: run
% horizontal and vertical concatenation of vectors, matrices, empties and strings
a = [1 2];
b = [3 4 5];
h = [a b]
v = [a; 6 7]
A = [1 2; 3 4];
B = [5; 6];
C = [A B]
D = [A; 7 8]
E = [A, A; A, A]
F = [[] 1 2]
G = [a []]
s = ['abc' 'def']
t = ['ab'; 'cd']
u = [a'; b']
n = numel([A(:); B])
