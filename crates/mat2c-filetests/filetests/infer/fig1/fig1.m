%! test: typed
% paper 002 Fig. 1: d = c + a needs a conformance check; e = d - a is then proven to have
% d's shape (associativity + idempotence of the elementwise shape operator), and so is f
disp(fig1_f(ones(3, 3), ones(3, 3)));
disp(fig1_f(ones(2, 2), ones(2, 2)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script fig1() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[3 x 3] = builtin ones(v0, v0)
%|    v2: double[3 x 3] = call fn1(v1, v1)
%|    builtin disp(v2)
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[2 x 2] = builtin ones(v3, v3)
%|    v5: double[2 x 2] = call fn2(v4, v4)
%|    builtin disp(v5)
%|    return
%|
%|; fn1
%|; signature (double[3x3], double[3x3]) -> (double[3x3])
%|function fig1_f__1(a, b) -> (f)
%|bb0(v0: double[3 x 3] (a), v1: double[3 x 3] (b)):
%|    v2: double[3 x 3] {proven} (c, line 2) = mtimes v0, v1
%|    v3: double[3 x 3] {proven} (d, line 3) = plus v2, v0
%|    v4: double[3 x 3] {proven} (e, line 4) = minus v3, v0
%|    v5: double[3 x 3] {proven} (f, line 5) = rdivide v4, v3
%|    return v5
%|
%|; fn2
%|; signature (double[2x2], double[2x2]) -> (double[2x2])
%|function fig1_f__2(a, b) -> (f)
%|bb0(v0: double[2 x 2] (a), v1: double[2 x 2] (b)):
%|    v2: double[2 x 2] {proven} (c, line 2) = mtimes v0, v1
%|    v3: double[2 x 2] {proven} (d, line 3) = plus v2, v0
%|    v4: double[2 x 2] {proven} (e, line 4) = minus v3, v0
%|    v5: double[2 x 2] {proven} (f, line 5) = rdivide v4, v3
%|    return v5
%! exit: 0
