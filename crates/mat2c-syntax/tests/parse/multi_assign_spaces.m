[a b] = size(x);
[r c] = deal(1, 2);
