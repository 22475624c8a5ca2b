%! test: typed
% a while loop counter guarded by k <= numel(x): x(k) is within bounds
disp(while_count_f([4 5 6]));
disp(while_count_f(1:7));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script while_count() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 4.0
%|    v1: double[1 x 1] = const 5.0
%|    v2: double[1 x 1] = const 6.0
%|    v3: double[1 x 3] = horzcat v0, v1, v2
%|    v4: double[1 x 1] = call fn1(v3)
%|    builtin disp(v4)
%|    v5: double[1 x 1] = const 1.0
%|    v6: double[1 x 1] = const 7.0
%|    v7: double[1 x 7] = range v5:v5:v6
%|    v8: double[1 x 1] = call fn2(v7)
%|    builtin disp(v8)
%|    return
%|
%|; fn1
%|; signature (double[1x3]) -> (double[1x1])
%|function while_count_f__1(x) -> (s)
%|bb0(v0: double[1 x 3] (x)):
%|    v1: double[1 x 1] (s, line 2) = const 0.0
%|    v2: double[1 x 1] (k, line 3) = const 1.0
%|    jump bb1(v2, v1)
%|bb1(v3: double[1 x 1] (k), v4: double[1 x 1] (s)):
%|    v5: double[1 x 1] = const 3.0
%|    v6: logical[1 x 1] = le v3, v5
%|    v7: logical[1 x 1] = truth v6
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[1 x 1] {proven} (line 5) = index v0(v3)
%|    v9: double[1 x 1] (s, line 5) = plus v4, v8
%|    v10: double[1 x 1] (k, line 6) = plus v3, v2
%|    jump bb1(v10, v9)
%|bb3():
%|    return v4
%|
%|; fn2
%|; signature (double[1x7]) -> (double[1x1])
%|function while_count_f__2(x) -> (s)
%|bb0(v0: double[1 x 7] (x)):
%|    v1: double[1 x 1] (s, line 2) = const 0.0
%|    v2: double[1 x 1] (k, line 3) = const 1.0
%|    jump bb1(v2, v1)
%|bb1(v3: double[1 x 1] (k), v4: double[1 x 1] (s)):
%|    v5: double[1 x 1] = const 7.0
%|    v6: logical[1 x 1] = le v3, v5
%|    v7: logical[1 x 1] = truth v6
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[1 x 1] {proven} (line 5) = index v0(v3)
%|    v9: double[1 x 1] (s, line 5) = plus v4, v8
%|    v10: double[1 x 1] (k, line 6) = plus v3, v2
%|    jump bb1(v10, v9)
%|bb3():
%|    return v4
%! exit: 0
