a = zeros(3, 4);
b = f(x, 'opt', [1 2], {3});
c = max(x, [], 2);
