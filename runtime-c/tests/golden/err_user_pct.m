fprintf('before\n');
error('100%% sure\t!')
fprintf('not reached\n');
