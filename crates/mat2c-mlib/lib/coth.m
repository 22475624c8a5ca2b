## -*- texinfo -*-
## @deftypefn {} {} coth (@var{x})
## Hyperbolic cotangent.
## @end deftypefn
function y = coth (x)
  if (nargin != 1)
    print_usage ();
  end
  y = 1 ./ tanh (x);
end
