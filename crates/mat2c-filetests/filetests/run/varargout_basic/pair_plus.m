function [first, varargout] = pair_plus(x)
% a fixed output followed by varargout
  first = x;
  varargout{1} = x + 1;
end
