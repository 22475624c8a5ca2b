## -*- texinfo -*-
## @deftypefn  {} {} cplxpair (@var{z})
## @deftypefnx {} {} cplxpair (@var{z}, @var{tol})
## @deftypefnx {} {} cplxpair (@var{z}, @var{tol}, @var{dim})
## @var{z} sorted into complex conjugate pairs by increasing real part (the one with negative
## imaginary part first), the real numbers (within @var{tol}) last.
## @end deftypefn
function y = cplxpair (z, tol, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (isempty (z))
    y = zeros (size (z));
    return;
  end
  if (isa (z, "single"))
    cls = "single";
  else
    cls = "double";
  end
  if (nargin < 2 || isempty (tol))
    tol = 100 * eps (cls);
  elseif (! isscalar (tol) || tol < 0 || tol >= 1)
    error ("cplxpair: TOL must be a scalar number in the range 0 <= TOL < 1");
  end
  nd = ndims (z);
  if (nargin < 3)
    dim = find (size (z) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  else
    dim = floor (dim);
    if (dim < 1 || dim > nd)
      error ("cplxpair: invalid dimension DIM");
    end
  end
  ## The vectors along DIM as the columns of a matrix.
  perm = [dim:nd, 1:dim-1];
  z = permute (z, perm);
  sz = size (z);
  n = sz(1);
  m = numel (z) / n;
  z = reshape (z, n, m);
  y = z;
  for j = 1:m
    ## By real part (stable), those real within TOL made real and moved to the end.
    [~, k] = sort (real (z(:, j)));
    c = z(k, j);
    isr = abs (imag (c)) ./ (abs (c) + realmin (cls)) <= tol;
    c(isr) = real (c(isr));
    c = [c(! isr); c(isr)];
    out = c;
    p = n - sum (isr);
    for i = 1:2:p
      if (i + 1 > p)
        error ("cplxpair: could not pair all complex numbers");
      end
      ## The partner of c(i): the nearest conjugate among those not yet paired.
      [v, idx] = min (abs (c(i+1:p) - conj (c(i))));
      if (v >= tol * abs (c(i)))
        error ("cplxpair: could not pair all complex numbers");
      end
      if (imag (c(i)) > 0)
        out([i, i+1]) = [conj(c(i)), c(i)];
      else
        out([i, i+1]) = [conj(c(idx+i)), c(idx+i)];
      end
      c(idx+i) = c(i+1);
    end
    y(:, j) = out;
  end
  y = ipermute (reshape (y, sz), perm);
end
