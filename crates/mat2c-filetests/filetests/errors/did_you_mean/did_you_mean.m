%! test: compile-error
%! warnings: -Werror
% Misspelt names get the closest variable, function or builtin (variables first on a tie);
% a file on the path that the program never names is a candidate too (scale_rows.m).
total = 0;
for k = 1:3
  total = totl + k;
end
z = zeroes(2);
q = lenght([1 2]);
r = scale_row(z);
w = sqaure(3);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0301]: `totl` is not a variable, a builtin or a function on the path
%|  ┌─ did_you_mean.m:7:11
%|  │
%|7 │   total = totl + k;
%|  │           ^^^^ unknown name: raises `'totl' undefined` if run
%|  │
%|  = a warning made an error by `-Werror`
%|  = help: did you mean the variable `total`?
%|
%|error[E0301]: `zeroes` is not a variable, a builtin or a function on the path
%|  ┌─ did_you_mean.m:9:5
%|  │
%|9 │ z = zeroes(2);
%|  │     ^^^^^^ unknown name: raises `'zeroes' undefined` if run
%|  │
%|  = a warning made an error by `-Werror`
%|  = help: did you mean the builtin `zeros`?
%|
%|error[E0301]: `lenght` is not a variable, a builtin or a function on the path
%|   ┌─ did_you_mean.m:10:5
%|   │
%|10 │ q = lenght([1 2]);
%|   │     ^^^^^^ unknown name: raises `'lenght' undefined` if run
%|   │
%|   = a warning made an error by `-Werror`
%|   = help: did you mean the builtin `length`?
%|
%|error[E0301]: `scale_row` is not a variable, a builtin or a function on the path
%|   ┌─ did_you_mean.m:11:5
%|   │
%|11 │ r = scale_row(z);
%|   │     ^^^^^^^^^ unknown name: raises `'scale_row' undefined` if run
%|   │
%|   = a warning made an error by `-Werror`
%|   = help: did you mean the function `scale_rows` (scale_rows.m)?
%|
%|error[E0301]: `sqaure` is not a variable, a builtin or a function on the path
%|   ┌─ did_you_mean.m:12:5
%|   │
%|12 │ w = sqaure(3);
%|   │     ^^^^^^ unknown name: raises `'sqaure' undefined` if run
%|   │
%|   = a warning made an error by `-Werror`
%|   = help: did you mean the function `square` (square.m)?
%|
%! exit: 1
