%! test: ir
% partial evaluation: isempty of a value with static extents folds, and the branch that can
% never run vanishes with it
x = [1 2 3];
if isempty(x)
  disp('x is empty')
else
  disp(x)
end
y = zeros(0, 3);
if isempty(y)
  disp('y is empty')
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script isempty_branch() -> ()
%|bb0():
%|    v0 = const 1.0
%|    v1 = const 2.0
%|    v2 = const 3.0
%|    v3 = horzcat v0, v1, v2
%|    builtin disp(v3)
%|    v4 = const 0.0
%|    v5 = builtin zeros(v4, v2)
%|    v6 = const "y is empty"
%|    builtin disp(v6)
%|    return
%! exit: 0
