% The inputs of biquad_main.c, and biquad's result printed the same way.
x = single(mod((0:63)', 5) - 2);
b = single([0.25; 0.5; 0.25]);
a = single([1; -0.5; 0.125]);
y = biquad(x, b, a);
printf('%.9g\n', y);
