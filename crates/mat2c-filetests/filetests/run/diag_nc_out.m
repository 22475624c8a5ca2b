function [a, b] = diag_nc_out(x)
  nargoutchk(1, 2);
  a = x;
  b = 2 * x;
end
