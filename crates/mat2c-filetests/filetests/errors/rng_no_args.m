%! test: compile-error
% rng alone shows the generator settings as a struct, which mat2c does not support yet
rng
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `rng` calls without arguments (a settings struct) are not supported by mat2c yet
%|  ┌─ rng_no_args.m:3:1
%|  │
%|3 │ rng
%|  │ ^^^ unsupported here
%|
%! exit: 1
