%! test: run
% fprintf field widths and flags
fprintf('[%5.2f]\n', pi);
fprintf('[%-8d|]\n', 42);
fprintf('%-8d|\n', 42);
fprintf('[%+d] [%+d]\n', 5, -5);
fprintf('[%05d]\n', 42);
fprintf('[%8.3e]\n', 12345.6789);
fprintf('[%10s]\n', 'right');
fprintf('[%-10s]\n', 'left');
fprintf('[%6.1f]\n', -2.25);
fprintf('[%3d]\n', 12345);
fprintf('[%.0f]\n', 2.5);
fprintf('[%.0f]\n', 3.5);
fprintf('[% d]\n', 7);
fprintf('[%*d]\n', 6, 3);
