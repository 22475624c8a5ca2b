fprintf('before\n');
error('my msg')
fprintf('not reached\n');
