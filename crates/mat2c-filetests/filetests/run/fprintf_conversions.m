%! test: run
% fprintf with %d %i %f %.3f %g %e %s %c and %%
fprintf('%d\n', 42);
fprintf('%i\n', -7);
fprintf('%f\n', pi);
fprintf('%.3f\n', pi);
fprintf('%g\n', pi);
fprintf('%e\n', pi);
fprintf('%s\n', 'text');
fprintf('%c%c%c\n', 'a', 'b', 'c');
fprintf('100%%\n');
fprintf('%d apples and %.1f pears\n', 3, 2.5);
fprintf('%g %g %g\n', 0.0001, 1e-5, 1e5);
fprintf('%g %g\n', 123456, 1234567);
fprintf('%.2e\n', 12345.678);
fprintf('%x %o\n', 255, 8);
