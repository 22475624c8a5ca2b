fprintf('before\n');
x = ones(2, 3) .* ones(3, 2)
fprintf('not reached\n');
