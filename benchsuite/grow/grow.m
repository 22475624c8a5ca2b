% grow: code in the style users write, never preallocated. A trajectory of a
% damped oscillator is recorded by appending (end+1) and by growing a matrix one
% column at a time; then every step gathers a window of earlier samples through
% an index vector and takes a norm (sqrt of an expression).
n = 400;  % mat2c-bench-size small=400 medium=20000 large=8000000
t = [];
traj = [];
x = 1; v = 0;
for k = 1:n
  a = -x - 0.05 * v + 0.3 * sin(0.01 * k);
  v = v + 0.01 * a;
  x = x + 0.01 * v;
  t(end+1) = k * 0.01;
  traj(:, k) = [x; v; a];
end
w = 8;
score = [];
for k = w+1:n
  idx = k-w:k-1;
  win = traj(1, idx);
  d = sqrt(sum((win - traj(1, k)).^2) + (traj(2, k) - mean(traj(2, idx)))^2);
  if d > 0.05
    score(end+1) = d;
  end
end
fprintf('samples %d, events %d\n', numel(t), numel(score));
fprintf('sum %.10e\n', sum(score));
fprintf('last %.10e %.10e\n', traj(1, end), t(end));
