## -*- texinfo -*-
## @deftypefn  {} {@var{zi} =} interp2 (@var{x}, @var{y}, @var{z}, @var{xi}, @var{yi})
## @deftypefnx {} {@var{zi} =} interp2 (@var{z}, @var{xi}, @var{yi})
## @deftypefnx {} {@var{zi} =} interp2 (@var{z}, @var{n})
## @deftypefnx {} {@var{zi} =} interp2 (@var{z})
## @deftypefnx {} {@var{zi} =} interp2 (@dots{}, @var{method})
## @deftypefnx {} {@var{zi} =} interp2 (@dots{}, @var{method}, @var{extrap})
## Two-dimensional interpolation of the grid @var{z} (columns at @var{x}, rows at @var{y},
## by default 1:columns and 1:rows) at the points @var{xi}, @var{yi} (a row and a column
## make a grid), or on the grid refined @var{n} times. Points outside the grid give
## @var{extrap} (NA by default).
## @end deftypefn
function ZI = interp2 (varargin)
  narginchk (1, 7);
  nargs = nargin;
  method = "linear";
  extrap = [];
  if (nargs > 1 && ischar (varargin{end-1}))
    if (! isnumeric (varargin{end}) || ! isscalar (varargin{end}))
      error ("interp2: EXTRAP must be a numeric scalar");
    end
    extrap = varargin{end};
    method = varargin{end-1};
    nargs = nargs - 2;
  elseif (ischar (varargin{end}))
    method = varargin{end};
    nargs = nargs - 1;
  end
  if (method(1) == "*")
    warning ("interp2: ignoring unsupported '*' flag to METHOD");
    method = method(2:end);
  end
  method = lower (method);
  ## validatestring: the one name the text begins
  names = {"nearest", "linear", "pchip", "cubic", "spline"};
  found = "";
  for k = 1:numel (names)
    if (numel (method) <= numel (names{k}) && strncmp (names{k}, method, numel (method)))
      found = names{k};
      break;
    end
  end
  if (isempty (found))
    error ("validatestring: '%s' does not match any of\n'nearest', 'linear', 'pchip', 'cubic', 'spline'", method);
  end
  method = found;
  X = [];
  Y = [];
  n = [];
  XI = [];
  YI = [];
  if (nargs == 1)
    Z = varargin{1};
    n = 1;
  elseif (nargs == 2)
    Z = varargin{1};
    n = varargin{2};
  elseif (nargs == 3)
    Z = varargin{1};
    XI = varargin{2};
    YI = varargin{3};
  elseif (nargs == 5)
    X = varargin{1};
    Y = varargin{2};
    Z = varargin{3};
    XI = varargin{4};
    YI = varargin{5};
  else
    print_usage ();
  end
  if (! isnumeric (Z) || isscalar (Z) || ndims (Z) != 2)
    error ("interp2: Z must be a 2-D matrix");
  end
  if (! isempty (n) && ! (isscalar (n) && n >= 0 && n == fix (n)))
    error ("interp2: N must be an integer >= 0");
  end
  zr = rows (Z);
  zc = columns (Z);
  if (isempty (X))
    X = 1:zc;
    Y = 1:zr;
  end
  if (! isnumeric (X) || ! isnumeric (Y))
    error ("interp2: X, Y must be numeric matrices");
  end
  if (! isempty (n))
    ## the grid refined n times: 2^n - 1 points inside each interval
    p = 2^n;
    XI = (p:p*zc) / p;
    YI = (p:p*zr)' / p;
  end
  if (! isnumeric (XI) || ! isnumeric (YI))
    error ("interp2: XI, YI must be numeric");
  end
  if (isvector (X) && isvector (Y))
    X = X(:);
    Y = Y(:);
  elseif (size_equal (X, Y))
    X = X(1,:).';
    Y = Y(:,1);
  else
    error ("interp2: X and Y must be matrices of equal size");
  end
  if (columns (Z) != numel (X) || rows (Z) != numel (Y))
    error ("interp2: X and Y size must match the dimensions of Z");
  end
  ## decreasing coordinates are reversed with Z
  dx = diff (X);
  if (all (dx < 0))
    X = flipud (X);
    Z = fliplr (Z);
  elseif (any (dx <= 0))
    error ("interp2: X must be strictly monotonic");
  end
  dy = diff (Y);
  if (all (dy < 0))
    Y = flipud (Y);
    Z = flipud (Z);
  elseif (any (dy <= 0))
    error ("interp2: Y must be strictly monotonic");
  end
  if (strcmp (method, "spline"))
    ZI = spline_grid (X, Y, Z, XI, YI, extrap);
    return;
  end
  if ((isrow (XI) && iscolumn (YI)) || (iscolumn (XI) && isrow (YI)))
    [XI, YI] = meshgrid (XI, YI);
  elseif (! size_equal (XI, YI))
    error ("interp2: XI and YI must be matrices of equal size");
  end
  ## the cell of each point (the end cells extended)
  xidx = lookup (X, XI, "lr");
  yidx = lookup (Y, YI, "lr");
  sz = size (XI);
  if (strcmp (method, "linear"))
    a = Z(1:(zr - 1), 1:(zc - 1));
    b = Z(1:(zr - 1), 2:zc) - a;
    c = Z(2:zr, 1:(zc - 1)) - a;
    d = Z(2:zr, 2:zc) - a - b - c;
    hx = diff (X);
    hy = diff (Y);
    Xsc = (XI - reshape (X(xidx(:)), sz)) ./ reshape (hx(xidx(:)), sz);
    Ysc = (YI - reshape (Y(yidx(:)), sz)) ./ reshape (hy(yidx(:)), sz);
    idx = sub2ind (size (a), yidx(:), xidx(:));
    ZI = reshape (a(idx), sz) + reshape (b(idx), sz) .* Xsc ...
         + reshape (c(idx), sz) .* Ysc + reshape (d(idx), sz) .* Xsc .* Ysc;
  elseif (strcmp (method, "pchip") || strcmp (method, "cubic"))
    if (numel (X) < 2 || numel (Y) < 2)
      error ("interp2: %s requires at least 2 points in each dimension", method);
    end
    if (iscomplex (Z))
      if (! all (isfinite (imag (Z(:)))))
        ## Octave's 1i * slopes of the imaginary part would spoil the real slopes (0 * NaN)
        error ("mat2c: interp2 of complex values with a NaN or Inf imaginary part and method '%s' is not supported", method);
      end
      ## each step works on the real and imaginary parts alike
      re = hermite (X, Y, real (Z), XI, YI, xidx, yidx, sz);
      im = hermite (X, Y, imag (Z), XI, YI, xidx, yidx, sz);
      if (any (im(:) != 0))
        ZI = complex (re, im);
      else
        ZI = re;
      end
    else
      ZI = hermite (X, Y, Z, XI, YI, xidx, yidx, sz);
    end
  else
    ## the nearer end of the cell, the upper one on a tie
    ii = XI - reshape (X(xidx(:)), sz) >= reshape (X(xidx(:) + 1), sz) - XI;
    jj = YI - reshape (Y(yidx(:)), sz) >= reshape (Y(yidx(:) + 1), sz) - YI;
    idx = sub2ind (size (Z), yidx(:) + jj(:), xidx(:) + ii(:));
    ZI = reshape (Z(idx), sz);
  end
  if (isempty (extrap))
    if (iscomplex (Z))
      extrap = complex (NA, NA);
    else
      extrap = NA;
    end
  end
  out = XI < X(1) | XI > X(end) | YI < Y(1) | YI > Y(end);
  ZI(out) = extrap;
