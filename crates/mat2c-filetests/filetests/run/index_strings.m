%! test: run
% indexing into char arrays: reversal, substrings, comparison with a char
s = 'abcdef';
r = s(end:-1:1)
sub = s(2:4)
first = s(1)
isA = s == 'c'
t = s;
t(1) = 'X'
n = numel(s)
