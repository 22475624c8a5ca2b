function varargout = wrap(varargin)
  varargout = varargin;
end
