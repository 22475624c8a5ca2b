% The calls of vstats_main.c: the first 1, 4, 7 and 10 elements.
x = mod((0:9) * 7, 10) / 3;
for n = 1:3:10
  [s, m] = vstats(x(1:n));
  printf('%.17g %.17g %d\n', s, m, numel(m));
end
