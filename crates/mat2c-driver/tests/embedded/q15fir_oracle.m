% The inputs of q15fir_main.c, and q15fir's result printed the same way.
x = int16(mod((0:31)' * 7919, 65536) - 32768);
h = int16([16384; 8192; -8192; 4096]);
y = q15fir(x, h);
printf('%d\n', y);
