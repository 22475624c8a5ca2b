%! test: typed
%! args: double[1x4]
function r = after_specialise_entry(x)
% The entry's declared input shape is a fact of its specialisation only (partial evaluation
% before it analyses the entry with unknown inputs): numel(x) and size(x, 2) fold to 4 in
% the cleanup after specialisation.
r = x / numel(x) + size(x, 2);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; signature (double[1x4]) -> (double[1x4])
%|function after_specialise_entry(x) -> (r)
%|bb0(v0: double[1 x 4] (x)):
%|    v1: double[1 x 1] = const 4.0
%|    v2: double[1 x 4] = mrdivide v0, v1
%|    v3: double[1 x 4] (r, line 7) = plus v2, v1
%|    return v3
%! exit: 0
