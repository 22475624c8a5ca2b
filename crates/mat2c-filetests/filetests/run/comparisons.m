%! test: run
% comparison operators on arrays produce logical arrays
A = [1 2; 3 4];
B = [1 0; 5 4];
gt = A > 2
eq = A == B
ne = A ~= B
le = A <= 2.5
nt = ~(A > 2)
mix = (A > 1) & (B > 1)
either = (A > 3) | (B == 0)
s = sum(A(:) > 1)
v = [3 1 2] == 2
