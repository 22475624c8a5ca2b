%! test: run
% reductions on matrices: column-wise by default, and with a dim argument
A = [1 2 3; 4 5 6];
s1 = sum(A)
s2 = sum(A, 2)
p1 = prod(A)
m1 = mean(A)
m2 = mean(A, 2)
mx = max(A)
mn = min(A, [], 2)
c1 = cumsum(A)
c2 = cumsum(A, 2)
an = any(A > 5)
al = all(A > 1, 2)
total = sum(A(:))
