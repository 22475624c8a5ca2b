a = 1;
b = 2;
k = 0;
while k < 3
  t = a;
  a = b;
  b = t;
  k = k + 1;
end
a
b
