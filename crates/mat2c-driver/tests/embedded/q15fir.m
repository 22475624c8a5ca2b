function y = q15fir(x, h)
%Q15FIR  FIR filter on Q15 samples: int16 in and out, products accumulated in int32
%  (saturating, as MATLAB's integer arithmetic does), rescaled by 2^15 with rounding.
%# x class int16
%# x size [32 1]
%# h class int16
%# h size [4 1]
y = zeros(32, 1, 'int16');
for n = 1:32
  acc = int32(0);
  for k = 1:4
    if n - k + 1 >= 1
      acc = acc + int32(h(k)) * int32(x(n - k + 1));
    end
  end
  y(n) = int16(acc / int32(32768));
end
end
