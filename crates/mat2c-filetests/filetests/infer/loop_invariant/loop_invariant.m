%! test: typed
% a loop that keeps its array's shape: the header parameter keeps the input's symbols and the
% elementwise operations inside are proven conformant
disp(loop_invariant_f(ones(2, 3), ones(2, 3), 3));
disp(loop_invariant_f(ones(1, 2), ones(1, 2), 2));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script loop_invariant() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[n1 x n2] = call fn1(v2, v2, v1)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 2] = builtin ones(v4, v0)
%|    v6: double[n3 x n4] = call fn1(v5, v5, v0)
%|    builtin disp(v6)
%|    return
%|
%|; fn1
%|function loop_invariant_f(x, y, k) -> (x)
%|bb0(v0: double[n1 x n2], v1: double[n3 x n4], v2: double[1 x 1]):
%|    v3: logical[1 x 1] = const false
%|    v4: logical[1 x 1] = const true
%|    v5: double[1 x 1] = const 1.0
%|    v6: double[1 x n5] = range v5:v5:v2
%|    v7: double[1 x 1] = builtin numel(v6)
%|    v8: double[1 x 1] = const 0.0
%|    jump bb1(v8, v0, v1, v3)
%|bb1(v9: double[1 x 1], v10: double[phi(n1,bc(n1,n3)) x phi(n2,bc(n2,n4))], v11: double[phi(n3,bc(n1,n3)) x phi(n4,bc(n2,n4))], v12: logical[1 x 1]):
%|    v13: logical[1 x 1] = lt v9, v7
%|    brif v13, bb2(), bb3()
%|bb2():
%|    v14: double[1 x 1] = plus v9, v5
%|    v15: double[1 x 1] {proven} = index v6(v14)
%|    v16: double[1 x 1] = const 0.5
%|    v17: double[phi(n1,bc(n1,n3)) x phi(n2,bc(n2,n4))] = times v10, v16
%|    v18: double[bc(n1,n3) x bc(n2,n4)] {check} = plus v17, v11
%|    v19: double[bc(n1,n3) x bc(n2,n4)] {proven} = minus v11, v18
%|    jump bb1(v14, v18, v19, v4)
%|bb3():
%|    brif v12, bb4(), bb5()
%|bb4():
%|    return v10
%|bb5():
%|    v20: char[1 x 25] = const "Octave:undefined-function"
%|    v21: char[1 x 36] = const "'x' undefined near line 1, column 10"
%|    builtin error(v20, v21)
%|    return v10
%! exit: 0
