function diag_nc_in(varargin)
  narginchk(1, 2);
  fprintf('%d inputs\n', nargin);
end
