%! test: run
% cells of handles passed to functions, built and returned by them, grown in loops
fs = make_ops(2);
disp(fs)
apply_all(fs, 3)
r = cellfun(@(f) f(1), fs)
r2 = cellfun(@(f) f([1 2]), fs, 'UniformOutput', false)
ops = {};
for k = 1:3
  ops{end+1} = @(x) x + k;
end
total = 0;
for k = 1:numel(ops)
  total = total + ops{k}(10);
end
total
g = pick(ops, 2);
g(0)
m = containers_apply({@max, @min}, [4 9 1])
[v, i] = first_of({@max, @min}, [4 9 1])
