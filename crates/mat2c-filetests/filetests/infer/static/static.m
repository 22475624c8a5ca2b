%! test: typed
% a script with constant shapes: every extent is static and the checks are decided at compile
% time (the unknown-shape parts are none)
A = ones(3, 4);
B = A' * A;
C = [A; A];
D = C(2:end-1, :);
E = sum(D, 2) + 1;
disp(size(B)); disp(size(E));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script static() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[1 x 1] = const 4.0
%|    v2: double[3 x 4] (A, line 4) = builtin ones(v0, v1)
%|    v3: double[4 x 3] = ctranspose v2
%|    v4: double[4 x 4] {proven} (B, line 5) = mtimes v3, v2
%|    v5: double[3 x 4] = horzcat v2
%|    v6: double[6 x 4] {proven} (C, line 6) = vertcat v5, v5
%|    v7: double[1 x 1] = const 2.0
%|    v8: double[1 x 1] = const 1.0
%|    v9: double[1 x 1] = const 5.0
%|    v10: double[1 x 4] = range v7:v8:v9
%|    v11: any cplx?[*] = const :
%|    v12: double[4 x 4] {proven} (D, line 7) = index v6(v10, v11)
%|    v13: double[4 x 1] = builtin sum(v12, v7)
%|    v14: double[4 x 1] (E, line 8) = plus v13, v8
%|    v15: double[1 x 2] = builtin size(v4)
%|    builtin disp(v15)
%|    v16: double[1 x 2] = builtin size(v14)
%|    builtin disp(v16)
%|    return
%! exit: 0
