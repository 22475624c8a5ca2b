## -*- texinfo -*-
## @deftypefn {} {} rindex (@var{s}, @var{t})
## The position of the last occurrence of @var{t} in @var{s}, 0 when there is none:
## index (@var{s}, @var{t}, "last").
## @end deftypefn
function n = rindex (s, t)
  if (nargin != 2)
    print_usage ();
  end
  n = index (s, t, "last");
end
