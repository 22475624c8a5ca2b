%! test: compile-error
% lexical error: a block comment never closed
x = 1;
%{
this comment
never ends
