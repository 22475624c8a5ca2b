function y = msort(x)
  n = numel(x);
  if n <= 1
    y = x;
    return;
  end
  m = floor(n / 2);
  a = msort(x(1:m));
  b = msort(x(m+1:n));
  y = x;
  i = 1; j = 1;
  for k = 1:n
    if j > numel(b) || (i <= numel(a) && a(i) <= b(j))
      y(k) = a(i); i = i + 1;
    else
      y(k) = b(j); j = j + 1;
    end
  end
end
