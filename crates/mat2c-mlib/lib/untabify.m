## -*- texinfo -*-
## @deftypefn  {} {} untabify (@var{t})
## @deftypefnx {} {} untabify (@var{t}, @var{tw})
## @deftypefnx {} {} untabify (@var{t}, @var{tw}, @var{deblank})
## The tabs of @var{t} (a char matrix or a cell of them) replaced by blanks up to the next
## multiple of @var{tw} (8); trailing blanks removed when @var{deblank} is true.
## @end deftypefn
function s = untabify (t, tw, deblank_arg)
  if (nargin < 2)
    tw = 8;
  end
  if (nargin < 3)
    deblank_arg = false;
  end
  if (nargin < 1)
    print_usage ();
  elseif (! (ischar (t) || iscellstr (t)))
    error ("untabify: T must be a string or cellstring");
  end
  if (ischar (t))
    s = __mat2c_untabify__ (t, tw);
  else
    s = t;
    for k = 1:numel (t)
      s{k} = __mat2c_untabify__ (t{k}, tw);
    end
  end
  if (deblank_arg)
    s = deblank (s);
  end
end
