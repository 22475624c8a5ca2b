function [y, nrm] = matvec(A, x)
%MATVEC  A 4x4 matrix times a vector in single precision, and the result's 2-norm.
%# A class single
%# A size [4 4]
%# x class single
%# x size [4 1]
y = A * x;
nrm = sqrt(sum(y .* y));
end
