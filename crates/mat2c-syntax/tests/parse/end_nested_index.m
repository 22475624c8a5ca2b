a = x(y(end));
b = c{end}(end);
d = x(min(end, 3));
