%! test: ir
% a user function with two outputs; `~` drops one
[~, hi] = lohi([3 1 2]);
disp(hi)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script multi_output() -> ()
%|bb0():
%|    v0 = const 3.0
%|    v1 = const 1.0
%|    v2 = const 2.0
%|    v3 = horzcat v0, v1, v2
%|    v4, v5 = call fn1(v3)
%|    builtin disp(v5)
%|    return
%|
%|; fn1
%|function lohi(v) -> (lo, hi)
%|bb0(v0):
%|    v1 = builtin min(v0)
%|    v2 = builtin max(v0)
%|    return v1, v2
%! exit: 0
