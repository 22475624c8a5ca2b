%! test: compile-error
% unsupported builtin form: regexp returning matches (a cell array)
m = regexp('abc', 'b', 'match');
disp(m);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `regexp` with "match" (a cell array) is not supported by mat2c yet
%|  ┌─ unsupported_regexp_match.m:3:5
%|  │
%|3 │ m = regexp('abc', 'b', 'match');
%|  │     ^^^^^^ in this call
%|
%! exit: 1
