%! test: typed
%! mpe: off
% a real value times itself is non-negative, so sqrt of a sum of squares stays real
x = [3 -4 5];
dx = x(1) - x(2);
dy = x(3) - x(1);
r = sqrt(dx*dx + dy*dy);
v = sqrt(x .* x);
w = sqrt(x * 2);
fprintf('%g %g %g\n', r, v(2), real(w(2)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script square_nonneg() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[1 x 1] = const -4.0
%|    v2: double[1 x 1] = const 5.0
%|    v3: double[1 x 3] (x, line 4) = horzcat v0, v1, v2
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 1] {proven} (line 5) = index v3(v4)
%|    v6: double[1 x 1] = const 2.0
%|    v7: double[1 x 1] {proven} (line 5) = index v3(v6)
%|    v8: double[1 x 1] (dx, line 5) = minus v5, v7
%|    v9: double[1 x 1] {proven} (line 6) = index v3(v0)
%|    v10: double[1 x 1] (dy, line 6) = minus v9, v5
%|    v11: double[1 x 1] = mtimes v8, v8
%|    v12: double[1 x 1] = mtimes v10, v10
%|    v13: double[1 x 1] = plus v11, v12
%|    v14: double[1 x 1] (r, line 7) = builtin sqrt(v13)
%|    v15: double[1 x 3] {proven} (line 8) = times v3, v3
%|    v16: double[1 x 3] (v, line 8) = builtin sqrt(v15)
%|    v17: double[1 x 3] = mtimes v3, v6
%|    v18: double cplx?[1 x 3] (w, line 9) = builtin sqrt(v17)
%|    v19: char[1 x 10] = const "%g %g %g\\n"
%|    v20: double[1 x 1] {proven} (line 10) = index v16(v6)
%|    v21: double cplx?[1 x 1] {proven} (line 10) = index v18(v6)
%|    v22: double[1 x 1] = builtin real(v21)
%|    builtin fprintf(v19, v14, v20, v22)
%|    return
%! exit: 0
