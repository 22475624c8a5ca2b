disp(1)
plot(x, y);
f
