%! test: run
% arguments are passed by value: changes inside a function are not seen by the caller
a = [1 2 3];
b = bump(a);
a
b
c = chain(2)
x = 5;
x = bump(x)
