%! test: run
% expression statements without a semicolon display as ans
3 + 4
ans * 2
2 > 1
'abc'
-7
ans
x = 10;
x / 4
