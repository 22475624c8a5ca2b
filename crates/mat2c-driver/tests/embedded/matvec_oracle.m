% The inputs of matvec_main.c (A column-major), and matvec's results printed the same way.
A = reshape(single(mod((0:15)' * 5, 16)) / single(8) - single(1), 4, 4);
x = single((1:4)');
[y, nrm] = matvec(A, x);
printf('%.9g\n', y);
printf('%.9g\n', nrm);
