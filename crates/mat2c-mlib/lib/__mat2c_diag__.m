## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} diag (@var{v})
## @deftypefnx {} {@var{M} =} diag (@var{v}, @var{k})
## @deftypefnx {} {@var{M} =} diag (@var{v}, @var{m}, @var{n})
## The form diag (@var{v}, @var{m}, @var{n}) of builtin diag: the @var{m}-by-@var{n} matrix
## with the vector @var{v} on its diagonal.
## @end deftypefn
function M = __mat2c_diag__ (v, m, n)
  if (nargin != 3)
    print_usage ();
  end
  if (! isvector (v))
    error ("diag: V must be a vector");
  end
  m = dim_arg (m);
  n = dim_arg (n);
  if (isa (v, "single") && iscomplex (v))
    error ("mat2c: diag: diag (v, m, n) of a complex single vector is not supported");
  elseif (isfloat (v))
    ## Octave's result is a diagonal matrix (printed as one): eye times diag keeps that.
    w = zeros (n, 1, class (v));
    k = min ([numel(v), m, n]);
    w(1:k) = v(1:k);
    M = eye (m, n, class (v)) * diag (w);
    return;
  end
  if (iscell (v))
    M = cell (m, n);
  elseif (ischar (v))
    M = char (zeros (m, n));
  elseif (islogical (v))
    M = false (m, n);
  else
    M = zeros (m, n, class (v));
  end
  for k = 1:min ([numel(v), m, n])
    M(k, k) = v(k);
  end
end

## A size as Octave converts it: truncated to an integer, negative an error.
function d = dim_arg (d)
  if (! isscalar (d) || ! isreal (d))
    error ("mat2c: diag: M and N must be real scalars");
  end
  d = fix (double (d));
  if (d < 0)
    error ("Invalid resizing operation or ambiguous assignment to an out-of-bounds array element");
  end
end
