%! test: run
% if / elseif / else chains, nested ifs, and if without else
for x = [-5 0 3 12]
  if x < 0
    fprintf('%d is negative\n', x);
  elseif x == 0
    fprintf('%d is zero\n', x);
  elseif x < 10
    fprintf('%d is small\n', x);
  else
    fprintf('%d is large\n', x);
  end
end
y = 7;
if y > 5
  if mod(y, 2) == 1
    disp('big and odd');
  end
end
if y < 0
  disp('not printed');
end
if y, disp('nonzero is true'), end
