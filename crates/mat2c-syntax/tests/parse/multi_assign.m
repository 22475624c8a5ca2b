[a, b] = f(x);
[m, n] = size(A);
