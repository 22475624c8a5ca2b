%! test: typed
% ARGen's ArnoldiC situation: one library function reached with a scalar and with a matrix
% gets one specialisation per signature (arnoldi_step__1 on scalars: plain double arithmetic;
% arnoldi_step__2 on 3x3 matrices: static shapes, proven conformance).
h = arnoldi_step(2, 0.5);
disp(h)
H = arnoldi_step([2 1 0; 1 3 1; 0 1 4], eye(3));
disp(H)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script arnoldi() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 0.5
%|    v2: double[1 x 1] (h, line 5) = call fn1(v0, v1)
%|    builtin disp(v2)
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 1] = const 0.0
%|    v5: double[1 x 3] = horzcat v0, v3, v4
%|    v6: double[1 x 1] = const 3.0
%|    v7: double[1 x 3] = horzcat v3, v6, v3
%|    v8: double[1 x 1] = const 4.0
%|    v9: double[1 x 3] = horzcat v4, v3, v8
%|    v10: double[3 x 3] {proven} (line 7) = vertcat v5, v7, v9
%|    v11: double[3 x 3] = builtin eye(v6)
%|    v12: double[3 x 3] (H, line 7) = call fn2(v10, v11)
%|    builtin disp(v12)
%|    return
%|
%|; fn1
%|; signature (double[1x1], double[1x1]) -> (double[1x1])
%|function arnoldi_step__1(A, v) -> (w)
%|bb0(v0: double[1 x 1] (A), v1: double[1 x 1] (v)):
%|    v2: double[1 x 1] (w, line 3) = const 1.0
%|    v3: double[1 x 1] = const 0.5
%|    v4: double[1 x 1] = builtin sum(v3)
%|    v5: double[1 x 1] (h, line 4) = builtin sum(v4)
%|    v6: double[1 x 1] = mtimes v5, v1
%|    v7: double[1 x 1] (w, line 5) = minus v2, v6
%|    v8: any cplx?[*] = const :
%|    v9: double[1 x 1] = index v7(v8)
%|    v10: double[1 x 1] = const 2.0
%|    v11: double[1 x 1] = power v9, v10
%|    v12: double[1 x 1] = builtin sum(v11)
%|    v13: double[1 x 1] = builtin sqrt(v12)
%|    v14: double[1 x 1] = plus v2, v13
%|    v15: double[1 x 1] (w, line 6) = mrdivide v7, v14
%|    return v15
%|
%|; fn2
%|; signature (double[3x3], double[3x3]) -> (double[3x3])
%|function arnoldi_step__2(A, v) -> (w)
%|bb0(v0: double[3 x 3] (A), v1: double[3 x 3] (v)):
%|    v2: double[3 x 3] {proven} (w, line 3) = mtimes v0, v1
%|    v3: double[3 x 3] {proven} (line 4) = times v1, v2
%|    v4: double[1 x 3] = builtin sum(v3)
%|    v5: double[1 x 1] (h, line 4) = builtin sum(v4)
%|    v6: double[3 x 3] = mtimes v5, v1
%|    v7: double[3 x 3] {proven} (w, line 5) = minus v2, v6
%|    v8: double[1 x 1] = const 1.0
%|    v9: any cplx?[*] = const :
%|    v10: double[9 x 1] = index v7(v9)
%|    v11: double[1 x 1] = const 2.0
%|    v12: double[9 x 1] = power v10, v11
%|    v13: double[1 x 1] = builtin sum(v12)
%|    v14: double[1 x 1] = builtin sqrt(v13)
%|    v15: double[1 x 1] = plus v8, v14
%|    v16: double[3 x 3] (w, line 6) = mrdivide v7, v15
%|    return v16
%! exit: 0
