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
%|    v3: double[n1 x n2] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[3 x 2] = builtin ones(v1, v0)
%|    v5: double[n3 x n4] = call fn1(v4)
%|    builtin disp(v5)
%|    return
%|
%|; fn1
%|function nested_f(A) -> (A)
%|bb0(v0: double[n1 x n2]):
%|    v1: logical[1 x 1] = const false
%|    v2: logical[1 x 1] = const true
%|    v3: double[1 x 1], v4: double[1 x 1] = builtin size(v0)
%|    v5: double[1 x 1] = const 1.0
%|    v6: double[1 x n1] = range v5:v5:v3
%|    v7: double[1 x 1] = builtin numel(v6)
%|    v8: double[1 x 1] = const 0.0
%|    jump bb1(v8, v0, v1)
%|bb1(v9: double[1 x 1], v10: double[n1 x n2], v11: logical[1 x 1]):
%|    v12: logical[1 x 1] = lt v9, v7
%|    brif v12, bb2(), bb3()
%|bb2():
%|    v13: double[1 x 1] = plus v9, v5
%|    v14: double[1 x 1] {proven} = index v6(v13)
%|    v15: double[1 x n2] = range v5:v5:v4
%|    v16: double[1 x 1] = builtin numel(v15)
%|    jump bb4(v8, v10, v11)
%|bb3():
%|    brif v11, bb7(), bb8()
%|bb4(v17: double[1 x 1], v18: double[n1 x n2], v19: logical[1 x 1]):
%|    v20: logical[1 x 1] = lt v17, v16
%|    brif v20, bb5(), bb6()
%|bb5():
%|    v21: double[1 x 1] = plus v17, v5
%|    v22: double[1 x 1] {proven} = index v15(v21)
%|    v23: double[1 x 1] {proven} = index v18(v14, v22)
%|    v24: double[1 x 1] = mtimes v14, v22
%|    v25: double[1 x 1] = plus v23, v24
%|    v26: double[n1 x n2] {proven} = update v18(v14, v22) = v25
%|    jump bb4(v21, v26, v2)
%|bb6():
%|    jump bb1(v13, v18, v19)
%|bb7():
%|    return v10
%|bb8():
%|    v27: char[1 x 25] = const "Octave:undefined-function"
%|    v28: char[1 x 36] = const "'A' undefined near line 1, column 10"
%|    builtin error(v27, v28)
%|    return v10
%! exit: 0
