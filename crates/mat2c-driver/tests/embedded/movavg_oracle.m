% The calls of movavg_main.c: two blocks, then the state cleared and the second block again.
x = single(mod((0:15)', 4));
printf('%.9g\n', movavg(x));
printf('%.9g\n', movavg(x + single(8)));
clear movavg
printf('%.9g\n', movavg(x + single(8)));
