function idx = find_first(v, target)
% index of the first element equal to target, or 0
  idx = 0;
  for k = 1:numel(v)
    if v(k) == target
      idx = k;
      return;
    end
  end
  disp('not found');
end
