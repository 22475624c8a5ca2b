## -*- texinfo -*-
## @deftypefn {} {} __mat2c_starts_ends__ (@var{str}, @var{pattern}, @var{fold}, @var{at_start})
## startsWith/endsWith of cells of strings: whether each string of @var{str} begins (ends)
## with any pattern, case folded when @var{fold}; an empty pattern is strncmp's error.
## @end deftypefn
function retval = __mat2c_starts_ends__ (str, pattern, fold, at_start)
  retval = false (size (str));
  for j = 1:numel (pattern)
    p = pattern{j};
    n = numel (p);
    if (n == 0)
      if (fold)
        error ("strncmpi: N must be greater than 0");
      else
        error ("strncmp: N must be greater than 0");
      end
    end
    if (fold)
      p = lower (p);
    end
    for k = 1:numel (str)
      s = str{k};
      m = numel (s);
      if (m >= n)
        if (at_start)
          part = s(1:n);
        else
          part = s(m-n+1:m);
        end
        if (fold)
          part = lower (part);
        end
        retval(k) = retval(k) || all (part == p);
      end
    end
  end
end
