%! test: compile-error
% lexical error: a string literal not closed before the end of the line
s = 'hello;
disp(s);
