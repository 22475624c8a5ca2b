%! test: typed
% nested loops over size(A): A(i, j) reads and writes are within bounds
disp(nested_f(ones(2, 3)));
disp(nested_f(ones(3, 2)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script nested() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[2 x 3] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[3 x 2] = builtin ones(v1, v0)
%|    v5: double[3 x 2] = call fn2(v4)
%|    builtin disp(v5)
%|    return
%|
%|; fn1
%|; signature (double[2x3]) -> (double[2x3])
%|function nested_f__1(A) -> (A)
%|bb0(v0: double[2 x 3] (A)):
%|    v1: logical[1 x 1] = const true
%|    v2: double[1 x 1] (m, line 2) = const 2.0
%|    v3: double[1 x 1] (n, line 2) = const 3.0
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 2] (i, line 3) = range v4:v4:v2
%|    v6: double[1 x 1] = const 0.0
%|    jump bb1(v6, v0, v1)
%|bb1(v7: double[1 x 1], v8: double[2 x 3] (A), v9: logical[1 x 1]):
%|    v10: logical[1 x 1] = lt v7, v2
%|    brif v10, bb2(), bb3()
%|bb2():
%|    v11: double[1 x 1] = plus v7, v4
%|    v12: double[1 x 1] {proven} (i, line 3) = index v5(v11)
%|    v13: double[1 x 3] (j, line 4) = range v4:v4:v3
%|    jump bb4(v6, v8, v9)
%|bb3():
%|    brif v9, bb7(), bb8()
%|bb4(v14: double[1 x 1], v15: double[2 x 3] (A), v16: logical[1 x 1]):
%|    v17: logical[1 x 1] = lt v14, v3
%|    brif v17, bb5(), bb6()
%|bb5():
%|    v18: double[1 x 1] = plus v14, v4
%|    v19: double[1 x 1] {proven} (j, line 4) = index v13(v18)
%|    v20: double[1 x 1] {proven} (line 5) = index v15(v12, v19)
%|    v21: double[1 x 1] = mtimes v12, v19
%|    v22: double[1 x 1] = plus v20, v21
%|    v23: double[2 x 3] {proven} (A, line 5) = update v15(v12, v19) = v22
%|    jump bb4(v18, v23, v1)
%|bb6():
%|    jump bb1(v11, v15, v16)
%|bb7():
%|    return v8
%|bb8():
%|    v24: char[1 x 25] = const "Octave:undefined-function"
%|    v25: char[1 x 36] = const "'A' undefined near line 1, column 10"
%|    builtin error(v24, v25)
%|    return v8
%|
%|; fn2
%|; signature (double[3x2]) -> (double[3x2])
%|function nested_f__2(A) -> (A)
%|bb0(v0: double[3 x 2] (A)):
%|    v1: logical[1 x 1] = const true
%|    v2: double[1 x 1] (m, line 2) = const 3.0
%|    v3: double[1 x 1] (n, line 2) = const 2.0
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 3] (i, line 3) = range v4:v4:v2
%|    v6: double[1 x 1] = const 0.0
%|    jump bb1(v6, v0, v1)
%|bb1(v7: double[1 x 1], v8: double[3 x 2] (A), v9: logical[1 x 1]):
%|    v10: logical[1 x 1] = lt v7, v2
%|    brif v10, bb2(), bb3()
%|bb2():
%|    v11: double[1 x 1] = plus v7, v4
%|    v12: double[1 x 1] {proven} (i, line 3) = index v5(v11)
%|    v13: double[1 x 2] (j, line 4) = range v4:v4:v3
%|    jump bb4(v6, v8, v9)
%|bb3():
%|    brif v9, bb7(), bb8()
%|bb4(v14: double[1 x 1], v15: double[3 x 2] (A), v16: logical[1 x 1]):
%|    v17: logical[1 x 1] = lt v14, v3
%|    brif v17, bb5(), bb6()
%|bb5():
%|    v18: double[1 x 1] = plus v14, v4
%|    v19: double[1 x 1] {proven} (j, line 4) = index v13(v18)
%|    v20: double[1 x 1] {proven} (line 5) = index v15(v12, v19)
%|    v21: double[1 x 1] = mtimes v12, v19
%|    v22: double[1 x 1] = plus v20, v21
%|    v23: double[3 x 2] {proven} (A, line 5) = update v15(v12, v19) = v22
%|    jump bb4(v18, v23, v1)
%|bb6():
%|    jump bb1(v11, v15, v16)
%|bb7():
%|    return v8
%|bb8():
%|    v24: char[1 x 25] = const "Octave:undefined-function"
%|    v25: char[1 x 36] = const "'A' undefined near line 1, column 10"
%|    builtin error(v24, v25)
%|    return v8
%! exit: 0
