a = x([1 end]);
b = x([end 1], :);
