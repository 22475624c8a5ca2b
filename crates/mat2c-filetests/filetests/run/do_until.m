%! test: run
% Octave do-until: the body runs at least once; break inside do
i = 0;
do
  i = i + 1;
  fprintf('i=%d\n', i);
until i >= 3
k = 10;
do
  fprintf('k=%d\n', k);
until true
n = 0;
do
  n = n + 1;
  if n == 4
    break;
  end
until n > 100
n
