fprintf('before\n');
a = [1 2 3];
a([1 1.5])
fprintf('not reached\n');
