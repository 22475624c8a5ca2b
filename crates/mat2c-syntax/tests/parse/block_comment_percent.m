x = 1;
%{
This whole block is a comment.
y = 2;
%}
z = 3;
