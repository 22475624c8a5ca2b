%! test: typed
% paper 002 Example 3: a = a .* b in a loop; after the first iteration the shape is a0 (+) b,
% so c keeps one shape through the loop (the check itself stays: the first iteration needs it)
disp(example3_f(ones(1, 3), ones(2, 1), 3));
disp(example3_f(ones(2, 2), ones(2, 2), 2));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script example3() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 1.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[1 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[2 x 1] = builtin ones(v3, v0)
%|    v5: double[n1 x n2] = call fn1(v2, v4, v1)
%|    builtin disp(v5)
%|    v6: double[2 x 2] = builtin ones(v3, v3)
%|    v7: double[n3 x n4] = call fn1(v6, v6, v3)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|function example3_f(a, b, k) -> (a)
%|bb0(v0: double[n1 x n2], v1: double[2 x n3], v2: double[1 x 1]):
%|    v3: logical[1 x 1] = const false
%|    v4: logical[1 x 1] = const true
%|    v5: double[1 x 1] = const 0.0
%|    jump bb1(v5, v0, v3)
%|bb1(v6: double[1 x 1], v7: double[phi(n1,2) x phi(n2,bc(n2,n3))], v8: logical[1 x 1]):
%|    v9: logical[1 x 1] = lt v6, v2
%|    v10: logical[1 x 1] = truth v9
%|    brif v10, bb2(), bb3()
%|bb2():
%|    v11: double[2 x bc(n2,n3)] {check} = times v7, v1
%|    v12: double[1 x 1] = const 1.0
%|    v13: double[1 x 1] = plus v6, v12
%|    jump bb1(v13, v11, v4)
%|bb3():
%|    brif v8, bb4(), bb5()
%|bb4():
%|    return v7
%|bb5():
%|    v14: char[1 x 25] = const "Octave:undefined-function"
%|    v15: char[1 x 36] = const "'a' undefined near line 1, column 10"
%|    builtin error(v14, v15)
%|    return v7
%! exit: 0
