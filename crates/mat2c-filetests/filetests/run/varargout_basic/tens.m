function varargout = tens(n)
% returns 10, 20, ..., 10*n as separate outputs
  for k = 1:n
    varargout{k} = k * 10;
  end
end
