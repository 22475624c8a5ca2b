%! test: compile-error
% unsupported builtin form: svd with singular vectors
[U, S, V] = svd([1 2; 3 4]);
disp(S);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `svd` with singular vectors is not supported by mat2c yet
%|  ┌─ unsupported_svd_vectors.m:3:13
%|  │
%|3 │ [U, S, V] = svd([1 2; 3 4]);
%|  │             ^^^ in this call
%|
%! exit: 1
