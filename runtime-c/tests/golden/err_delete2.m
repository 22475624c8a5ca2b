fprintf('before\n');
x = magic(3);
x(:, 4) = []
fprintf('not reached\n');
