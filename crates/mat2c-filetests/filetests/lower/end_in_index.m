%! test: ir
%! mpe: off
% `end` in a subscript reads the extent of the indexed value for that position
a = [4 5 6 7];
b = a(end - 1);
a(end + 1) = b;
disp(a)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script end_in_index() -> ()
%|bb0():
%|    v0 = const 4.0
%|    v1 = const 5.0
%|    v2 = const 6.0
%|    v3 = const 7.0
%|    v4 = horzcat v0, v1, v2, v3
%|    v5 = end v4 [1/1]
%|    v6 = const 1.0
%|    v7 = minus v5, v6
%|    v8 = index v4(v7)
%|    v9 = plus v5, v6
%|    v10 = update v4(v9) = v8
%|    builtin disp(v10)
%|    return
%! exit: 0
