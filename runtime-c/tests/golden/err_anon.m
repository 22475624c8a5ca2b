fprintf('before\n');
[1 2 3](5)
fprintf('not reached\n');
