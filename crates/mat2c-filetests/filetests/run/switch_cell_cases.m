%! test: run
% switch with cell case lists matching any of several numbers or strings
for n = 1:6
  switch n
    case {1, 2}
      fprintf('%d: small\n', n);
    case {3, 4, 5}
      fprintf('%d: medium\n', n);
    otherwise
      fprintf('%d: large\n', n);
  end
end
op = 'minus';
switch op
  case {'plus', 'add'}
    disp('adding');
  case {'minus', 'sub'}
    disp('subtracting');
end
