function varargout = some(n)
% returns n results
  for k = 1:n
    varargout{k} = k;
  end
end
