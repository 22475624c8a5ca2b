fprintf('before\n');
x = magic(3);
x(:, 1) = [1 2]
fprintf('not reached\n');
