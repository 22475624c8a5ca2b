ops = struct('add', @(a, b) a + b, 'mul', @(a, b) a * b);
names = fieldnames(ops);
for i = 1:numel(names)
  f = ops.(names{i});
  fprintf('%s: %g\n', names{i}, f(3, 4));
end
compose = @(f, g) @(x) f(g(x));
h = compose(@sqrt, @abs);
disp(h(-16));
