function [m, s] = stats(x)
% the mean, and the spread only when asked for
  fprintf('nargin=%d nargout=%d\n', nargin, nargout);
  m = mean(x);
  if nargout > 1
    s = max(x) - min(x);
  end
end
