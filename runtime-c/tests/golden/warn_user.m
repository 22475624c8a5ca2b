fprintf('before\n');
warning('hmm %d', 3);
warning('My:id', 'value %s', 'x');
warning('plain');
l = [true false];
l(2) = 5
fprintf('after\n');
