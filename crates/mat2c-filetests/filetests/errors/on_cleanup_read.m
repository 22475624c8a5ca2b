%! test: compile-error
% an onCleanup object that is read after it is made (here displayed by class) is refused
c = onCleanup(@() disp('done'));
class(c)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: an `onCleanup` object that is displayed, read, reassigned or cleared is not supported by mat2c yet
%|  ┌─ on_cleanup_read.m:3:1
%|  │
%|3 │ c = onCleanup(@() disp('done'));
%|  │ ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ only `c = onCleanup(h);` kept to the end of its function is supported
%|
%! exit: 1
