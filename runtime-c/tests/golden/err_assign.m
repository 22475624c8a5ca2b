fprintf('before\n');
x = [1 2 3];
x(1:2) = [1 2 3]
fprintf('not reached\n');
