function s = fmt(varargin)
% sprintf through a second function
  s = inner(varargin{:});
end

function s = inner(f, varargin)
  s = sprintf(f, varargin{:});
end
