%! test: run
% fprintf mixing chars and numbers: %d of a string, %s of a number
fprintf('%d\n', 'AB');
fprintf('%s\n', 'abc');
fprintf('%s=%d\n', 'x', 3);
fprintf('%c', 'hello');
fprintf('\n');
fprintf('%s\n', 65);
fprintf('%d %d\n', 'a', 98);
fprintf('[%s]\n', '');
