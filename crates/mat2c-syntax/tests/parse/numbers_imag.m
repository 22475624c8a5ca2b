a = 3i;
b = 2.5j;
c = 1e3i;
d = 4I;
z = 1 + 2i;
