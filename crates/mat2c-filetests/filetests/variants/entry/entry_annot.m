%! test: typed
% Entry types from %# annotations (MPE style): A and b share the symbolic extent N, so
% A*b conforms without a run-time check; n is a bounded non-negative scalar, so sqrt(n)
% stays real.
function [y, r] = entry_annot(A, b, n)
%# A size [N N]
%# b size [N 1]
%# n size [1 1]
%# n range [0 1000]
%# nargin 3
y = A * b;
r = sqrt(n) + y(1);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; signature (double[NxN], double[Nx1], double[1x1]) -> (double[?x1], double[1x1])
%|function entry_annot(A, b, n) -> (y, r)
%|bb0(v0: double[N x N] (A), v1: double[N x 1] (b), v2: double[1 x 1] (n)):
%|    v3: double[N x 1] {proven} (y, line 11) = mtimes v0, v1
%|    v4: double[1 x 1] = builtin sqrt(v2)
%|    v5: double[1 x 1] = const 1.0
%|    v6: double[1 x 1] {check} (line 12) = index v3(v5)
%|    v7: double[1 x 1] (r, line 12) = plus v4, v6
%|    return v3, v7
%! exit: 0
