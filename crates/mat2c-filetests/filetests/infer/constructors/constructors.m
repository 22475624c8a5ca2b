%! test: typed
% constructors take their extents from their arguments: an unknown scalar n gives the
% symbol for n used as an extent; n+1 and 2*n follow when n has a term
disp(constructors_f(2, ones(3, 2)));
disp(constructors_f(3, ones(1, 1)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script constructors() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[3 x 2] = builtin ones(v1, v0)
%|    v3: double[1 x 1] = call fn1(v0, v2)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 1] = builtin ones(v4, v4)
%|    v6: double[1 x 1] = call fn2(v1, v5)
%|    builtin disp(v6)
%|    return
%|
%|; fn1
%|; signature (double[1x1]=2, double[3x2]) -> (double[1x1])
%|function constructors_f__1(n, x) -> (s)
%|bb0(v0: double[1 x 1] (n), v1: double[3 x 2] (x)):
%|    v2: double[2 x 2] (a, line 2) = builtin zeros(v0)
%|    v3: double[1 x 1] = const 3.0
%|    v4: double[2 x 3] (b, line 3) = builtin ones(v0, v3)
%|    v5: double[2 x 2] (c, line 4) = builtin eye(v0)
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[1 x 1] = const 4.0
%|    v8: double[1 x 1] = const 2.0
%|    v9: double[1 x 1] = const 6.0
%|    v10: double[4 x 6] (d, line 6) = builtin zeros(v7, v9)
%|    v11: logical[3 x 1] (e, line 7) = builtin true(v3, v6)
%|    v12: char[1 x 5] = const "int32"
%|    v13: int32[2 x 3] (f, line 8) = builtin ones(v8, v3, v12)
%|    v14: double[2 x 2] {proven} (g, line 9) = plus v2, v5
%|    v15: any cplx?[*] = const :
%|    v16: double[4 x 1] = index v2(v15)
%|    v17: double[1 x 1] = builtin sum(v16)
%|    v18: double[6 x 1] = index v4(v15)
%|    v19: double[1 x 1] = builtin sum(v18)
%|    v20: double[1 x 1] = plus v17, v19
%|    v21: double[4 x 1] = index v5(v15)
%|    v22: double[1 x 1] = builtin sum(v21)
%|    v23: double[1 x 1] = plus v20, v22
%|    v24: double[24 x 1] = index v10(v15)
%|    v25: double[1 x 1] = builtin sum(v24)
%|    v26: double[1 x 1] = plus v23, v25
%|    v27: double[1 x 1] = builtin sum(v11)
%|    v28: double[1 x 1] = plus v26, v27
%|    v29: int32[6 x 1] = index v13(v15)
%|    v30: double[1 x 1] = builtin sum(v29)
%|    v31: double[1 x 1] = builtin double(v30)
%|    v32: double[1 x 1] = plus v28, v31
%|    v33: double[4 x 1] = index v14(v15)
%|    v34: double[1 x 1] = builtin sum(v33)
%|    v35: double[1 x 1] (s, line 10) = plus v32, v34
%|    return v35
%|
%|; fn2
%|; signature (double[1x1]=3, double[1x1]) -> (double[1x1])
%|function constructors_f__2(n, x) -> (s)
%|bb0(v0: double[1 x 1] (n), v1: double[1 x 1] (x)):
%|    v2: double[3 x 3] (a, line 2) = builtin zeros(v0)
%|    v3: double[1 x 1] = const 3.0
%|    v4: double[3 x 3] (b, line 3) = builtin ones(v0, v3)
%|    v5: double[3 x 3] (c, line 4) = builtin eye(v0)
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[1 x 1] = const 2.0
%|    v8: double[2 x 2] (d, line 6) = builtin zeros(v7, v7)
%|    v9: logical[1 x 1] (e, line 7) = builtin true(v6, v6)
%|    v10: char[1 x 5] = const "int32"
%|    v11: int32[2 x 3] (f, line 8) = builtin ones(v7, v3, v10)
%|    v12: double[3 x 3] {proven} (g, line 9) = plus v2, v5
%|    v13: any cplx?[*] = const :
%|    v14: double[9 x 1] = index v2(v13)
%|    v15: double[1 x 1] = builtin sum(v14)
%|    v16: double[9 x 1] = index v4(v13)
%|    v17: double[1 x 1] = builtin sum(v16)
%|    v18: double[1 x 1] = plus v15, v17
%|    v19: double[9 x 1] = index v5(v13)
%|    v20: double[1 x 1] = builtin sum(v19)
%|    v21: double[1 x 1] = plus v18, v20
%|    v22: double[4 x 1] = index v8(v13)
%|    v23: double[1 x 1] = builtin sum(v22)
%|    v24: double[1 x 1] = plus v21, v23
%|    v25: double[1 x 1] = builtin sum(v9)
%|    v26: double[1 x 1] = plus v24, v25
%|    v27: int32[6 x 1] = index v11(v13)
%|    v28: double[1 x 1] = builtin sum(v27)
%|    v29: double[1 x 1] = builtin double(v28)
%|    v30: double[1 x 1] = plus v26, v29
%|    v31: double[9 x 1] = index v12(v13)
%|    v32: double[1 x 1] = builtin sum(v31)
%|    v33: double[1 x 1] (s, line 10) = plus v30, v32
%|    return v33
%! exit: 0
