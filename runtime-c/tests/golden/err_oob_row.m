fprintf('before\n');
A = magic(3);
A(4, 1)
fprintf('not reached\n');
