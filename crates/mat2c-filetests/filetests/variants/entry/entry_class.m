%! test: typed
% %# annotations for class and complexity: z is a complex row of at most 4, k an int32
% scalar (the program converts its command-line value), so k + 1 stays int32.
function [y, m] = entry_class(z, k)
%# z size [1 :4]
%# z complex
%# k size [1 1]
%# k class int32
y = z * 2;
m = k + 1;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; signature (double complex[1x:4], int32[1x1]) -> (double cplx?[1x?], int32[1x1])
%|function entry_class(z, k) -> (y, m)
%|bb0(v0: double complex[1 x size(z,2)] (z), v1: int32[1 x 1] (k)):
%|    v2: double[1 x 1] = const 2.0
%|    v3: double cplx?[1 x size(z,2)] (y, line 9) = mtimes v0, v2
%|    v4: double[1 x 1] = const 1.0
%|    v5: int32[1 x 1] (m, line 10) = plus v1, v4
%|    return v3, v5
%! exit: 0
