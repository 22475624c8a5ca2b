%! test: ir
%! mpe: off
% a for loop over a range: hidden counter, loop variable defined from the range each iteration
s = 0;
for i = 1:10
  s = s + i;
end
disp(s)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script for_range() -> ()
%|bb0():
%|    v0 = const 0.0
%|    v1 = const 1.0
%|    v2 = const 10.0
%|    v3 = range v1:v1:v2
%|    v4 = builtin numel(v3)
%|    jump bb1(v0, v0)
%|bb1(v5, v6):
%|    v7 = lt v5, v4
%|    brif v7, bb2(), bb3()
%|bb2():
%|    v8 = plus v5, v1
%|    v9 = index v3(v8)
%|    v10 = plus v6, v9
%|    jump bb1(v8, v10)
%|bb3():
%|    builtin disp(v6)
%|    return
%! exit: 0
