a = s.(name);
b = s.('literal');
s.(key) = 3;
c = s.(f(1)).g;
