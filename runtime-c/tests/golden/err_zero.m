fprintf('before\n');
a = [1 2 3];
a(0)
fprintf('not reached\n');
