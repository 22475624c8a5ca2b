clc
close all
format long
x = linspace(0, 2*pi, 100);
y = sin(x);
figure;
plot(x, y);
hold on
grid on
xlabel('x');
title("sine");
hold off
