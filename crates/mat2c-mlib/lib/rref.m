## -*- texinfo -*-
## @deftypefn {} {[@var{R}, @var{k}] =} rref (@var{A}, @var{tol})
## The reduced row echelon form of @var{A} by Gauss-Jordan elimination with partial
## pivoting, column by column; a column whose largest remaining magnitude is at most
## @var{tol} (default eps * max (size) * norm (A, inf), in A's precision) is cleared below
## the current row. @var{k} lists the pivot columns.
## @end deftypefn
function [R, k] = rref (R, tol)
  if (nargin < 1)
    print_usage ();
  end
  if (ndims (R) > 2)
    error ("rref: A must be a 2-dimensional matrix");
  end
  [m, n] = size (R);
  if (nargin < 2)
    if (isa (R, "single"))
      tol = eps ("single") * max (m, n) * norm (R, inf ("single"));
    else
      tol = eps * max (m, n) * norm (R, inf);
    end
  end
  pivots = zeros (1, n);
  row = 1;
  for col = 1:n
    [big, at] = max (abs (R(row:m, col)));
    at = at + row - 1;
    if (big <= tol)
      R(row:m, col) = zeros (m - row + 1, 1);
      continue;
    end
    pivots(1, col) = 1;
    R([at, row], col:n) = R([row, at], col:n);
    R(row, col:n) = R(row, col:n) / R(row, col);
    rest = [1:row-1, row+1:m];
    R(rest, col:n) = R(rest, col:n) - R(rest, col) * R(row, col:n);
    if (row == m)
      break;
    end
    row = row + 1;
  end
  k = find (pivots);
end
