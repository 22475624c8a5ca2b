%! test: run
% ignoring outputs with ~ for builtins and user functions
v = [4 8 1 8 3];
[~, i] = max(v)
[~, j] = min(v);
fprintf('min at %d\n', j);
[~, hi] = lohi(v)
[lo, ~] = lohi(v)
[~, c] = size(zeros(2, 7))
