%! test: run
% fprintf cycles its format over vector and matrix arguments (column-major)
fprintf('%d %d\n', [1 2; 3 4]);
fprintf('%d\n', 1:3);
fprintf('%d, ', [10 20 30]);
fprintf('\n');
fprintf('%d %d\n', [1 2 3]);
fprintf('x=%d y=%d\n', 5, [6 7 8]);
fprintf('%.1f|', [0.5; 1.5]);
fprintf('\n');
fprintf('%d: %s\n', 1, 'one');
