%! test: ir
% switch: each case value is matched with switch_case_matches; a cell case ORs its elements
n = 3;
switch n
  case 1
    disp('one')
  case {2, 3}
    disp('two or three')
  otherwise
    disp('other')
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script switch_cases() -> ()
%|bb0():
%|    v0 = const 3.0
%|    v1 = const 1.0
%|    v2 = builtin switch_case_matches(v0, v1)
%|    brif v2, bb2(), bb3()
%|bb1():
%|    return
%|bb2():
%|    v3 = const "one"
%|    builtin disp(v3)
%|    jump bb1()
%|bb3():
%|    v4 = const 2.0
%|    v5 = builtin switch_case_matches(v0, v4)
%|    v6 = builtin switch_case_matches(v0, v0)
%|    v7 = or v5, v6
%|    brif v7, bb4(), bb5()
%|bb4():
%|    v8 = const "two or three"
%|    builtin disp(v8)
%|    jump bb1()
%|bb5():
%|    v9 = const "other"
%|    builtin disp(v9)
%|    jump bb1()
%! exit: 0
