a = s.a;
b = s.a.b;
c = s.a.b.c;
s.x = 1;
