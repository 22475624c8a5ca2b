fprintf('before\n');
A = magic(3);
A(:, [1 4])
fprintf('not reached\n');
