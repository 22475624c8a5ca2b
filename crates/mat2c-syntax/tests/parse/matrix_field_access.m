a = [x.y z];
b = [s.a, s.b];
c = [s.a.b t];
