%! test: compile-error
% c{} has no subscript (Octave: use {:})
c = {1, 2};
x = c{};
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0201]: invalid empty index expression {}, use {:} instead
%|  ┌─ empty_braces.m:4:5
%|  │
%|4 │ x = c{};
%|  │     ^^^ no subscript
%|
%! exit: 1
