%! test: run
% handles in struct fields and struct arrays; a struct of options passed to a function
opts.f = @(t, y) -2 * y;
opts.tol = 1e-6;
opts
y = opts.f(0, 3)
y = euler(opts.f, 1, 0.1, 5)
y = euler_opts(opts, 1)
s = struct('name', {'sine', 'exp'}, 'fn', {@sin, @exp})
for k = 1:numel(s)
  fprintf('%s(1) = %.4f\n', s(k).name, s(k).fn(1));
end
s(2)
t = s(1);
t.fn(0)
k = 3;
s(2).fn = @(x) k * x;
s(2).fn(2)
s(2)
q.inner.g = @cube;
q.inner.g(2)
q
