%! test: typed
% a loop that grows an array: the header widens the extent to a symbol, so the analysis
% terminates; the growth itself (end+1) is n+1 of the current extent
disp(grow_f(3));
disp(grow_f(5));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script grow() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[n1 x n2] = call fn1(v0)
%|    builtin disp(v1)
%|    v2: double[1 x 1] = const 5.0
%|    v3: double[n3 x n4] = call fn2(v2)
%|    builtin disp(v3)
%|    return
%|
%|; fn1
%|; signature (double[1x1]=3) -> (double[?x?])
%|function grow_f__1(n) -> (x)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[0 x 0] (x, line 2) = const []
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 3] (i, line 3) = range v2:v2:v0
%|    v4: double[1 x 1] = const 3.0
%|    v5: double[1 x 1] = const 0.0
%|    jump bb1(v5, v1)
%|bb1(v6: double[1 x 1], v7: double[phi(1,0) x size(x,2)] (x)):
%|    v8: logical[1 x 1] = lt v6, v4
%|    brif v8, bb2(), bb3()
%|bb2():
%|    v9: double[1 x 1] = plus v6, v2
%|    v10: double[1 x 1] {proven} (i, line 3) = index v3(v9)
%|    v11: double[1 x 1] = mtimes v10, v10
%|    v12: double[1 x 1] = end v7 [1/1]
%|    v13: double[1 x 1] = plus v12, v2
%|    v14: double[1 x ?] {check} (x, line 4) = update v7(v13) = v11
%|    jump bb1(v9, v14)
%|bb3():
%|    return v7
%|
%|; fn2
%|; signature (double[1x1]=5) -> (double[?x?])
%|function grow_f__2(n) -> (x)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[0 x 0] (x, line 2) = const []
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 5] (i, line 3) = range v2:v2:v0
%|    v4: double[1 x 1] = const 5.0
%|    v5: double[1 x 1] = const 0.0
%|    jump bb1(v5, v1)
%|bb1(v6: double[1 x 1], v7: double[phi(1,0) x size(x,2)] (x)):
%|    v8: logical[1 x 1] = lt v6, v4
%|    brif v8, bb2(), bb3()
%|bb2():
%|    v9: double[1 x 1] = plus v6, v2
%|    v10: double[1 x 1] {proven} (i, line 3) = index v3(v9)
%|    v11: double[1 x 1] = mtimes v10, v10
%|    v12: double[1 x 1] = end v7 [1/1]
%|    v13: double[1 x 1] = plus v12, v2
%|    v14: double[1 x ?] {check} (x, line 4) = update v7(v13) = v11
%|    jump bb1(v9, v14)
%|bb3():
%|    return v7
%! exit: 0
