%! test: compile-error
% unsupported feature: regexp with 'names' (a struct)
s = regexp('k=v', '(?<key>\w)=(?<val>\w)', 'names');
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `regexp` with "names" (a struct) is not supported by mat2c yet
%|  ┌─ unsupported_regexp_names.m:3:5
%|  │
%|3 │ s = regexp('k=v', '(?<key>\w)=(?<val>\w)', 'names');
%|  │     ^^^^^^ in this call
%|
%! exit: 1
