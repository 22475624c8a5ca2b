%! test: run
% builtin results used inside loops and conditions, as scalars and as indices
x = [5 3 8 1 9 2];
total = 0;
for k = 1:numel(x)
  if isscalar(x(k)) && ~isempty(find(x(k) > 4))
    total = total + x(k);
  end
end
total
[~, order] = sort(x);
y = x(order)
idx = find(x > 4, 1);
first_big = x(idx)
s = 'Hello World';
n = 0;
for k = 1:length(s)
  if isspace(s(k))
    n = n + 1;
  end
end
n
if strcmp(class(x), 'double') && isrow(x)
  disp('double row');
end
w = upper(s(1:5))
c = 0;
while ~isequal(sort(x), x)
  [~, i] = max(diff(x) < 0);
  x([i i+1]) = x([i+1 i]);
  c = c + 1;
end
c
x
v = zeros(1, 5);
for k = 1:5
  v(k) = nchoosek(5, k - 1) + factorial(k - 1) * norm([3 4]);
end
v
fprintf('%s|%s|%d\n', strtrim('  a b  '), mat2str([1 2]), numel(primes(100)));
m = magic(4);
fprintf('%g ', m(find(m > 12))); fprintf('\n');
tr = trace(m) + det(m(1:2, 1:2))
r = rem(sum(diag(m)), 3)
