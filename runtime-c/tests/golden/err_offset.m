fprintf('before\n');
v = [1 2 3];
v(4)
fprintf('not reached\n');
