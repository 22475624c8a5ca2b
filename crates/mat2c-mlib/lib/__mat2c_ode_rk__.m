## -*- texinfo -*-
## @deftypefn {} {[@var{t}, @var{y}, @var{te}, @var{ye}, @var{ie}] =} __mat2c_ode_rk__ (@var{solver}, @var{fcn}, @var{trange}, @var{init}, @var{args})
## The explicit Runge-Kutta integrator behind ode45 (Dormand-Prince 5(4)) and ode23
## (Bogacki-Shampine 3(2)): SOLVER names the pair, ARGS are the solver's arguments after
## INIT (an options structure first, then values passed on to FCN).
## @end deftypefn
function [t, y, te, ye, ie] = __mat2c_ode_rk__ (solver, fcn, trange, init, args)
  if (ischar (fcn))
    ## A name would need str2func of a run-time string, which mat2c cannot resolve.
    error ("%s: mat2c: FCN must be a function handle", solver);
  end
  if (numel (args) > 0 && isstruct (args{1}))
    opts = args{1};
    args = args(2:end);
  else
    opts = odeset ();
  end
  if (strcmp (solver, "ode45"))
    ## Dormand-Prince: the 5th order result propagates, the 4th order one estimates the error.
    order = 5;
    c = [0, 1/5, 3/10, 4/5, 8/9, 1, 1];
    A = [0, 0, 0, 0, 0, 0, 0;
         1/5, 0, 0, 0, 0, 0, 0;
         3/40, 9/40, 0, 0, 0, 0, 0;
         44/45, -56/15, 32/9, 0, 0, 0, 0;
         19372/6561, -25360/2187, 64448/6561, -212/729, 0, 0, 0;
         9017/3168, -355/33, 46732/5247, 49/176, -5103/18656, 0, 0;
         35/384, 0, 500/1113, 125/192, -2187/6784, 11/84, 0];
    b = [35/384, 0, 500/1113, 125/192, -2187/6784, 11/84, 0];
    be = [5179/57600, 0, 7571/16695, 393/640, -92097/339200, 187/2100, 1/40];
  else
    ## Bogacki-Shampine: 3rd order result, 2nd order error estimate.
    order = 3;
    c = [0, 1/2, 3/4, 1];
    A = [0, 0, 0, 0;
         1/2, 0, 0, 0;
         0, 3/4, 0, 0;
         2/9, 1/3, 4/9, 0];
    b = [2/9, 1/3, 4/9, 0];
    be = [7/24, 1/4, 1/3, 1/8];
  end
  stages = numel (c);

  trange = trange(:);
  t0 = trange(1);
  tf = trange(end);
  direction = sign (tf - t0);
  y0 = init(:);
  n = numel (y0);

  abstol = option (opts, "AbsTol", 1e-6);
  reltol = option (opts, "RelTol", 1e-3);
  normcontrol = strcmp (option (opts, "NormControl", "off"), "on");
  maxstep = option (opts, "MaxStep", 0.1 * abs (tf - t0));
  nonneg = option (opts, "NonNegative", []);
  events = option (opts, "Events", []);
  has_events = ! isempty (events);
  mass = option (opts, "Mass", []);
  outfcn = option (opts, "OutputFcn", []);
  has_out = ! isempty (outfcn);

  k = zeros (n, stages) + 0 * y0(1);
  k(:, 1) = rhs (fcn, mass, t0, y0, args);
  h = option (opts, "InitialStep", []);
  if (isempty (h))
    h = first_step (order, fcn, mass, t0, y0, k(:, 1), abstol, reltol, normcontrol, args);
  end

  ## Output: every accepted step, or the times of TRANGE when it has more than two.
  fixed = numel (trange) > 2;
  if (fixed)
    tout = trange;
    yout = zeros (numel (trange), n) + 0 * y0(1);
    yout(1, :) = y0.';
    next = 2;
  else
    tout = t0;
    yout = y0.';
  end
  te = [];
  ye = [];
  ie = [];
  if (has_events)
    ev_old = call_events (events, t0, y0, args);
  end
  if (has_out)
    call3 (outfcn, [t0; tf], y0, "init", args);
  end

  facmin = 0.8;
  facmax = 1.5;
  fac = 0.38 ^ (1 / (order + 1));
  tcur = t0;
  ycur = y0;
  stopped = false;
  while (direction * (tcur - tf) < 0 && ! stopped)
    h = min (abs (h), maxstep);
    if (direction * (tcur + direction * h - tf) > 0)
      h = abs (tf - tcur);
    end
    dt = direction * h;
    for s = 2:stages
      k(:, s) = rhs (fcn, mass, tcur + c(s) * dt, ycur + dt * (k(:, 1:s-1) * A(s, 1:s-1).'), args);
    end
    ynew = ycur + dt * (k * b.');
    if (order == 3)
      k(:, stages) = rhs (fcn, mass, tcur + dt, ynew, args);
    end
    yest = ycur + dt * (k * be.');
    err = scaled_norm (ynew, ycur, abstol, reltol, normcontrol, yest);
    if (err <= 1)
      tnew = tcur + dt;
      if (! isempty (nonneg))
        ynew(nonneg) = max (ynew(nonneg), 0);
      end
      knew = k(:, stages);
      if (order == 5)
        ## The last stage is f at the new point (first same as last).
        knew = k(:, 7);
      end
      tend = tnew;
      yend = ynew;
      if (has_events)
        [ev_new, term, edir] = call_events (events, tnew, ynew, args);
        up = ev_old(:) < 0 & ev_new(:) >= 0 & edir(:) >= 0;
        down = ev_old(:) > 0 & ev_new(:) <= 0 & edir(:) <= 0;
        hit = find (up | down);
        for j = 1:numel (hit)
          i = hit(j);
          ## Linear interpolation of the event function locates the crossing.
          tev = tcur + (tnew - tcur) * ev_old(i) / (ev_old(i) - ev_new(i));
          yev = hermite (tcur, ycur, k(:, 1), tnew, ynew, knew, tev);
          te(end+1, 1) = tev;
          ye(end+1, :) = yev.';
          ie(end+1, 1) = i;
          if (term(i))
            stopped = true;
            tend = tev;
            yend = yev;
          end
        end
        ev_old = ev_new;
      end
      if (fixed)
        while (next <= numel (tout) && direction * (tout(next) - tend) <= 0)
          yout(next, :) = hermite (tcur, ycur, k(:, 1), tnew, ynew, knew, tout(next)).';
          next = next + 1;
        end
      else
        tout(end+1, 1) = tend;
        yout(end+1, :) = yend.';
      end
      if (has_out)
        if (call3 (outfcn, tend, yend, "", args))
          stopped = true;
        end
      end
      tcur = tnew;
      ycur = ynew;
      k(:, 1) = knew;
    end
    ## Step size control (Hairer, Norsett and Wanner, II.4), growth at most 1.5.
    h = h * min (facmax, max (facmin, fac * (1 / err) ^ (1 / (order + 1))));
  end
  if (stopped && has_events)
    warning ("integrate_adaptive:unexpected_termination",
             ["Solver was stopped by a call of 'break' in the main iteration loop at time t = %f before the endpoint at tend = %f was reached.  This may happen because the @odeplot function returned 'true' or the @event function returned 'true'."],
             tend, tf);
  end
  if (fixed)
    tout = tout(1:next-1);
    yout = yout(1:next-1, :);
  end
  if (has_out)
    call3 (outfcn, [], [], "done", args);
  end
  t = tout;
  y = yout;
end

function v = option (opts, name, default)
  v = default;
  if (isfield (opts, name) && ! isempty (opts.(name)))
    v = opts.(name);
  end
end

## f(t, y) solved for y' when the problem has a mass matrix M(t, y).  A constant mass
## matrix has no effect: Octave 7's ode45 and ode23 leave it out too.
function yp = rhs (fcn, mass, t, y, args)
  yp = call2 (fcn, t, y, args);
  yp = yp(:);
  if (is_function_handle (mass))
    yp = call2 (mass, t, y, args) \ yp;
  end
end

## The error of X against Y relative to the tolerances, scaled by the larger of X and XOLD.
function e = scaled_norm (x, xold, abstol, reltol, normcontrol, y)
  if (normcontrol)
    sc = max (abstol(:), reltol * max (norm (x), norm (xold)));
    e = norm (x - y) / sc;
  else
    sc = max (abstol(:), reltol .* max (abs (x), abs (xold)));
    e = max (abs (x - y) ./ sc);
  end
end

## Initial step (Hairer, Norsett and Wanner, Solving ODEs I, II.4), each quantity measured
## relative to its own size.
function h = first_step (order, fcn, mass, t0, y0, f0, abstol, reltol, normcontrol, args)
  d0 = scaled_norm (y0, y0, abstol, reltol, normcontrol, zeros (size (y0)));
  d1 = scaled_norm (f0, f0, abstol, reltol, normcontrol, zeros (size (f0)));
  if (d0 < 1e-5 || d1 < 1e-5)
    h0 = 1e-6;
  else
    h0 = 0.01 * (d0 / d1);
  end
  f1 = rhs (fcn, mass, t0 + h0, y0 + h0 * f0, args);
  df = f1 - f0;
  d2 = scaled_norm (df, df, abstol, reltol, normcontrol, zeros (size (df))) / h0;
  if (max (d1, d2) <= 1e-15)
    h1 = max (1e-6, h0 * 1e-3);
  else
    h1 = (1e-2 / max (d1, d2)) ^ (1 / (order + 1));
  end
  h = min (100 * h0, h1);
end

## Cubic Hermite interpolation between (T0, Y0, F0) and (T1, Y1, F1) at T.
function y = hermite (t0, y0, f0, t1, y1, f1, t)
  dt = t1 - t0;
  s = (t - t0) / dt;
  y = (2*s^3 - 3*s^2 + 1) * y0 + (s^3 - 2*s^2 + s) * dt * f0 ...
      + (-2*s^3 + 3*s^2) * y1 + (s^3 - s^2) * dt * f1;
end

## F(A, B, ARGS{:}) written out per count of ARGS: mat2c spreads a comma list into a call
## through a handle only as one value.
function r = call2 (f, a, b, args)
  switch (numel (args))
    case 0
      r = f (a, b);
    case 1
      r = f (a, b, args{1});
    case 2
      r = f (a, b, args{1}, args{2});
    case 3
      r = f (a, b, args{1}, args{2}, args{3});
    otherwise
      r = f (a, b, args{1}, args{2}, args{3}, args{4:end});
  end
end

function [v, term, edir] = call_events (f, a, b, args)
  switch (numel (args))
    case 0
      [v, term, edir] = f (a, b);
    case 1
      [v, term, edir] = f (a, b, args{1});
    case 2
      [v, term, edir] = f (a, b, args{1}, args{2});
    case 3
      [v, term, edir] = f (a, b, args{1}, args{2}, args{3});
    otherwise
      [v, term, edir] = f (a, b, args{1}, args{2}, args{3}, args{4:end});
  end
end

function r = call3 (f, a, b, c, args)
  switch (numel (args))
    case 0
      r = f (a, b, c);
    case 1
      r = f (a, b, c, args{1});
    case 2
      r = f (a, b, c, args{1}, args{2});
    case 3
      r = f (a, b, c, args{1}, args{2}, args{3});
    otherwise
      r = f (a, b, c, args{1}, args{2}, args{3}, args{4:end});
  end
end
