%! test: typed
% cells and structs are classes of their own; contents and fields have run-time classes
c = {1, 'ab'; [1 2], {}};
d = [c, {3; 4}];
x = c{1, 2};
e = cell(2, 3);
s.a = 1;
t = struct('a', {1, 2});
f = s.a;
n = numel(c) + numel(t);
disp(n);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script cells() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 1.0
%|    v1: cell[1 x 1] = builtin %box(v0)
%|    v2: char[1 x 2] = const "ab"
%|    v3: cell[1 x 1] = builtin %box(v2)
%|    v4: cell[1 x 2] = horzcat v1, v3
%|    v5: double[1 x 1] = const 2.0
%|    v6: double[1 x 2] = horzcat v0, v5
%|    v7: cell[1 x 1] = builtin %box(v6)
%|    v8: cell[0 x 0] = builtin cell()
%|    v9: cell[1 x 1] = builtin %box(v8)
%|    v10: cell[1 x 2] = horzcat v7, v9
%|    v11: cell[2 x 2] {proven} (c, line 3) = vertcat v4, v10
%|    v12: double[1 x 1] = const 3.0
%|    v13: cell[1 x 1] = builtin %box(v12)
%|    v14: double[1 x 1] = const 4.0
%|    v15: cell[1 x 1] = builtin %box(v14)
%|    v16: cell[2 x 1] = vertcat v13, v15
%|    v17: cell[2 x 3] {proven} (d, line 4) = horzcat v11, v16
%|    v18: any[*] (x, line 5) = builtin %brace(v11, v0, v5)
%|    v19: cell[2 x 3] (e, line 6) = builtin cell(v5, v12)
%|    v20: double[0 x 0] = const []
%|    v21: char[1 x 1] = const "a"
%|    v22: struct[*] (s, line 7) = builtin %field_set(v20, v21, v0)
%|    v23: cell[1 x 1] = builtin %box(v5)
%|    v24: cell[1 x 2] = horzcat v1, v23
%|    v25: struct[*] (t, line 8) = builtin struct(v21, v24)
%|    v26: any[*] (f, line 9) = builtin %field(v22, v21)
%|    v27: double[1 x 1] = builtin numel(v25)
%|    v28: double[1 x 1] (n, line 10) = plus v14, v27
%|    builtin disp(v28)
%|    return
%! exit: 0
