fprintf('before\n');
x = [1 2; 2 4] \ [1; 2]
fprintf('after\n');
