fprintf('before\n');
x = [1 2; 3 4 5]
fprintf('not reached\n');
