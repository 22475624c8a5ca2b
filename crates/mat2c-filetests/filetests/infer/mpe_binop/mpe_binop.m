%! test: typed
% Paper 000 (MPE) §4, the shape scheme of an elementwise c = a (+) b, one case per line;
% with MATLAB's implicit expansion a unit extent also broadcasts.
%  c1: a scalar -> c has b's shape
%  c2: identical known shapes -> the same shape
%  c3: both certainly non-scalar, no conflict -> the meet (5 rows from a, 3 columns from b)
%  c4: a may be a scalar, b cannot -> b's shape (2x2)
%  c5: both may be scalars -> the join
%  c6: conflicting known extents -> a check that can only fail (Octave's error at run time)
function [c1, c2, c3, c4, c5, c6] = mpe_binop(s, m, k, p, q, r, u, v)
%# s size [1 1]
%# m size [N M]
%# k size [3 4]
%# p size [5 P]
%# q size [Q 3]
%# r size [R 1]
%# u size [2 2]
%# v size [2 3]
c1 = s + m;
c2 = k .* k;
c3 = p - q;
c4 = r + u;
c5 = r .* r';
c6 = v + k;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; signature (double[1x1], double[NxM], double[3x4], double[5xP], double[Qx3], double[Rx1], double[2x2], double[2x3]) -> (double[?x?], double[3x4], double[5x3], double[2x2], double[?x?], double[?x?])
%|function mpe_binop(s, m, k, p, q, r, u, v) -> (c1, c2, c3, c4, c5, c6)
%|bb0(v0: double[1 x 1] (s), v1: double[N x M] (m), v2: double[3 x 4] (k), v3: double[5 x P] (p), v4: double[Q x 3] (q), v5: double[R x 1] (r), v6: double[2 x 2] (u), v7: double[2 x 3] (v)):
%|    v8: double[N x M] (c1, line 19) = plus v0, v1
%|    v9: double[3 x 4] {proven} (c2, line 20) = times v2, v2
%|    v10: double[5 x 3] {check} (c3, line 21) = minus v3, v4
%|    v11: double[2 x 2] {check} (c4, line 22) = plus v5, v6
%|    v12: double[1 x R] = ctranspose v5
%|    v13: double[R x R] {proven} (c5, line 23) = times v5, v12
%|    v14: double[? x ?] {check} (c6, line 24) = plus v7, v2
%|    return v8, v9, v10, v11, v13, v14
%! exit: 0
