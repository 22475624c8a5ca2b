%! test: run
% a function file whose primary function uses several subfunctions
p = [1 -3 2];
[r1, r2] = quad_roots(p)
[r1, r2] = quad_roots([1 2 1])
