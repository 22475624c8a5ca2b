fs = {@(x) x + 1, @sin, @(a, b) a * b};
gs = {@(x) x+1, @(y) y};
