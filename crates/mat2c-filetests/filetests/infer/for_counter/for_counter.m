%! test: typed
% a for loop over a range with a fractional step and an unknown stop: the range's extent is no
% symbolic term, but its element read r(p + 1) under p < numel(r) is the loop counter's, so
% the read is {proven} (the lowering's for-loop pattern)
disp(for_counter_f(floor(rand() * 0) + 2));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script for_counter() -> ()
%|bb0():
%|    v0: double[1 x 1] = builtin rand()
%|    v1: double[1 x 1] = const 0.0
%|    v2: double[1 x 1] = mtimes v0, v1
%|    v3: double[1 x 1] = builtin floor(v2)
%|    v4: double[1 x 1] = const 2.0
%|    v5: double[1 x 1] = plus v3, v4
%|    v6: double[1 x 1] = call fn1(v5)
%|    builtin disp(v6)
%|    return
%|
%|; fn1
%|; signature (double[1x1]) -> (double[1x1])
%|function for_counter_f(n) -> (s)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[1 x 1] (s, line 2) = const 0.0
%|    v2: double[1 x 1] = const 0.25
%|    v3: double[1 x ?] (x, line 3) = range v1:v2:v0
%|    v4: double[1 x 1] = builtin numel(v3)
%|    jump bb1(v1, v1)
%|bb1(v5: double[1 x 1], v6: double[1 x 1] (s)):
%|    v7: logical[1 x 1] = lt v5, v4
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8: double[1 x 1] = const 1.0
%|    v9: double[1 x 1] = plus v5, v8
%|    v10: double[1 x 1] {proven} (x, line 3) = index v3(v9)
%|    v11: double[1 x 1] (s, line 4) = plus v6, v10
%|    jump bb1(v9, v11)
%|bb3():
%|    return v6
%! exit: 0
