fprintf('before\n');
x = [1 2 3] < [1 2]
fprintf('not reached\n');
