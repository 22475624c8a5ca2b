fprintf('before\n');
x = [1 2 3];
x(5) = []
fprintf('not reached\n');
