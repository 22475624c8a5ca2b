%! test: types
% Inline type assertions (`%:`) over the MAGICA shape operators, with symbolic extents
% from the annotations (A is N x M, x is M x 1, s is a scalar).
function [e, y] = inline_shapes(A, x, s)
%# A size [N M]
%# x size [M 1]
%# s size [1 1]
a = A + s;            %: double[n1 x n2]
c = A .* a;           %: double[n1 x n2]
d = c + a;            %: double[n1 x n2]
e = d - a;            %: double[n1 x n2]    (paper 002 Fig. 1: e has d's shape)
t = A';               %: double[n2 x n1]
y = A * x;            %: double[n1 x 1]
g = t * A;            %: double[n2 x n2]
h = [A, A];           %: double[n1 x 2*n2]
v = [A; a];           %: double[2*n1 x n2]
r = sum(A);           %: double[1 x ?]      (1 x 1 when N = 1: sum runs along dim 2)
q = sum(A, 2);        %: double[n1 x 1]
z = zeros(3, s);      %: double[3 x n4]
w = A(:);             %: double[n1*n2 x 1]
k = A(2, :);          %: double[1 x n2]
b = x > 0;            %: logical[n2 x 1]
m = int8(s) + 1;      %: int8[1 x 1]
f = single(s) * 2;    %: single[1 x 1]
end
