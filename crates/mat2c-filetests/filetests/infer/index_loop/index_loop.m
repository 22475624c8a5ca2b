%! test: typed
% value ranges: in for i = 1:numel(x), i is in [1, numel(x)], so x(i) needs no bounds check
disp(index_loop_f(1:4));
disp(index_loop_f([2 3]));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script index_loop() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 1.0
%|    v1: double[1 x 1] = const 4.0
%|    v2: double[1 x 4] = range v0:v0:v1
%|    v3: double[1 x 1] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 2.0
%|    v5: double[1 x 1] = const 3.0
%|    v6: double[1 x 2] = horzcat v4, v5
%|    v7: double[1 x 1] = call fn2(v6)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[1x4]) -> (double[1x1])
%|function index_loop_f__1(x) -> (s)
%|bb0(v0: double[1 x 4] (x)):
%|    v1: double[1 x 1] (s, line 2) = const 0.0
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] = const 4.0
%|    v4: double[1 x 4] (i, line 3) = range v2:v2:v3
%|    jump bb1(v1, v1)
%|bb1(v5: double[1 x 1], v6: double[1 x 1] (s)):
%|    v7: logical[1 x 1] = lt v5, v3
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[1 x 1] = plus v5, v2
%|    v9: double[1 x 1] {proven} (i, line 3) = index v4(v8)
%|    v10: double[1 x 1] {proven} (line 4) = index v0(v9)
%|    v11: double[1 x 1] (s, line 4) = plus v6, v10
%|    jump bb1(v8, v11)
%|bb3():
%|    jump bb4(v1, v6)
%|bb4(v12: double[1 x 1], v13: double[1 x 1] (s)):
%|    v14: logical[1 x 1] = lt v12, v3
%|    brif v14, bb5(), bb6()
%|bb5():
%|    v15: double[1 x 1] = plus v12, v2
%|    v16: double[1 x 1] {proven} (k, line 6) = index v4(v15)
%|    v17: double[1 x 1] {proven} (line 7) = index v0(v16)
%|    v18: double[1 x 1] (s, line 7) = plus v13, v17
%|    jump bb4(v15, v18)
%|bb6():
%|    return v13
%|
%|; fn2
%|; signature (double[1x2]) -> (double[1x1])
%|function index_loop_f__2(x) -> (s)
%|bb0(v0: double[1 x 2] (x)):
%|    v1: double[1 x 1] (s, line 2) = const 0.0
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[1 x 2] (i, line 3) = range v2:v2:v3
%|    jump bb1(v1, v1)
%|bb1(v5: double[1 x 1], v6: double[1 x 1] (s)):
%|    v7: logical[1 x 1] = lt v5, v3
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[1 x 1] = plus v5, v2
%|    v9: double[1 x 1] {proven} (i, line 3) = index v4(v8)
%|    v10: double[1 x 1] {proven} (line 4) = index v0(v9)
%|    v11: double[1 x 1] (s, line 4) = plus v6, v10
%|    jump bb1(v8, v11)
%|bb3():
%|    jump bb4(v1, v6)
%|bb4(v12: double[1 x 1], v13: double[1 x 1] (s)):
%|    v14: logical[1 x 1] = lt v12, v3
%|    brif v14, bb5(), bb6()
%|bb5():
%|    v15: double[1 x 1] = plus v12, v2
%|    v16: double[1 x 1] {proven} (k, line 6) = index v4(v15)
%|    v17: double[1 x 1] {proven} (line 7) = index v0(v16)
%|    v18: double[1 x 1] (s, line 7) = plus v13, v17
%|    jump bb4(v15, v18)
%|bb6():
%|    return v13
%! exit: 0
