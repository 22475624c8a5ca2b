%! test: run
% program: Euclid's gcd in a while loop, tabulated for small pairs
G = zeros(6);
for a = 1:6
  for b = 1:6
    x = a;
    y = b;
    while y ~= 0
      t = mod(x, y);
      x = y;
      y = t;
    end
    G(a, b) = x;
  end
end
G
coprime_pairs = sum(G(:) == 1)
x = 1071; y = 462;
while y > 0
  fprintf('%d = %d * %d + %d\n', x, floor(x / y), y, mod(x, y));
  t = mod(x, y);
  x = y;
  y = t;
end
fprintf('gcd = %d\n', x);
