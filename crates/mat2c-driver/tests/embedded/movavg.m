function y = movavg(x)
%MOVAVG  Exponential moving average of 16-sample blocks in single precision; the average
%  carries over from one call to the next in a persistent variable.
%# x class single
%# x size [16 1]
persistent acc
if isempty(acc)
  acc = single(0);
end
y = zeros(16, 1, 'single');
for n = 1:16
  acc = acc + (x(n) - acc) * single(0.25);
  y(n) = single(acc);  % a persistent is untyped to inference: the class made explicit
end
end
