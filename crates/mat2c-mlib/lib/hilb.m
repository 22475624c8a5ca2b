## -*- texinfo -*-
## @deftypefn {} {} hilb (@var{n})
## The Hilbert matrix of order @var{n}: H(i,j) = 1 / (i + j - 1).
## @end deftypefn
function H = hilb (n)
  if (nargin != 1)
    print_usage ();
  end
  if (! isscalar (n))
    error ("hilb: N must be a scalar integer");
  end
  k = 1:n;
  H = 1 ./ (k' + k - 1);
end
