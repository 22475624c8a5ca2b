%! test: run
% end inside indexing, with arithmetic, in one and two subscripts
a = [1 4 9 16 25];
last = a(end)
prev = a(end-1)
mid = a(ceil(end/2))
A = [1 2 3; 4 5 6; 7 8 9];
bl = A(end, 1)
tr = A(1, end)
br = A(end, end)
lin = A(end)
rev = a(end:-1:1)
tail = a(end-2:end)
a(end) = 0
