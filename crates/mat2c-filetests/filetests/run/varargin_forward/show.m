function show(format, varargin)
% fprintf with the arguments passed through
  fprintf(format, varargin{:});
end
