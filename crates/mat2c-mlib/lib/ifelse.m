## -*- texinfo -*-
## @deftypefn  {} {} merge (@var{mask}, @var{tval}, @var{fval})
## @deftypefnx {} {} ifelse (@var{mask}, @var{tval}, @var{fval})
## Octave's other name of @code{merge}.
## @end deftypefn
function r = ifelse (mask, tval, fval)
  if (nargin != 3)
    print_usage ();
  end
  r = merge (mask, tval, fval);
end
