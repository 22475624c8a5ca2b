%! test: run
% num2str of integers, non-integers, vectors, and use in string building
a = num2str(42)
b = num2str(-7)
c = num2str(3.14159)
d = num2str(1/3)
e = num2str(1e10)
f = num2str(0.1)
g = num2str([1 2 3])
h = num2str(123.456)
disp(['x = ' num2str(5)])
disp(['y = ' num2str(2.5) ' units'])
k = num2str(-0.25)
m = num2str(100000)
