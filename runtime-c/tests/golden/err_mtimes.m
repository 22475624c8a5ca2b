fprintf('before\n');
x = magic(3) * [1 2 3 4]
fprintf('not reached\n');
