%! test: typed
%! args: double[1x:100], double
%! define: n=3
% -D n=3 makes n a compile-time constant: zeros(1, n) gets the static shape [1 x 3] and
% the loop bound folds.
function y = entry_define(x, n)
y = zeros(1, n);
for k = 1:n
  y(k) = x(k) * n;
end
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; signature (double[1x:100], double[1x1]) -> (double[1x3])
%|function entry_define(x, n) -> (y)
%|bb0(v0: double[1 x size(x,2)] (x), v1: double[1 x 1] (n)):
%|    v2: double[1 x 1] (n, line 1) = const 3.0
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 3] (y, line 7) = builtin zeros(v3, v2)
%|    v5: double[1 x 1] {check} (line 9) = index v0(v3)
%|    v6: double[1 x 1] = mtimes v5, v2
%|    v7: double[1 x 3] {proven} (y, line 9) = update v4(v3) = v6
%|    v8: double[1 x 1] = const 2.0
%|    v9: double[1 x 1] {check} (line 9) = index v0(v8)
%|    v10: double[1 x 1] = mtimes v9, v2
%|    v11: double[1 x 3] {proven} (y, line 9) = update v7(v8) = v10
%|    v12: double[1 x 1] {check} (line 9) = index v0(v2)
%|    v13: double[1 x 1] = mtimes v12, v2
%|    v14: double[1 x 3] {proven} (y, line 9) = update v11(v2) = v13
%|    return v14
%! exit: 0
