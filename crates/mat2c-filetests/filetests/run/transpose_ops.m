%! test: run
% transpose with ' and .' on vectors and matrices
v = [1 2 3]
vt = v'
A = [1 2 3; 4 5 6]
At = A'
At2 = A.'
s = 'abc'
st = s'
back = (A')'
w = v'';
all(w == v)
