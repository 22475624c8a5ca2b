plot(1:10);
hold on
plot(2:11);
hold off
