%! test: ir
% folding never removes an operation that may fail: x(10) is out of bounds and stays even
% though y is never used (MPE §5.5), while the unused numel(x) goes
x = [1 2 3];
n = numel(x);
y = x(10);
disp(n)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script keep_error() -> ()
%|bb0():
%|    v0 = const 1.0
%|    v1 = const 2.0
%|    v2 = const 3.0
%|    v3 = horzcat v0, v1, v2
%|    v4 = const 10.0
%|    v5 = index v3(v4)
%|    builtin disp(v2)
%|    return
%! exit: 0
