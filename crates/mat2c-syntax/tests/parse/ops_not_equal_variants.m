a = x ~= y;
b = x != y;
c = !x;
d = ~x;
