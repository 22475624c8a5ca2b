a = x(2:end);
b = x(1:2:end-1);
c = x(end:-1:1);
