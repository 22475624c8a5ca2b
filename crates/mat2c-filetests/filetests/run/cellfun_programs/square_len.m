function n = square_len(x)
n = numel(x) ^ 2;
end
