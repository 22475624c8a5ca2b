x = 1;
y = x;
long_name_123 = y * 2;
