a = f();
b = rand;
c = s.method();
