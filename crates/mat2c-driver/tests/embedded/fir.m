function y = fir(x, h)
%FIR  64-sample FIR filter with 8 taps, in single precision.
%# x class single
%# x size [64 1]
%# h class single
%# h size [8 1]
y = zeros(64, 1, 'single');
for n = 1:64
  acc = single(0);
  for k = 1:8
    if n - k + 1 >= 1
      acc = acc + h(k) * x(n - k + 1);
    end
  end
  y(n) = acc;
end
end
