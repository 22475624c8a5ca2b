x = 1
x = 2;
x = 3,
x
x;
x, y; z
