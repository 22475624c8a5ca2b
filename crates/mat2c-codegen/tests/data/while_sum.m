s = 0;
i = 1;
while i <= 5
  s = s + i;
  i = i + 1;
end
s
x = s / 4
