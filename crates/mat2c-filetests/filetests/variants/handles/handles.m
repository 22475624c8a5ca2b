%! test: typed
% Handles are constants to the compiler: integrate is cloned per handle it receives, each
% clone calls its target directly (the anonymous function with its capture `c` as an extra
% input, sin as a builtin), and ARGen then types each clone like any function.
c = 3;
q1 = integrate(@(t) c * t, 0, 2, 10);
q2 = integrate(@sin, 0, 1, 10);
disp(q1 + q2)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script handles() -> ()
%|bb0():
%|    v0: double[1 x 1] (c, line 5) = const 3.0
%|    v1: double[1 x 1] = const 0.0
%|    v2: double[1 x 1] = const 2.0
%|    v3: double[1 x 1] = const 10.0
%|    v4: double[1 x 1] (q1, line 6) = call fn1(v1, v2, v3, v0)
%|    v5: double[1 x 1] = const 1.0
%|    v6: double[1 x 1] (q2, line 7) = call fn2(v1, v5, v3)
%|    v7: double[1 x 1] = plus v4, v6
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[1x1], double[1x1], double[1x1], double[1x1]) -> (double[1x1])
%|function integrate(a, b, n, c) -> (q)
%|bb0(v0: double[1 x 1] (a), v1: double[1 x 1] (b), v2: double[1 x 1] (n), v3: double[1 x 1] (c)):
%|    v4: double[1 x 1] (h, line 3) = const 0.2
%|    v5: double[1 x 1] (q, line 4) = const 0.0
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[1 x 1] = const 9.0
%|    v8: double[1 x 10] (k, line 5) = range v5:v6:v7
%|    v9: double[1 x 1] = const 10.0
%|    jump bb1(v5, v5)
%|bb1(v10: double[1 x 1], v11: double[1 x 1] (q)):
%|    v12: logical[1 x 1] = lt v10, v9
%|    brif v12, bb2(), bb3()
%|bb2():
%|    v13: double[1 x 1] = plus v10, v6
%|    v14: double[1 x 1] {proven} (k, line 5) = index v8(v13)
%|    v15: double[1 x 1] = const 0.5
%|    v16: double[1 x 1] = plus v14, v15
%|    v17: double[1 x 1] = mtimes v16, v4
%|    v18: double[1 x 1] = plus v0, v17
%|    v19: double[1 x 1] = call fn3(v18, v3)
%|    v20: double[1 x 1] = mtimes v19, v4
%|    v21: double[1 x 1] (q, line 6) = plus v11, v20
%|    jump bb1(v13, v21)
%|bb3():
%|    return v11
%|
%|; fn2
%|; signature (double[1x1], double[1x1], double[1x1]) -> (double[1x1])
%|function integrate(a, b, n) -> (q)
%|bb0(v0: double[1 x 1] (a), v1: double[1 x 1] (b), v2: double[1 x 1] (n)):
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 1] (h, line 3) = const 0.1
%|    v5: double[1 x 1] (q, line 4) = const 0.0
%|    v6: double[1 x 1] = const 9.0
%|    v7: double[1 x 10] (k, line 5) = range v5:v3:v6
%|    v8: double[1 x 1] = const 10.0
%|    jump bb1(v5, v5)
%|bb1(v9: double[1 x 1], v10: double[1 x 1] (q)):
%|    v11: logical[1 x 1] = lt v9, v8
%|    brif v11, bb2(), bb3()
%|bb2():
%|    v12: double[1 x 1] = plus v9, v3
%|    v13: double[1 x 1] {proven} (k, line 5) = index v7(v12)
%|    v14: double[1 x 1] = const 0.5
%|    v15: double[1 x 1] = plus v13, v14
%|    v16: double[1 x 1] = mtimes v15, v4
%|    v17: double[1 x 1] = plus v0, v16
%|    v18: double[1 x 1] = builtin sin(v17)
%|    v19: double[1 x 1] = mtimes v18, v4
%|    v20: double[1 x 1] (q, line 6) = plus v10, v19
%|    jump bb1(v12, v20)
%|bb3():
%|    return v10
%|
%|; fn3
%|; signature (double[1x1], double[1x1]) -> (double[1x1])
%|function __anon1(t, c) -> (ans)
%|bb0(v0: double[1 x 1] (t), v1: double[1 x 1] (c)):
%|    v2: double[1 x 1] = mtimes v1, v0
%|    return v2
%! exit: 0
