function r = fold_callee_norm(v)
% 0 for an empty input, the length of a 2-vector, -1 otherwise
if isempty(v)
  r = 0;
elseif numel(v) == 2
  r = sqrt(v(1)^2 + v(2)^2);
else
  r = -1;
end
end
