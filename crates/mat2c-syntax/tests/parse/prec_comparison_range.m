a = 1:n == x;
b = x < y + 1;
c = a:b < c:d;
d = x >= 1 & x <= 10;
