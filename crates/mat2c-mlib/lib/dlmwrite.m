## -*- texinfo -*-
## @deftypefn {} {} dlmwrite (@var{file}, @var{M})
## @deftypefnx {} {} dlmwrite (@var{file}, @var{M}, @var{delim}, @var{r}, @var{c})
## @deftypefnx {} {} dlmwrite (@var{file}, @var{M}, @var{key}, @var{val}, @dots{})
## Writes the rows of matrix @var{M} to @var{file}, the elements of a row separated by
## @var{delim} (a comma unless given), each number as @code{"%.16g"} formats it (or the
## @qcode{"precision"}: a digit count or a format). Options: @qcode{"-append"},
## @qcode{"delimiter"}, @qcode{"newline"} (@qcode{"pc"}, @qcode{"unix"}, @qcode{"mac"} or
## the text), @qcode{"roffset"} and @qcode{"coffset"} (empty rows and fields written first),
## @qcode{"precision"}.
## @end deftypefn
function dlmwrite (file, M, varargin)
  if (nargin < 2 || ! ischar (file))
    print_usage ();
  end
  delim = ",";
  prec = "%.16g";
  nl = "\n";
  mode = "w";
  roff = 0;
  coff = 0;
  k = 1;
  npos = 0;
  while (k <= numel (varargin))
    a = varargin{k};
    if (ischar (a) && any (strcmpi (a, {"-append", "append"})))
      mode = "a";
      k = k + 1;
    elseif (ischar (a) && strcmpi (a, "delimiter") && k < numel (varargin))
      delim = do_string_escapes (varargin{k + 1});
      k = k + 2;
    elseif (ischar (a) && strcmpi (a, "newline") && k < numel (varargin))
      v = varargin{k + 1};
      if (strcmpi (v, "pc"))
        nl = "\r\n";
      elseif (strcmpi (v, "unix"))
        nl = "\n";
      elseif (strcmpi (v, "mac"))
        nl = "\r";
      else
        nl = do_string_escapes (v);
      end
      k = k + 2;
    elseif (ischar (a) && strcmpi (a, "roffset") && k < numel (varargin))
      roff = varargin{k + 1};
      k = k + 2;
    elseif (ischar (a) && strcmpi (a, "coffset") && k < numel (varargin))
      coff = varargin{k + 1};
      k = k + 2;
    elseif (ischar (a) && strcmpi (a, "precision") && k < numel (varargin))
      p = varargin{k + 1};
      if (ischar (p))
        prec = p;
      else
        prec = sprintf ("%%.%dg", p);
      end
      k = k + 2;
    else
      % positional: the delimiter, then the row and column offsets
      npos = npos + 1;
      if (npos == 1 && ischar (a))
        delim = do_string_escapes (a);
      elseif (npos == 2 || (npos == 1 && ! ischar (a)))
        roff = a;
        npos = 2;
      elseif (npos == 3)
        coff = a;
      else
        error ("dlmwrite: unknown option '%s'", num2str (a));
      end
      k = k + 1;
    end
  end
  if (iscomplex (M))
    error ("mat2c: dlmwrite of complex values is not supported");
  end
  fid = fopen (file, mode);
  if (fid < 0)
    error ("dlmwrite: could not open '%s'", file);
  end
  ncols = columns (M) + coff;
  for r = 1:roff
    fprintf (fid, "%s%s", repmat (delim, 1, max (ncols - 1, 0)), nl);
  end
  if (ischar (M))
    fmt = "%c";
  else
    fmt = prec;
  end
  lead = repmat (delim, 1, coff);
  if (columns (M) == 0)
    % no columns: one (empty) line, whatever the row count
    fprintf (fid, "%s%s", lead, nl);
  elseif (rows (M) == 0)
    fclose (fid);
    error ("mat2c: dlmwrite of a matrix with no rows is not supported");
  end
  for r = 1:rows (M) * (columns (M) > 0)
    row = sprintf ([fmt delim], M(r, :));
    fprintf (fid, "%s%s%s", lead, row(1:end - numel (delim)), nl);
  end
  fclose (fid);
end
