%! test: run
% return from inside a loop in a function; outputs set before the return
v = [3 7 9 7];
i1 = find_first(v, 7)
i2 = find_first(v, 4)
[q, ok] = safe_div(6, 3)
[q, ok] = safe_div(1, 0)
