x = 1;
%{
this never ends
y = 2;
