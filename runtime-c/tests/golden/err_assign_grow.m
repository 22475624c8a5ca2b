fprintf('before\n');
x = magic(3);
x(10) = 1
fprintf('not reached\n');
