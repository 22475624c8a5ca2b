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
%|    v5: double[n1 x 3] = call fn1(v2, v4, v1)
%|    builtin disp(v5)
%|    v6: double[2 x 2] = builtin ones(v3, v3)
%|    v7: double[2 x 2] = call fn2(v6, v6, v3)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[1x3], double[2x1], double[1x1]) -> (double[?x3])
%|function example3_f__1(a, b, k) -> (a)
%|bb0(v0: double[1 x 3] (a), v1: double[2 x 1] (b), v2: double[1 x 1] (k)):
%|    v3: double[1 x 1] (i, line 2) = const 0.0
%|    jump bb1(v3, v0)
%|bb1(v4: double[1 x 1] (i), v5: double[phi(1,2) x 3] (a)):
%|    v6: logical[1 x 1] = lt v4, v2
%|    v7: logical[1 x 1] = truth v6
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[2 x 3] {proven} (c, line 4) = times v5, v1
%|    v9: double[1 x 1] = const 1.0
%|    v10: double[1 x 1] (i, line 6) = plus v4, v9
%|    jump bb1(v10, v8)
%|bb3():
%|    return v5
%|
%|; fn2
%|; signature (double[2x2], double[2x2], double[1x1]) -> (double[2x2])
%|function example3_f__2(a, b, k) -> (a)
%|bb0(v0: double[2 x 2] (a), v1: double[2 x 2] (b), v2: double[1 x 1] (k)):
%|    v3: double[1 x 1] (i, line 2) = const 0.0
%|    jump bb1(v3, v0)
%|bb1(v4: double[1 x 1] (i), v5: double[2 x 2] (a)):
%|    v6: logical[1 x 1] = lt v4, v2
%|    v7: logical[1 x 1] = truth v6
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[2 x 2] {proven} (c, line 4) = times v5, v1
%|    v9: double[1 x 1] = const 1.0
%|    v10: double[1 x 1] (i, line 6) = plus v4, v9
%|    jump bb1(v10, v8)
%|bb3():
%|    return v5
%! exit: 0
