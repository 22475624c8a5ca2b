%! test: typed
% a function called with static shapes only: the queries on its input fold, so only the
% arm for a 2-element vector is left (the `v(k)` reads are proven in bounds)
disp(fold_callee_norm([3 4]));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script fold_callee() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[1 x 1] = const 4.0
%|    v2: double[1 x 2] = horzcat v0, v1
%|    v3: double[1 x 1] = call fn1(v2)
%|    builtin disp(v3)
%|    return
%|
%|; fn1
%|; signature (double[1x2]) -> (double[1x1])
%|function fold_callee_norm(v) -> (r)
%|bb0(v0: double[1 x 2] (v)):
%|    v1: double[1 x 1] = const 2.0
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] {proven} (line 6) = index v0(v2)
%|    v4: double[1 x 1] = mpower v3, v1
%|    v5: double[1 x 1] {proven} (line 6) = index v0(v1)
%|    v6: double[1 x 1] = mpower v5, v1
%|    v7: double[1 x 1] = plus v4, v6
%|    v8: double[1 x 1] (r, line 6) = builtin sqrt(v7)
%|    return v8
%! exit: 0
