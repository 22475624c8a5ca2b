%! test: run
% fprintf with only a format string: escapes, no arguments, missing final newline
fprintf('hello\n');
fprintf('tab\there\n');
fprintf('quote '' inside\n');
fprintf('back\\slash\n');
fprintf('%d\n');
fprintf('a');
fprintf('b\n');
fprintf('no newline at end');
