fprintf('before\n');
A = [1 3; 2 4];
A(1.5, 1)
fprintf('not reached\n');
