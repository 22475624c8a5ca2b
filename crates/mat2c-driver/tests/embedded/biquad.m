function y = biquad(x, b, a)
%BIQUAD  One second-order section (direct form I) over 64 samples, in single precision;
%  a(1) is taken as 1.
%# x class single
%# x size [64 1]
%# b class single
%# b size [3 1]
%# a class single
%# a size [3 1]
y = zeros(64, 1, 'single');
x1 = single(0); x2 = single(0); y1 = single(0); y2 = single(0);
for n = 1:64
  v = b(1) * x(n) + b(2) * x1 + b(3) * x2 - a(2) * y1 - a(3) * y2;
  x2 = x1; x1 = x(n);
  y2 = y1; y1 = v;
  y(n) = v;
end
end
