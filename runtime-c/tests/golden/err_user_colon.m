fprintf('before\n');
error('abc: def')
fprintf('not reached\n');
