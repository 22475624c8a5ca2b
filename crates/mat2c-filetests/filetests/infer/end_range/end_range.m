%! test: typed
% x(2:end-1): the range subscript is within bounds (2 >= 1, end-1 <= end), so the bounds
% check is proven; the extent is max(n-2, 0)
disp(end_range_f(1:5));
disp(end_range_f(1:3));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script end_range() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 1.0
%|    v1: double[1 x 1] = const 5.0
%|    v2: double[1 x 5] = range v0:v0:v1
%|    v3: double[1 x 9] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 3.0
%|    v5: double[1 x 3] = range v0:v0:v4
%|    v6: double[1 x 5] = call fn2(v5)
%|    builtin disp(v6)
%|    return
%|
%|; fn1
%|; signature (double[1x5]) -> (double[1x9])
%|function end_range_f__1(x) -> (y)
%|bb0(v0: double[1 x 5] (x)):
%|    v1: double[1 x 1] = const 2.0
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] = const 5.0
%|    v4: double[1 x 1] = const 4.0
%|    v5: double[1 x 3] = range v1:v2:v4
%|    v6: double[1 x 3] {proven} (y, line 2) = index v0(v5)
%|    v7: double[1 x 1] {proven} (z, line 3) = index v0(v3)
%|    v8: double[1 x 5] = range v2:v2:v3
%|    v9: double[1 x 5] {proven} (w, line 4) = index v0(v8)
%|    v10: double[1 x 9] {proven} (y, line 5) = horzcat v6, v7, v9
%|    return v10
%|
%|; fn2
%|; signature (double[1x3]) -> (double[1x5])
%|function end_range_f__2(x) -> (y)
%|bb0(v0: double[1 x 3] (x)):
%|    v1: double[1 x 1] = const 2.0
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] = const 3.0
%|    v4: double[1 x 1] = range v1:v2:v1
%|    v5: double[1 x 1] {check} (y, line 2) = index v0(v4)
%|    v6: double[1 x 1] {proven} (z, line 3) = index v0(v3)
%|    v7: double[1 x 3] = range v2:v2:v3
%|    v8: double[1 x 3] {proven} (w, line 4) = index v0(v7)
%|    v9: double[1 x 5] {proven} (y, line 5) = horzcat v5, v6, v8
%|    return v9
%! exit: 0
