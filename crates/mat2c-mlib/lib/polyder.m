## -*- texinfo -*-
## @deftypefn {} {@var{q} =} polyder (@var{p})
## @deftypefnx {} {@var{q} =} polyder (@var{b}, @var{a})
## @deftypefnx {} {[@var{q}, @var{d}] =} polyder (@var{b}, @var{a})
## The derivative of the polynomial @var{p} (a row); of the product b a with two inputs;
## with two outputs, of the quotient b / a as q / d, reduced by their polygcd and scaled
## so that d is monic.
## @end deftypefn
function [q, d] = polyder (p, a)
  if (nargin < 1)
    print_usage ();
  end
  if (! isvector (p))
    error ("polyder: argument must be a vector");
  end
  if (nargin == 2)
    if (! isvector (a))
      error ("polyder: argument must be a vector");
    end
    if (nargout < 2)
      q = polyder (conv (p, a));
      return;
    end
    d = conv (a, a);
    if (numel (p) == 1)
      q = -p * polyder (a);
    elseif (numel (a) == 1)
      q = a * polyder (p);
    else
      q = polyreduce (conv (polyder (p), a) - conv (p, polyder (a)));
    end
    g = polygcd (q, d);
    if (length (g) != 1)
      q = deconv (q, g);
      d = deconv (d, g);
    end
    q = q / d(1);
    d = d / d(1);
    return;
  end
  n = numel (p);
  if (n == 1)
    q = 0;
  elseif (n == 0)
    q = [];
  else
    p = p(:).';
    q = p(1:n-1) .* (n-1:-1:1);
  end
end
