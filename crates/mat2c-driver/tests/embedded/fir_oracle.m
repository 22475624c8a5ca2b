% The inputs of fir_main.c, and fir's result printed the same way.
x = single(mod((0:63)', 7) - 3) / single(4);
h = single(1) ./ single((1:8)');
y = fir(x, h);
printf('%.9g\n', y);
