% diff: Young's two-slit diffraction.  Each slit is sampled by m point
% sources; the field at each of n screen points is the sum of spherical
% wavelets exp(1i*k*r)/r and the intensity is abs(field)^2.
n = 40;  % mat2c-bench-size small=40 medium=3000 large=176000
m = 60;
lambda = 5.5e-7;
k = 2*pi/lambda;
sep = 1.2e-4;
wid = 2.5e-5;
L = 0.5;
ymax = 1.5e-2;
inten = zeros(1, n);
for p = 1:n
  y = -ymax + 2*ymax*(p - 1)/(n - 1);
  s = 0;
  for q = 1:m
    ya = -sep/2 - wid/2 + wid*(q - 0.5)/m;
    dy = y - ya;
    r = sqrt(L*L + dy*dy);
    s = s + exp(1i*k*r)/r;
    ya = ya + sep;
    dy = y - ya;
    r = sqrt(L*L + dy*dy);
    s = s + exp(1i*k*r)/r;
  end
  a = abs(s);
  inten(p) = a*a;
end
peaks = 0;
for p = 2:n-1
  if inten(p) > inten(p-1) && inten(p) >= inten(p+1)
    peaks = peaks + 1;
  end
end
tot = sum(inten);
fprintf('diff: total intensity %.8e\n', tot);
fprintf('diff: max intensity %.8e\n', max(inten));
fprintf('diff: min intensity %.8e\n', min(inten));
fprintf('diff: intensity at centre %.8e\n', inten(floor(n/2) + 1));
fprintf('diff: local maxima %d\n', peaks);
