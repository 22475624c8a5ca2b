%! test: typed
% joins: equal shapes stay; different extents become phi(alternatives) at the join
disp(if_join_f(ones(2, 3), 1));
disp(if_join_f(ones(3, 3), 0));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script if_join() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 1] = call fn1(v2, v3)
%|    builtin disp(v4)
%|    v5: double[3 x 3] = builtin ones(v1, v1)
%|    v6: double[1 x 1] = const 0.0
%|    v7: double[1 x 1] = call fn2(v5, v6)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[2x3], double[1x1]) -> (double[1x1])
%|function if_join_f__1(x, c) -> (s)
%|bb0(v0: double[2 x 3] (x), v1: double[1 x 1] (c)):
%|    v2: double[1 x 1] = const 0.0
%|    v3: logical[1 x 1] = gt v1, v2
%|    v4: logical[1 x 1] = truth v3
%|    brif v4, bb2(), bb3()
%|bb1(v5: double[2 x 3] (y), v6: double[phi(3,2) x 1] (z)):
%|    v7: double[2 x 3] {proven} (w, line 9) = minus v5, v0
%|    v8: any cplx?[*] = const :
%|    v9: double[6 x 1] = index v7(v8)
%|    v10: double[1 x 1] = builtin sum(v9)
%|    v11: double[1 x 1] = builtin sum(v6)
%|    v12: double[1 x 1] (s, line 10) = plus v10, v11
%|    return v12
%|bb2():
%|    v13: double[1 x 1] = const 2.0
%|    v14: double[2 x 3] (y, line 3) = mtimes v0, v13
%|    v15: double[1 x 1] = const 1.0
%|    v16: double[2 x 1] (z, line 4) = builtin zeros(v13, v15)
%|    jump bb1(v14, v16)
%|bb3():
%|    v17: double[1 x 1] = const 1.0
%|    v18: double[2 x 3] (y, line 6) = plus v0, v17
%|    v19: double[1 x 1] = const 3.0
%|    v20: double[3 x 1] (z, line 7) = builtin zeros(v19, v17)
%|    jump bb1(v18, v20)
%|
%|; fn2
%|; signature (double[3x3], double[1x1]) -> (double[1x1])
%|function if_join_f__2(x, c) -> (s)
%|bb0(v0: double[3 x 3] (x), v1: double[1 x 1] (c)):
%|    v2: double[1 x 1] = const 0.0
%|    v3: logical[1 x 1] = gt v1, v2
%|    v4: logical[1 x 1] = truth v3
%|    brif v4, bb2(), bb3()
%|bb1(v5: double[3 x 3] (y), v6: double[phi(3,2) x 1] (z)):
%|    v7: double[3 x 3] {proven} (w, line 9) = minus v5, v0
%|    v8: any cplx?[*] = const :
%|    v9: double[9 x 1] = index v7(v8)
%|    v10: double[1 x 1] = builtin sum(v9)
%|    v11: double[1 x 1] = builtin sum(v6)
%|    v12: double[1 x 1] (s, line 10) = plus v10, v11
%|    return v12
%|bb2():
%|    v13: double[1 x 1] = const 2.0
%|    v14: double[3 x 3] (y, line 3) = mtimes v0, v13
%|    v15: double[1 x 1] = const 1.0
%|    v16: double[2 x 1] (z, line 4) = builtin zeros(v13, v15)
%|    jump bb1(v14, v16)
%|bb3():
%|    v17: double[1 x 1] = const 1.0
%|    v18: double[3 x 3] (y, line 6) = plus v0, v17
%|    v19: double[1 x 1] = const 3.0
%|    v20: double[3 x 1] (z, line 7) = builtin zeros(v19, v17)
%|    jump bb1(v18, v20)
%! exit: 0
