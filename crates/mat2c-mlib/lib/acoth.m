## -*- texinfo -*-
## @deftypefn {} {} acoth (@var{x})
## Inverse hyperbolic cotangent: atanh (1 ./ x).
## @end deftypefn
function y = acoth (x)
  if (nargin != 1)
    print_usage ();
  end
  y = atanh (1 ./ x);
end
