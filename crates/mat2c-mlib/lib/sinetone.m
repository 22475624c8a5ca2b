## -*- texinfo -*-
## @deftypefn {} {} sinetone (@var{freq}, @var{rate}, @var{sec}, @var{ampl})
## Sine tones of frequencies @var{freq} (one column each) sampled at @var{rate} Hz
## (default 8000) for @var{sec} seconds (default 1), of amplitudes @var{ampl} (default 64).
## @end deftypefn
function y = sinetone (freq, rate, sec, ampl)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    rate = 8000;
  end
  if (nargin < 3)
    sec = 1;
  end
  if (nargin < 4)
    ampl = 64;
  end
  [err, freq, ampl] = common_size (freq, ampl);
  if (err || ! isvector (freq))
    error ("sinetone: FREQ and AMPL must be vectors of common size");
  end
  if (! (isscalar (rate) && isscalar (sec)))
    error ("sinetone: RATE and SEC must be scalars");
  end
  ns = round (rate * sec);
  y = zeros (ns, numel (freq));
  for k = 1:numel (freq)
    y(:, k) = ampl(k) * sin (2 * pi * (1:ns) / rate * freq(k))';
  end
end
