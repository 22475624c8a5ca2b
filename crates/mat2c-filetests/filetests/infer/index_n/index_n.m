%! test: typed
% x = zeros(n, 1) and for i = 1:n: the updates x(i) = ... stay within bounds (proven, no
% growth); in the second loop 1:n-1 (n maybe not an integer) has an extent unrelated to
% n's, so its reads and writes keep their checks
disp(index_n_f(3));
disp(index_n_f(4));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script index_n() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[n1 x n2] = call fn1(v0)
%|    builtin disp(v1)
%|    v2: double[1 x 1] = const 4.0
%|    v3: double[n3 x n4] = call fn2(v2)
%|    builtin disp(v3)
%|    return
%|
%|; fn1
%|; signature (double[1x1]=3) -> (double[?x?])
%|function index_n_f__1(n) -> (x)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[1 x 1] = const 1.0
%|    v2: double[3 x 1] (x, line 2) = builtin zeros(v0, v1)
%|    v3: double[1 x 3] (i, line 3) = range v1:v1:v0
%|    v4: double[1 x 1] = const 3.0
%|    v5: double[1 x 1] = const 0.0
%|    jump bb1(v5, v2)
%|bb1(v6: double[1 x 1], v7: double[size(x,1) x size(x,2)′] (x)):
%|    v8: logical[1 x 1] = lt v6, v4
%|    brif v8, bb2(), bb3()
%|bb2():
%|    v9: double[1 x 1] = plus v6, v1
%|    v10: double[1 x 1] {proven} (i, line 3) = index v3(v9)
%|    v11: double[1 x 1] = const 2.0
%|    v12: double[1 x 1] = mtimes v10, v11
%|    v13: double[? x ?] {check} (x, line 4) = update v7(v10) = v12
%|    jump bb1(v9, v13)
%|bb3():
%|    v14: double[1 x 1] = const 2.0
%|    v15: double[1 x 2] (i, line 6) = range v1:v1:v14
%|    jump bb4(v5, v7)
%|bb4(v16: double[1 x 1], v17: double[size(x,1)′ x size(x,2)] (x)):
%|    v18: logical[1 x 1] = lt v16, v14
%|    brif v18, bb5(), bb6()
%|bb5():
%|    v19: double[1 x 1] = plus v16, v1
%|    v20: double[1 x 1] {proven} (i, line 6) = index v15(v19)
%|    v21: double[1 x 1] {check} (line 7) = index v17(v20)
%|    v22: double[1 x 1] = plus v20, v1
%|    v23: double[1 x 1] {check} (line 7) = index v17(v22)
%|    v24: double[1 x 1] = plus v21, v23
%|    v25: double[? x ?] {check} (x, line 7) = update v17(v22) = v24
%|    jump bb4(v19, v25)
%|bb6():
%|    return v17
%|
%|; fn2
%|; signature (double[1x1]=4) -> (double[?x?])
%|function index_n_f__2(n) -> (x)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[1 x 1] = const 1.0
%|    v2: double[4 x 1] (x, line 2) = builtin zeros(v0, v1)
%|    v3: double[1 x 4] (i, line 3) = range v1:v1:v0
%|    v4: double[1 x 1] = const 4.0
%|    v5: double[1 x 1] = const 0.0
%|    jump bb1(v5, v2)
%|bb1(v6: double[1 x 1], v7: double[size(x,1) x size(x,2)′] (x)):
%|    v8: logical[1 x 1] = lt v6, v4
%|    brif v8, bb2(), bb3()
%|bb2():
%|    v9: double[1 x 1] = plus v6, v1
%|    v10: double[1 x 1] {proven} (i, line 3) = index v3(v9)
%|    v11: double[1 x 1] = const 2.0
%|    v12: double[1 x 1] = mtimes v10, v11
%|    v13: double[? x ?] {check} (x, line 4) = update v7(v10) = v12
%|    jump bb1(v9, v13)
%|bb3():
%|    v14: double[1 x 1] = const 3.0
%|    v15: double[1 x 3] (i, line 6) = range v1:v1:v14
%|    jump bb4(v5, v7)
%|bb4(v16: double[1 x 1], v17: double[size(x,1)′ x size(x,2)] (x)):
%|    v18: logical[1 x 1] = lt v16, v14
%|    brif v18, bb5(), bb6()
%|bb5():
%|    v19: double[1 x 1] = plus v16, v1
%|    v20: double[1 x 1] {proven} (i, line 6) = index v15(v19)
%|    v21: double[1 x 1] {check} (line 7) = index v17(v20)
%|    v22: double[1 x 1] = plus v20, v1
%|    v23: double[1 x 1] {check} (line 7) = index v17(v22)
%|    v24: double[1 x 1] = plus v21, v23
%|    v25: double[? x ?] {check} (x, line 7) = update v17(v22) = v24
%|    jump bb4(v19, v25)
%|bb6():
%|    return v17
%! exit: 0
