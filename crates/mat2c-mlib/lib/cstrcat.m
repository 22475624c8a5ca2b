## -*- texinfo -*-
## @deftypefn {} {} cstrcat (@var{s1}, @var{s2}, @dots{})
## The char arrays side by side, trailing whitespace kept (unlike strcat).
## @end deftypefn
function st = cstrcat (varargin)
  if (nargin == 0)
    st = "";
  elseif (iscellstr (varargin))
    st = [varargin{:}];
  else
    error ("cstrcat: arguments must be character strings");
  end
end
