%! test: compile-error
% lexical error: a character that cannot start any token
x = 3 $ 4;