end

## The bicubic Hermite surface through Z with pchip's slopes along x, y and their mean
## cross slope, at the points XI, YI in the cells xidx, yidx.
function ZI = hermite (X, Y, Z, XI, YI, xidx, yidx, sz)
  DX = __pchip_deriv__ (X, Z, 2);
  DY = __pchip_deriv__ (Y, Z, 1);
  DXY = (__pchip_deriv__ (X, DY, 2) + __pchip_deriv__ (Y, DX, 1)) / 2;
  hx = diff (X);
  hx = reshape (hx(xidx(:)), sz);
  hy = diff (Y);
  hy = reshape (hy(yidx(:)), sz);
  tx = (XI - reshape (X(xidx(:)), sz)) ./ hx;
  ty = (YI - reshape (Y(yidx(:)), sz)) ./ hy;
  ## the Hermite basis: values (v) and slopes (s) at the low (0) and high (1) ends
  t1 = tx.^2;
  t2 = tx .* t1 - t1;
  xs1 = hx .* t2;
  t1 = t2 - t1;
  xs0 = hx .* (t1 + tx);
  t2 = t2 + t1;
  xv1 = -t2;
  xv0 = t2 + 1;
  t1 = ty.^2;
  t2 = ty .* t1 - t1;
  ys1 = hy .* t2;
  t1 = t2 - t1;
  ys0 = hy .* (t1 + ty);
  t2 = t2 + t1;
  yv1 = -t2;
  yv0 = t2 + 1;
  ZI = zeros (sz);
  for i = 1:2
    if (i == 1)
      xv = xv0;
      xs = xs0;
    else
      xv = xv1;
      xs = xs1;
    end
    for j = 1:2
      if (j == 1)
        yv = yv0;
        ys = ys0;
      else
        yv = yv1;
        ys = ys1;
      end
      zidx = sub2ind (size (Z), yidx(:) + (j-1), xidx(:) + (i-1));
      ZI = ZI + xv .* yv .* reshape (Z(zidx), sz);
      ZI = ZI + xs .* yv .* reshape (DX(zidx), sz);
      ZI = ZI + xv .* ys .* reshape (DY(zidx), sz);
      ZI = ZI + xs .* ys .* reshape (DXY(zidx), sz);
    end
  end
end

## Spline along x then along y on the grid XI(1,:) by YI(:,1); no NA outside (as Octave),
## EXTRAP there when given.
function ZI = spline_grid (X, Y, Z, XI, YI, extrap)
  if (isvector (XI) && isvector (YI) && ! size_equal (XI, YI))
    XI = XI(:).';
    YI = YI(:);
  elseif (! size_equal (XI, YI))
    error ("interp2: XI and YI must be matrices of equal size");
  end
  dxi = diff (XI, 1, 1);
  dyi = diff (YI', 1, 1);
  if (any (dxi(:) != 0) || any (dyi(:) != 0))
    error ("interp2: XI, YI must have uniform spacing ('meshgrid' format)");
  end
  xi = XI(1,:);
  yi = YI(:,1);
  ZI = spline (X, Z, xi(:)).';
  ZI = spline (Y, ZI, yi).';
  if (! isempty (extrap))
    [gy, gx] = ndgrid (yi, xi);
    ZI(gx < min (X) | gx > max (X) | gy < min (Y) | gy > max (Y)) = extrap;
  end
end
