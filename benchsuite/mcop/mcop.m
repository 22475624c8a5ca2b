% mcop: Monte-Carlo prices of a European call and an up-and-out barrier call under
% geometric Brownian motion. n batches of m paths are the iterations of a parfor
% loop; each iteration seeds its own Park-Miller generator (16807 * s mod 2^31 - 1,
% exact in doubles) from its index, so the result does not depend on how the
% iterations are spread over threads. Normals by Box-Muller.
n = 16;  % mat2c-bench-size small=16 medium=100 large=250 threads=2000
m = 500;
steps = 16;
S0 = 100;
K = 105;
B = 150;
r = 0.03;
sigma = 0.25;
T = 1;
dt = T / steps;
drift = (r - 0.5 * sigma * sigma) * dt;
vol = sigma * sqrt(dt);
euro = zeros(1, n);
barr = zeros(1, n);
hits = 0;
parfor b = 1:n
  state = mod(b * 7919 + 12345, 2147483647);
  se = 0;
  sb = 0;
  h = 0;
  for p = 1:m
    S = S0;
    alive = 1;
    for k = 1:steps
      state = mod(16807 * state, 2147483647);
      u1 = state / 2147483647;
      state = mod(16807 * state, 2147483647);
      u2 = state / 2147483647;
      z = sqrt(abs(-2 * log(u1))) * cos(2 * pi * u2);
      S = S * exp(drift + vol * z);
      if S >= B
        alive = 0;
      end
    end
    pay = max(S - K, 0);
    se = se + pay;
    sb = sb + alive * pay;
    h = h + (1 - alive);
  end
  euro(b) = se / m;
  barr(b) = sb / m;
  hits = hits + h;
end
disc = exp(-r * T);
fprintf('european %.10e\n', disc * sum(euro) / n);
fprintf('barrier %.10e\n', disc * sum(barr) / n);
fprintf('batch 1 %.10e, batch n %.10e\n', euro(1), euro(n));
fprintf('knocked out %d of %d paths\n', hits, n * m);
