% rlen: char text kernel: builds a string of letter runs by character
% arithmetic, run-length encodes it (letter, then a digit '1'..'9' per run),
% decodes the code back against the string, hashes it, and counts a pattern by
% naive string matching.
n = 3000;  % mat2c-bench-size small=3000 medium=200000 large=64000000
s = char(zeros(1, n) + 32);
pos = 1;
r = 0;
while pos <= n
  len = 1 + mod(r * r + 3 * r, 11);
  c = char(97 + mod(5 * r + floor(r / 3), 7));
  k = 0;
  while k < len && pos <= n
    s(pos) = c;
    pos = pos + 1;
    k = k + 1;
  end
  r = r + 1;
end
e = char(zeros(1, 2 * n) + 32);
m = 0;
i = 1;
while i <= n
  c = s(i);
  j = i;
  while j < n && s(j + 1) == c && j - i < 8
    j = j + 1;
  end
  m = m + 1;
  e(m) = c;
  m = m + 1;
  e(m) = char(49 + j - i);
  i = j + 1;
end
ok = 1;
p = 0;
for q = 1:2:m
  c = e(q);
  cnt = e(q + 1) - '0';
  for t = 1:cnt
    p = p + 1;
    if s(p) ~= c
      ok = 0;
    end
  end
end
hash = 0;
for q = 1:m
  hash = mod(hash * 31 + e(q), 1000003);
end
pat = s(15:20);
lp = length(pat);
hits = 0;
for i = 1:n - lp + 1
  j = 1;
  while j <= lp && s(i + j - 1) == pat(j)
    j = j + 1;
  end
  if j > lp
    hits = hits + 1;
  end
end
fprintf('rlen: string starts %s\n', s(1:40));
fprintf('rlen: code starts %s\n', e(1:40));
fprintf('rlen: code length %d, decoded %d ok %d, hash %d\n', m, p, ok, hash);
fprintf('rlen: pattern %s found %d times\n', pat, hits);
