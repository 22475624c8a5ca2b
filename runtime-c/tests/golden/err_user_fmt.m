fprintf('before\n');
error('hello %d, %s', [5 6])
fprintf('not reached\n');
