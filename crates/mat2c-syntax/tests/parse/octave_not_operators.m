a = !x;
b = x != y;
if !isempty(a), disp(a), endif
