%! test: ir
% the class and shape predicates and class() fold when inference knows the answer: only
% the arm for a real row vector is left, and the class name is a constant string
r = [1 2 3];
if isscalar(r) || ~isreal(r)
  disp('scalar or complex')
elseif isrow(r) && isnumeric(r) && ~islogical(r)
  disp(class(r))
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script fold_predicates() -> ()
%|bb0():
%|    v0 = const "double"
%|    builtin disp(v0)
%|    return
%! exit: 0
