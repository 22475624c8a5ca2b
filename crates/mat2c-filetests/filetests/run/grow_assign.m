%! test: run
% growing arrays by assignment past the end (zero fill), including from undefined
x = [1 2 3];
x(5) = 1
y(3) = 7
c = [1; 2];
c(4) = 9
s = 'ab';
s(4) = 'd';
double(s)
z = [];
z(2) = 5
