%! test: compile-error
% Octave's old normal generator (randn after 'seed') is not reproduced: rejected at compile time
randn('seed', 1);
x = randn(1, 2)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: Octave's old normal generator (`randn('seed', x)`) calls are not supported by mat2c yet
%|  ┌─ randn_old_seed.m:3:1
%|  │
%|3 │ randn('seed', 1);
%|  │ ^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
