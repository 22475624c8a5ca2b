%! test: typed
% concatenation: extents along the concatenated dimension add up, the other must agree
disp(concat_f(ones(2, 3)));
disp(concat_f(ones(1, 4)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script concat() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 1] = const 4.0
%|    v6: double[1 x 4] = builtin ones(v4, v5)
%|    v7: double[1 x 1] = call fn2(v6)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[2x3]) -> (double[1x1])
%|function concat_f__1(x) -> (s)
%|bb0(v0: double[2 x 3] (x)):
%|    v1: double[2 x 6] {proven} (h, line 2) = horzcat v0, v0
%|    v2: double[2 x 3] = horzcat v0
%|    v3: double[6 x 3] {proven} (v, line 3) = vertcat v2, v2, v2
%|    v4: double[1 x 1] = const 1.0
%|    v5: any cplx?[*] = const :
%|    v6: double[1 x 3] {proven} (line 4) = index v0(v4, v5)
%|    v7: double[1 x 1] = const 7.0
%|    v8: double[1 x 1] = const 8.0
%|    v9: double[1 x 5] {proven} (r, line 4) = horzcat v6, v7, v8
%|    v10: double[3 x 2] = ctranspose v0
%|    v11: double[3 x 4] {proven} (t, line 5) = horzcat v10, v10
%|    v12: double[2 x 6] = horzcat v1
%|    v13: double[4 x 6] {proven} (q, line 6) = vertcat v12, v12
%|    v14: double[12 x 1] = index v1(v5)
%|    v15: double[1 x 1] = builtin sum(v14)
%|    v16: double[18 x 1] = index v3(v5)
%|    v17: double[1 x 1] = builtin sum(v16)
%|    v18: double[1 x 1] = plus v15, v17
%|    v19: double[1 x 1] = builtin sum(v9)
%|    v20: double[1 x 1] = plus v18, v19
%|    v21: double[12 x 1] = index v11(v5)
%|    v22: double[1 x 1] = builtin sum(v21)
%|    v23: double[1 x 1] = plus v20, v22
%|    v24: double[24 x 1] = index v13(v5)
%|    v25: double[1 x 1] = builtin sum(v24)
%|    v26: double[1 x 1] (s, line 7) = plus v23, v25
%|    return v26
%|
%|; fn2
%|; signature (double[1x4]) -> (double[1x1])
%|function concat_f__2(x) -> (s)
%|bb0(v0: double[1 x 4] (x)):
%|    v1: double[1 x 8] {proven} (h, line 2) = horzcat v0, v0
%|    v2: double[1 x 4] = horzcat v0
%|    v3: double[3 x 4] {proven} (v, line 3) = vertcat v2, v2, v2
%|    v4: double[1 x 1] = const 1.0
%|    v5: any cplx?[*] = const :
%|    v6: double[1 x 4] {proven} (line 4) = index v0(v4, v5)
%|    v7: double[1 x 1] = const 7.0
%|    v8: double[1 x 1] = const 8.0
%|    v9: double[1 x 6] {proven} (r, line 4) = horzcat v6, v7, v8
%|    v10: double[4 x 1] = ctranspose v0
%|    v11: double[4 x 2] {proven} (t, line 5) = horzcat v10, v10
%|    v12: double[1 x 8] = horzcat v1
%|    v13: double[2 x 8] {proven} (q, line 6) = vertcat v12, v12
%|    v14: double[8 x 1] = index v1(v5)
%|    v15: double[1 x 1] = builtin sum(v14)
%|    v16: double[12 x 1] = index v3(v5)
%|    v17: double[1 x 1] = builtin sum(v16)
%|    v18: double[1 x 1] = plus v15, v17
%|    v19: double[1 x 1] = builtin sum(v9)
%|    v20: double[1 x 1] = plus v18, v19
%|    v21: double[8 x 1] = index v11(v5)
%|    v22: double[1 x 1] = builtin sum(v21)
%|    v23: double[1 x 1] = plus v20, v22
%|    v24: double[16 x 1] = index v13(v5)
%|    v25: double[1 x 1] = builtin sum(v24)
%|    v26: double[1 x 1] (s, line 7) = plus v23, v25
%|    return v26
%! exit: 0
