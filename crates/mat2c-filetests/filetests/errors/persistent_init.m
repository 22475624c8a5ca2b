%! test: compile-error
% Octave's initialisers in persistent declarations are not supported
function persistent_init()
  persistent n = 0
  n = n + 1;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: initialisers in `global`/`persistent` declarations are not supported by mat2c yet
%|  ┌─ persistent_init.m:4:3
%|  │
%|4 │   persistent n = 0
%|  │   ^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
