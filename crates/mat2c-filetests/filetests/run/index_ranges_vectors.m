%! test: run
% indexing with ranges and index vectors (with repeats) in one and two dimensions
a = [10 20 30 40 50 60];
r = a(2:4)
v = a([1 3])
rep = a([2 2 5 1])
s = a(1:2:end)
A = [16 2 3 13; 5 11 10 8; 9 7 6 12; 4 14 15 1];
sub = A([1 2], [3 4])
rows = A([4 1], :)
cols = A(:, [1 end])
c = [1; 2; 3];
cc = c([3 1])
b = a([])
