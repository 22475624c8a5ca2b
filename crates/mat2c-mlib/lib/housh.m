## -*- texinfo -*-
## @deftypefn {} {[@var{housv}, @var{beta}, @var{zer}] =} housh (@var{x}, @var{j}, @var{z})
## The Householder reflection that zeroes every element of the vector @var{x} but the
## @var{j}-th: @var{housv} is @var{x} scaled by its largest magnitude with sign (x(j)) times
## its 2-norm added to element j (sign 0 taken as 1), @var{beta} = 1 / (alpha (alpha +
## |x(j)|)), or 0 when the scaled norm is at most @var{z} or @var{x} is zero; @var{zer}
## tells which.
## @end deftypefn
function [housv, beta, zer] = housh (x, j, z)
  if (nargin != 3)
    print_usage ();
  end
  if (! isvector (x) && ! isscalar (x))
    error ("housh: first input must be a vector");
  elseif (! isscalar (j))
    error ("housh: second argument must be an integer scalar");
  end
  housv = x;
  beta = 0.0;
  big = max (abs (housv));
  if (big != 0.0)
    housv = housv / big;
    alpha = norm (housv);
    if (alpha > z)
      beta = 1.0 / (alpha * (alpha + abs (housv(j))));
      s = sign (housv(j));
      if (s == 0)
        s = 1;
      end
      housv(j) = housv(j) + alpha * s;
    end
  end
  zer = (beta == 0);
end
