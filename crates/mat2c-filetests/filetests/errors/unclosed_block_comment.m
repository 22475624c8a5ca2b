%! test: compile-error
% lexical error: a block comment never closed
x = 1;
%{
this comment
never ends
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0103]: this block comment `%{` is never closed
%|  ┌─ unclosed_block_comment.m:4:1
%|  │
%|4 │ %{
%|  │ ^^ unclosed block comment
%|  │
%|  = help: close it with `%}` alone on a line
%|
%! exit: 1
