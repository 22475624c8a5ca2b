%! test: compile-error
% lexical error: a character that cannot start any token
x = 3 $ 4;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ invalid_character.m:3:7
%|  │
%|3 │ x = 3 $ 4;
%|  │       ^ illegal character
%|
%|error[E0201]: expected the end of the statement, found `4`
%|  ┌─ invalid_character.m:3:9
%|  │
%|3 │ x = 3 $ 4;
%|  │         ^ unexpected `4`
%|
%! exit: 1
