fprintf('before\n');
x = magic(3) \ [1 2]
fprintf('not reached\n');
