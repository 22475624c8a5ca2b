%! test: ir
% partial evaluation: size, numel, ndims and end of a value with static extents are
% constants, so the branch on them folds and only the taken arm is left
A = zeros(3, 4);
r = size(A, 1);
n = numel(A);
[p, q] = size(A);
if ndims(A) == 2 && r == 3
  disp(n + p * q + A(end, end))
else
  disp('never')
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script fold_size() -> ()
%|bb0():
%|    v0 = const 3.0
%|    v1 = const 4.0
%|    v2 = builtin zeros(v0, v1)
%|    v3 = const 24.0
%|    v4 = index v2(v0, v1)
%|    v5 = plus v3, v4
%|    builtin disp(v5)
%|    return
%! exit: 0
