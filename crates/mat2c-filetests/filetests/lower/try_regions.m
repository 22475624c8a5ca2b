%! test: ir
% Each statement of a try block is a protected region (try_enter / try_exit); variables reach
% the catch block through spill cells; globals are loads and stores of their cell.
global g
x = 1;
try
  x = x + g;
  g = x;
catch err
  disp(err.message);
end
disp(x);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script try_regions() -> ()
%|bb0():
%|    v0 = const 1.0
%|    store local "x", v0
%|    v1 = try_enter
%|    brif v1, bb1(), bb2()
%|bb1():
%|    v2 = caught
%|    v3 = load local "x"
%|    v4 = const "message"
%|    v5 = builtin %field_row(v2, v4)
%|    v6 = builtin %brace1(v5)
%|    builtin disp(v6)
%|    jump bb6(v3)
%|bb2():
%|    v7 = load global "g"
%|    v8 = plus v0, v7
%|    store local "x", v8
%|    try_exit bb3(), handler bb1()
%|bb3():
%|    v9 = try_enter
%|    brif v9, bb1(), bb4()
%|bb4():
%|    store global "g", v8
%|    try_exit bb5(), handler bb1()
%|bb5():
%|    jump bb6(v8)
%|bb6(v10):
%|    builtin disp(v10)
%|    return
%! exit: 0
