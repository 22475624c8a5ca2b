function [a, b] = sort_two(v)
a = min(v);
b = max(v);
end
