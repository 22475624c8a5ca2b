## -*- texinfo -*-
## @deftypefn {} {} __mat2c_untabify__ (@var{t}, @var{tw})
## untabify of one char matrix: each row's tabs become blanks up to the next multiple of
## @var{tw}, the rows padded to the longest (char).
## @end deftypefn
function s = __mat2c_untabify__ (t, tw)
  if (ndims (t) != 2)
    error ("untabify: character strings to untabify must have 2 dimensions");
  end
  if (isempty (t))
    s = t;
    return;
  end
  nr = rows (t);
  sc = cell (nr, 1);
  width = 0;
  for j = 1:nr
    row = t(j, :);
    ## n(i): the column where character i lands
    n = 1:numel (row);
    m = find (row == "\t");
    row(m) = " ";
    for i = 1:numel (m)
      k = tw * ceil (n(m(i)) / tw);
      n(m(i):end) = n(m(i):end) + (k - n(m(i)));
    end
    line = blanks (n(end));
    line(n) = row;
    sc{j} = line;
    width = max (width, numel (line));
  end
  ## the rows padded with blanks to the longest (Octave's char of the cell)
  s = repmat (" ", nr, width);
  for j = 1:nr
    s(j, 1:numel (sc{j})) = sc{j};
  end
end
