% edit: Levenshtein (edit) distance between two long deterministic strings
% built by character arithmetic; classic dynamic programme with two rows.
n = 100;  % mat2c-bench-size small=100 medium=600 large=25600
m = n - floor(n/7);
a = zeros(1, n);
for i = 1:n
  a(i) = 97 + mod(i*i + 7*i + floor(i/5), 6);
end
s1 = char(a);
b = zeros(1, m);
for j = 1:m
  b(j) = 97 + mod(j*j + 5*j + floor(j/4), 6);
end
s2 = char(b);
prev = 0:m;
cur = zeros(1, m + 1);
for i = 1:n
  cur(1) = i;
  ci = s1(i);
  for j = 1:m
    if ci == s2(j)
      cost = 0;
    else
      cost = 1;
    end
    v = prev(j) + cost;
    del = prev(j+1) + 1;
    ins = cur(j) + 1;
    if del < v
      v = del;
    end
    if ins < v
      v = ins;
    end
    cur(j+1) = v;
  end
  prev = cur;
end
same = 0;
for i = 1:m
  if s1(i) == s2(i)
    same = same + 1;
  end
end
fprintf('edit: s1 starts %s\n', s1(1:24));
fprintf('edit: s2 starts %s\n', s2(1:24));
fprintf('edit: lengths %d %d, positional matches %d\n', n, m, same);
fprintf('edit: distance %d\n', prev(m+1));
fprintf('edit: last row sum %d\n', sum(prev));
