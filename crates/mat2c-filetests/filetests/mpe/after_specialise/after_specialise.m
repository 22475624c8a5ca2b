%! test: typed
% Re-optimisation after specialisation: mean_of is reached with a 1x4 row and a 2x3 matrix,
% so before specialisation numel(v) is unknown; in each variant the signature fixes the
% shape and the cleanup pass folds numel(v) (4, 6) and the loop bound built from it.
a = mean_of([1 2 3 4]);
disp(a)
b = mean_of(ones(2, 3));
disp(b)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script after_specialise() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 1.0
%|    v1: double[1 x 1] = const 2.0
%|    v2: double[1 x 1] = const 3.0
%|    v3: double[1 x 1] = const 4.0
%|    v4: double[1 x 4] = horzcat v0, v1, v2, v3
%|    v5: double[1 x 1] (a, line 5) = call fn1(v4)
%|    builtin disp(v5)
%|    v6: double[2 x 3] = builtin ones(v1, v2)
%|    v7: double[1 x 1] (b, line 7) = call fn2(v6)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[1x4]) -> (double[1x1])
%|function mean_of__1(v) -> (m)
%|bb0(v0: double[1 x 4] (v)):
%|    v1: double[1 x 1] (n, line 2) = const 4.0
%|    v2: double[1 x 1] (s, line 3) = const 0.0
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 4] (k, line 4) = range v3:v3:v1
%|    jump bb1(v2, v2)
%|bb1(v5: double[1 x 1], v6: double[1 x 1] (s)):
%|    v7: logical[1 x 1] = lt v5, v1
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[1 x 1] = plus v5, v3
%|    v9: double[1 x 1] {proven} (k, line 4) = index v4(v8)
%|    v10: double[1 x 1] {proven} (line 5) = index v0(v9)
%|    v11: double[1 x 1] (s, line 5) = plus v6, v10
%|    jump bb1(v8, v11)
%|bb3():
%|    v12: double[1 x 1] (m, line 7) = mrdivide v6, v1
%|    return v12
%|
%|; fn2
%|; signature (double[2x3]) -> (double[1x1])
%|function mean_of__2(v) -> (m)
%|bb0(v0: double[2 x 3] (v)):
%|    v1: double[1 x 1] (n, line 2) = const 6.0
%|    v2: double[1 x 1] (s, line 3) = const 0.0
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 6] (k, line 4) = range v3:v3:v1
%|    jump bb1(v2, v2)
%|bb1(v5: double[1 x 1], v6: double[1 x 1] (s)):
%|    v7: logical[1 x 1] = lt v5, v1
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[1 x 1] = plus v5, v3
%|    v9: double[1 x 1] {proven} (k, line 4) = index v4(v8)
%|    v10: double[1 x 1] {proven} (line 5) = index v0(v9)
%|    v11: double[1 x 1] (s, line 5) = plus v6, v10
%|    jump bb1(v8, v11)
%|bb3():
%|    v12: double[1 x 1] (m, line 7) = mrdivide v6, v1
%|    return v12
%! exit: 0
