fprintf('before\n');
error('MY:id', 'fmt %d\n', 3)
fprintf('not reached\n');
