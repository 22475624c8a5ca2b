%! test: run
% sprintf results assigned, displayed and measured
s = sprintf('%d-%d', 1, 2)
t = sprintf('%.2f', pi)
disp(s)
n = length(t)
u = sprintf('%d,', [1 2 3])
v = sprintf('%5.1f', 2.25);
disp(['[' v ']'])
w = sprintf('%s and %s', 'this', 'that');
fprintf('%s\n', w);
e = sprintf('')
