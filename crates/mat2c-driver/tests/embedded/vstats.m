function [s, m] = vstats(x)
%VSTATS  Sum and maximum of a row of up to 256 doubles (a variable-length input).
%# x size [1 :256]
s = sum(x);
m = max(x);
end
