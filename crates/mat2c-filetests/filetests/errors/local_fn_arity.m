%! test: compile-error
% Arity errors of calls to a local function point at its definition too (this one reads
% nargin, so its calls go through the variable-argument path).
y = scaled(1, 2, 3);
[p, q] = scaled(4);
function r = scaled(x, k)
  if nargin < 2
    k = 2;
  end
  r = k * x;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0401]: `scaled` takes 2 input(s) but is called with 3
%|  ┌─ local_fn_arity.m:4:5
%|  │
%|4 │ y = scaled(1, 2, 3);
%|  │     ^^^^^^ in this call
%|5 │ [p, q] = scaled(4);
%|6 │ function r = scaled(x, k)
%|  │ ------------------------- defined here
%|
%|error[E0401]: `scaled` has 1 output(s) but 2 are asked for
%|  ┌─ local_fn_arity.m:5:10
%|  │
%|5 │ [p, q] = scaled(4);
%|  │          ^^^^^^ in this call
%|6 │ function r = scaled(x, k)
%|  │ ------------------------- defined here
%|
%! exit: 1
