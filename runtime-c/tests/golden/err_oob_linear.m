fprintf('before\n');
a = [1 2 3];
a(5)
fprintf('not reached\n');
