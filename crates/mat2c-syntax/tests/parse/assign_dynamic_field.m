s.(name) = 1;
s.(name).x(2) = 5;
