[~, i] = max(x);
[a, ~, c] = f(x);
