fprintf('before\n');
B = reshape(1:12, 2, 3, 2);
B(1, 7)
fprintf('not reached\n');
