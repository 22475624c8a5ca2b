function count_args(a, varargin)
% prints what arrived in varargin
  fprintf('nargin=%d numel=%d\n', nargin, numel(varargin));
  disp(size(varargin));
  for k = 1:numel(varargin)
    v = varargin{k}
  end
end
