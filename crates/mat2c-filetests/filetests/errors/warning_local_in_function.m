%! test: compile-error
% warning(..., 'local') in a function: Octave restores the state when the function returns,
% which mat2c does not reproduce yet.
quiet ();
function quiet ()
  warning ("off", "my:id", "local");
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: warning states local to a function (`warning('off', id, 'local')`) are not supported by mat2c yet
%|  ┌─ warning_local_in_function.m:6:3
%|  │
%|6 │   warning ("off", "my:id", "local");
%|  │   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
