if x, y = 1; end
if x, y = 1, else, y = 2, end
