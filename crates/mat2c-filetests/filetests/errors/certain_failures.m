%! test: compile-error
%! warnings: -Werror
% Operations the inferred sizes show always fail (E0501; a warning, made an error here):
% nonconformant operands, constant subscripts out of bounds or not positive integers.
% The one inside `try` is meant to fail and is not reported.
a = [1 2 3];
z = zeros(3, 3);
c = ones(3, 4) * ones(5, 2);
d = ones(1, 3) + ones(1, 4);
x = ones(2, 3) \ ones(3, 1);
e = a(5);
g = z(4, 1);
h = z(2, 7);
k = a(0);
ok = a(3) + z(3, 3) + ones(3, 1) .* ones(1, 4);
try
  t = a(9);
catch err
  disp(err.message);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0501]: `*` of a 3x4 and a 5x2 array always fails: nonconformant arguments
%|  ┌─ certain_failures.m:8:5
%|  │
%|8 │ c = ones(3, 4) * ones(5, 2);
%|  │     ^^^^^^^^^^^^^^^^^^^^^^^ operator *: op1 is 3x4, op2 is 5x2
%|  │
%|  = compiled anyway: the program runs up to here, as in Octave, and stops with the error
%|  = a warning made an error by `-Werror`
%|
%|error[E0501]: `+` of a 1x3 and a 1x4 array always fails: nonconformant arguments
%|  ┌─ certain_failures.m:9:5
%|  │
%|9 │ d = ones(1, 3) + ones(1, 4);
%|  │     ^^^^^^^^^^^^^^^^^^^^^^^ operator +: op1 is 1x3, op2 is 1x4
%|  │
%|  = compiled anyway: the program runs up to here, as in Octave, and stops with the error
%|  = a warning made an error by `-Werror`
%|
%|error[E0501]: `\` of a 2x3 and a 3x1 array always fails: nonconformant arguments
%|   ┌─ certain_failures.m:10:5
%|   │
%|10 │ x = ones(2, 3) \ ones(3, 1);
%|   │     ^^^^^^^^^^^^^^^^^^^^^^^ operator \: op1 is 2x3, op2 is 3x1
%|   │
%|   = compiled anyway: the program runs up to here, as in Octave, and stops with the error
%|   = a warning made an error by `-Werror`
%|
%|error[E0501]: index 5: out of bound 3 (the array is 1x3)
%|   ┌─ certain_failures.m:11:5
%|   │
%|11 │ e = a(5);
%|   │     ^^^^ always fails: out of bound
%|   │
%|   = compiled anyway: the program runs up to here, as in Octave, and stops with the error
%|   = a warning made an error by `-Werror`
%|
%|error[E0501]: subscript 1 of 2 is 4: out of bound 3 (the array is 3x3)
%|   ┌─ certain_failures.m:12:5
%|   │
%|12 │ g = z(4, 1);
%|   │     ^^^^^^^ always fails: out of bound
%|   │
%|   = compiled anyway: the program runs up to here, as in Octave, and stops with the error
%|   = a warning made an error by `-Werror`
%|
%|error[E0501]: subscript 2 of 2 is 7: out of bound 3 (the array is 3x3)
%|   ┌─ certain_failures.m:13:5
%|   │
%|13 │ h = z(2, 7);
%|   │     ^^^^^^^ always fails: out of bound
%|   │
%|   = compiled anyway: the program runs up to here, as in Octave, and stops with the error
%|   = a warning made an error by `-Werror`
%|
%|error[E0501]: index 0: subscripts must be integers from 1
%|   ┌─ certain_failures.m:14:5
%|   │
%|14 │ k = a(0);
%|   │     ^^^^ always fails: not a valid subscript
%|   │
%|   = compiled anyway: the program runs up to here, as in Octave, and stops with the error
%|   = a warning made an error by `-Werror`
%|
%! exit: 1
