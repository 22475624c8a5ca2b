## -*- texinfo -*-
## @deftypefn {} {[@var{q}, @var{err}] =} __mat2c_quadgk__ (@var{caller}, @var{f}, @var{a}, @var{b}, @var{abstol}, @var{reltol}, @var{waypoints}, @var{maxint}, @var{arrayvalued})
## Adaptive Gauss-Kronrod (7, 15) quadrature behind quadgk and integral, after L. F. Shampine,
## "Vectorized adaptive quadrature in MATLAB" (2008): the interval is mapped so that the
## integrand vanishes at endpoint singularities and infinite ends become finite, then the
## subintervals whose error is too large for their share of the tolerance are halved.
## @end deftypefn
function [q, err] = __mat2c_quadgk__ (caller, f, a, b, abstol, reltol, waypoints, maxint, arrayvalued)
  issingle = isa (a, "single") || isa (b, "single") || isa (waypoints, "single");
  a = double (a);
  b = double (b);
  waypoints = double (waypoints(:).');
  if (a == b && isempty (waypoints))
    q = 0 * f (a);
    err = 0 * q;
    if (issingle)
      q = single (q);
      err = single (err);
    end
    return;
  end
  ## Orient infinite ranges upwards.
  sgn = 1;
  if (isreal (a) && isreal (b) && (isinf (a) || isinf (b)) && a > b)
    [a, b] = deal (b, a);
    sgn = -1;
  end
  pts = [a, waypoints, b];
  nseg = numel (pts) - 1;
  if (isinf (a) && isinf (b))
    kind = 3;
    lo0 = -1;
    hi0 = 1;
  elseif (isinf (b))
    kind = 1;
    lo0 = 0;
    hi0 = 1;
  elseif (isinf (a))
    kind = 2;
    lo0 = 0;
    hi0 = 1;
  else
    kind = 0;
    lo0 = -1;
    hi0 = 1;
  end
  if (kind != 0 && nseg > 1)
    error ("%s: mat2c: waypoints with an infinite interval are not supported", caller);
  end
  ## Ten subintervals to start with, shared among the segments between waypoints.
  per = max (1, ceil (10 / nseg));
  edges = linspace (lo0, hi0, per + 1);
  seg = kron (1:nseg, ones (1, per));
  tlo = repmat (edges(1:end-1), 1, nseg);
  thi = repmat (edges(2:end), 1, nseg);
  width = (hi0 - lo0);

  ## Kronrod nodes (with the Gauss nodes at even places) and weights on [-1, 1].
  xk = [0.991455371120812639206854697526329, 0.949107912342758524526189684047851, ...
        0.864864423359769072789712788640926, 0.741531185599394439863864773280788, ...
        0.586087235467691130294144845693013, 0.405845151377397166906606412076961, ...
        0.207784955007898467600689403773245];
  wk = [0.022935322010529224963732008058970, 0.063092092629978553290700663189204, ...
        0.104790010322250183839876322541518, 0.140653259715525918745189590510238, ...
        0.169004726639267902826583426598550, 0.190350578064785409913256402421014, ...
        0.204432940075298892414161999234649];
  wk0 = 0.209482141084727828012999174891714;
  wg = [0.129484966168869693270611432679082, 0.279705391489276667901467771423780, ...
        0.381830050505118944950369775488975];
  wg0 = 0.417959183673469387755102040816327;
  nodes = [-xk, 0, fliplr(xk)];
  wkron = [wk, wk0, fliplr(wk)];
  wgauss = [0, wg(1), 0, wg(2), 0, wg(3), 0, wg0, 0, wg(3), 0, wg(2), 0, wg(1), 0];

  qdone = 0;
  edone = 0;
  warned = false;
  while (true)
    nint = numel (tlo);
    mid = (tlo + thi) / 2;
    half = (thi - tlo) / 2;
    t = reshape (mid(:) + half(:) * nodes, 1, []);
    s = reshape (repmat (seg(:), 1, 15), 1, []);
    [x, dx] = transform (kind, pts, s, t);
    fx = evaluate (f, x, arrayvalued);
    if (! warned && ! all (isfinite (fx(:))))
      warning ("%s: non-finite integrand encountered", caller);
      warned = true;
    end
    if (isempty (reltol))
      reltol = 1e-6;
      if (isreal (fx))
        reltol = 1e-10;
      end
    end
    m = rows (fx);
    v = fx .* dx;
    v = reshape (v, m * nint, 15);
    qk = reshape (v * wkron.', m, nint) .* half;
    qg = reshape (v * wgauss.', m, nint) .* half;
    ek = max (abs (qk - qg), [], 1);
    q = qdone + sum (qk, 2);
    err = edone + sum (ek);
    tol = max (abstol, reltol * max (abs (q)));
    if (err <= tol)
      break;
    end
    ## A subinterval is done when its error fits its share of the tolerance.
    ok = ek <= tol * (2 * half) / (width * nseg);
    qdone = qdone + sum (qk(:, ok), 2);
    edone = edone + sum (ek(ok));
    tlo = tlo(! ok);
    thi = thi(! ok);
    seg = seg(! ok);
    mid = mid(! ok);
    if (isempty (tlo))
      break;
    end
    if (2 * numel (tlo) > maxint)
      warning ("%s: maximum interval count (%d) exceeded", caller, maxint);
      break;
    end
    tlo2 = [tlo; mid];
    thi2 = [mid; thi];
    tlo = tlo2(:).';
    thi = thi2(:).';
    seg = [seg; seg];
    seg = seg(:).';
  end
  if (err > max (abstol, reltol * max (abs (q))))
    warning ("%s: Error tolerance not met.  Estimated error %g", caller, err);
  end
  q = sgn * q;
  if (arrayvalued)
    q = reshape (q, size (f (pts(1))));
  else
    q = q.';
  end
  if (issingle)
    q = single (q);
    err = single (err);
  end
end

## x(t) and dx/dt for the segment S of the path through PTS.
function [x, dx] = transform (kind, pts, s, t)
  switch (kind)
    case 0
      ## Cubic map of [-1, 1] onto the segment: dx/dt vanishes at both ends.
      a = pts(s);
      b = pts(s + 1);
      x = (b - a) / 4 .* t .* (3 - t .^ 2) + (b + a) / 2;
      dx = 3 * (b - a) / 4 .* (1 - t .^ 2);
    case 1
      u = t ./ (1 - t);
      x = pts(1) + u .^ 2;
      dx = 2 * t ./ (1 - t) .^ 3;
    case 2
      u = t ./ (1 - t);
      x = pts(end) - u .^ 2;
      dx = 2 * t ./ (1 - t) .^ 3;
    otherwise
      x = t ./ (1 - t .^ 2);
      dx = (1 + t .^ 2) ./ (1 - t .^ 2) .^ 2;
  end
end

## F at every point of the row X: one row, or one column per point of an array-valued F.
function fx = evaluate (f, x, arrayvalued)
  if (arrayvalued)
    v = f (x(1));
    fx = zeros (numel (v), numel (x)) + 0 * v(1);
    fx(:, 1) = v(:);
    for j = 2:numel (x)
      v = f (x(j));
      fx(:, j) = v(:);
    end
  else
    fx = f (x);
    fx = reshape (fx, 1, []);
  end
end
