%! test: ir
%! mpe: off
% && evaluates its right side only when the left is true; the value is a block parameter
x = [1 2 3];
i = 4;
ok = i <= numel(x) && x(i) > 0;
disp(ok)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script short_circuit() -> ()
%|bb0():
%|    v0 = const 1.0
%|    v1 = const 2.0
%|    v2 = const 3.0
%|    v3 = horzcat v0, v1, v2
%|    v4 = const 4.0
%|    v5 = builtin numel(v3)
%|    v6 = le v4, v5
%|    v7 = truth v6
%|    brif v7, bb1(), bb2(v7)
%|bb1():
%|    v8 = index v3(v4)
%|    v9 = const 0.0
%|    v10 = gt v8, v9
%|    v11 = truth v10
%|    jump bb2(v11)
%|bb2(v12):
%|    builtin disp(v12)
%|    return
%! exit: 0
