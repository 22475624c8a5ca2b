% adpt: adaptive Simpson quadrature with an explicit interval stack.
% Integrates adpt_f(x, w) over [0, 3] for n different frequencies w.
n = 2;  % mat2c-bench-size small=2 medium=40 large=1920
tol = 1e-9;
maxstk = 100;
sa = zeros(1, maxstk);
sb = zeros(1, maxstk);
sfa = zeros(1, maxstk);
sfm = zeros(1, maxstk);
sfb = zeros(1, maxstk);
swh = zeros(1, maxstk);
stol = zeros(1, maxstk);
total = 0;
wsum = 0;
nevals = 0;
maxdepth = 0;
for k = 1:n
  w = 4 + mod(3*k, 13);
  a = 0;
  b = 3;
  fa = adpt_f(a, w);
  fb = adpt_f(b, w);
  m = (a + b)/2;
  fm = adpt_f(m, w);
  nevals = nevals + 3;
  top = 1;
  sa(1) = a;
  sb(1) = b;
  sfa(1) = fa;
  sfm(1) = fm;
  sfb(1) = fb;
  swh(1) = (b - a)/6*(fa + 4*fm + fb);
  stol(1) = tol;
  q = 0;
  while top > 0
    if top > maxdepth
      maxdepth = top;
    end
    a = sa(top);
    b = sb(top);
    fa = sfa(top);
    fm = sfm(top);
    fb = sfb(top);
    whole = swh(top);
    t = stol(top);
    top = top - 1;
    m = (a + b)/2;
    lm = (a + m)/2;
    rm = (m + b)/2;
    flm = adpt_f(lm, w);
    frm = adpt_f(rm, w);
    nevals = nevals + 2;
    left = (m - a)/6*(fa + 4*flm + fm);
    right = (b - m)/6*(fm + 4*frm + fb);
    d = left + right - whole;
    if abs(d) <= 15*t || (b - a) < 1e-7
      q = q + left + right + d/15;
    else
      % push right half first so the left half is processed next
      top = top + 1;
      sa(top) = m;
      sb(top) = b;
      sfa(top) = fm;
      sfm(top) = frm;
      sfb(top) = fb;
      swh(top) = right;
      stol(top) = t/2;
      top = top + 1;
      sa(top) = a;
      sb(top) = m;
      sfa(top) = fa;
      sfm(top) = flm;
      sfb(top) = fm;
      swh(top) = left;
      stol(top) = t/2;
    end
  end
  total = total + q;
  wsum = wsum + w*q;
end
fprintf('adpt: integral sum %.8e\n', total);
fprintf('adpt: weighted sum %.8e\n', wsum);
fprintf('adpt: evaluations %d\n', nevals);
fprintf('adpt: max stack depth %d\n', maxdepth);
