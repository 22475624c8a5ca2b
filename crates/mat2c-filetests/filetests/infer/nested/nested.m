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
%|bb0(v0: double[2 x 3]):
%|    v1: logical[1 x 1] = const true
%|    v2: double[1 x 1], v3: double[1 x 1] = builtin size(v0)
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 2] = range v4:v4:v2
%|    v6: double[1 x 1] = builtin numel(v5)
%|    v7: double[1 x 1] = const 0.0
%|    jump bb1(v7, v0, v1)
%|bb1(v8: double[1 x 1], v9: double[2 x 3], v10: logical[1 x 1]):
%|    v11: logical[1 x 1] = lt v8, v6
%|    brif v11, bb2(), bb3()
%|bb2():
%|    v12: double[1 x 1] = plus v8, v4
%|    v13: double[1 x 1] {proven} = index v5(v12)
%|    v14: double[1 x 3] = range v4:v4:v3
%|    v15: double[1 x 1] = builtin numel(v14)
%|    jump bb4(v7, v9, v10)
%|bb3():
%|    brif v10, bb7(), bb8()
%|bb4(v16: double[1 x 1], v17: double[2 x 3], v18: logical[1 x 1]):
%|    v19: logical[1 x 1] = lt v16, v15
%|    brif v19, bb5(), bb6()
%|bb5():
%|    v20: double[1 x 1] = plus v16, v4
%|    v21: double[1 x 1] {proven} = index v14(v20)
%|    v22: double[1 x 1] {proven} = index v17(v13, v21)
%|    v23: double[1 x 1] = mtimes v13, v21
%|    v24: double[1 x 1] = plus v22, v23
%|    v25: double[2 x 3] {proven} = update v17(v13, v21) = v24
%|    jump bb4(v20, v25, v1)
%|bb6():
%|    jump bb1(v12, v17, v18)
%|bb7():
%|    return v9
%|bb8():
%|    v26: char[1 x 25] = const "Octave:undefined-function"
%|    v27: char[1 x 36] = const "'A' undefined near line 1, column 10"
%|    builtin error(v26, v27)
%|    return v9
%|
%|; fn2
%|; signature (double[3x2]) -> (double[3x2])
%|function nested_f__2(A) -> (A)
%|bb0(v0: double[3 x 2]):
%|    v1: logical[1 x 1] = const true
%|    v2: double[1 x 1], v3: double[1 x 1] = builtin size(v0)
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 3] = range v4:v4:v2
%|    v6: double[1 x 1] = builtin numel(v5)
%|    v7: double[1 x 1] = const 0.0
%|    jump bb1(v7, v0, v1)
%|bb1(v8: double[1 x 1], v9: double[3 x 2], v10: logical[1 x 1]):
%|    v11: logical[1 x 1] = lt v8, v6
%|    brif v11, bb2(), bb3()
%|bb2():
%|    v12: double[1 x 1] = plus v8, v4
%|    v13: double[1 x 1] {proven} = index v5(v12)
%|    v14: double[1 x 2] = range v4:v4:v3
%|    v15: double[1 x 1] = builtin numel(v14)
%|    jump bb4(v7, v9, v10)
%|bb3():
%|    brif v10, bb7(), bb8()
%|bb4(v16: double[1 x 1], v17: double[3 x 2], v18: logical[1 x 1]):
%|    v19: logical[1 x 1] = lt v16, v15
%|    brif v19, bb5(), bb6()
%|bb5():
%|    v20: double[1 x 1] = plus v16, v4
%|    v21: double[1 x 1] {proven} = index v14(v20)
%|    v22: double[1 x 1] {proven} = index v17(v13, v21)
%|    v23: double[1 x 1] = mtimes v13, v21
%|    v24: double[1 x 1] = plus v22, v23
%|    v25: double[3 x 2] {proven} = update v17(v13, v21) = v24
%|    jump bb4(v20, v25, v1)
%|bb6():
%|    jump bb1(v12, v17, v18)
%|bb7():
%|    return v9
%|bb8():
%|    v26: char[1 x 25] = const "Octave:undefined-function"
%|    v27: char[1 x 36] = const "'A' undefined near line 1, column 10"
%|    builtin error(v26, v27)
%|    return v9
%! exit: 0
