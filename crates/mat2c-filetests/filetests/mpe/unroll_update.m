%! test: ir
% an unrolled loop becomes straight-line code: each copy assigns at a constant index with a
% constant value (the updates stay: they build the array)
x = zeros(1, 4);
for k = 1:4
  x(k) = k * k;
end
disp(x)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script unroll_update() -> ()
%|bb0():
%|    v0 = const 1.0
%|    v1 = const 4.0
%|    v2 = builtin zeros(v0, v1)
%|    v3 = update v2(v0) = v0
%|    v4 = const 2.0
%|    v5 = update v3(v4) = v1
%|    v6 = const 3.0
%|    v7 = const 9.0
%|    v8 = update v5(v6) = v7
%|    v9 = const 16.0
%|    v10 = update v8(v1) = v9
%|    builtin disp(v10)
%|    return
%! exit: 0
