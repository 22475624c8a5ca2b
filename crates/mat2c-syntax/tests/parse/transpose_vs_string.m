b = a';
c = a'';
d = a' * b';
e = x(1)';
f = 'str';
g = disp('x');
h = [1 2 3]';
