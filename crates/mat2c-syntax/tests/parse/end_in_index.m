a = x(end);
b = x(end-1, end);
x(end+1) = v;
c = x(end/2);
