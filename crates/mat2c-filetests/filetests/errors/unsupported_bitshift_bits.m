%! test: compile-error
% unsupported builtin form: bitshift with a word size
b = bitshift(1, 3, 8);
disp(b);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `bitshift` with a word size is not supported by mat2c yet
%|  ┌─ unsupported_bitshift_bits.m:3:5
%|  │
%|3 │ b = bitshift(1, 3, 8);
%|  │     ^^^^^^^^ in this call
%|
%! exit: 1
