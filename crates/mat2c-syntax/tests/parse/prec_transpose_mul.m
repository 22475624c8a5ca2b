a = a'*b';
b = x' * y;
c = x.' * y.';
