%! test: run
% empty arrays of various shapes: display, size, isempty, and reductions
a = zeros(0, 3)
b = []
c = ones(2, 0)
x = [];
s = size(x)
e = isempty(x)
n = numel(zeros(0, 3))
v = 1:0;
sz = size(v)
t = sum(zeros(0, 3))
p = [1 2 3];
u = p(p > 5)
w = a'
