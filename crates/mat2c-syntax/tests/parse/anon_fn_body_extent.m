f = @(x) x + 1 * 2 > 3;
g = @(x) @(y) x + y;
h = cellfun(@(s) numel(s), c);
