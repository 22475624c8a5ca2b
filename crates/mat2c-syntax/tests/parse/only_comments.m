% nothing but comments
# and more
%{
block
%}
