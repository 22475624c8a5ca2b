%! test: run
% size with one and two outputs and a dim argument, numel, length, isempty
A = zeros(3, 5);
sz = size(A)
[r, c] = size(A)
r1 = size(A, 1)
c2 = size(A, 2)
n = numel(A)
L = length(A)
L2 = length([1; 2])
e1 = isempty(A)
e2 = isempty([])
e3 = isempty(zeros(0, 3))
e4 = isempty('')
sv = size(7)
ss = size('hello')
