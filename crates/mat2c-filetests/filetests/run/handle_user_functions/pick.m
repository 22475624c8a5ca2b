function [m, i] = pick(h, v)
[m, i] = h(v);
end
