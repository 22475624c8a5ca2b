%! test: run
% while loops with break and continue
i = 0;
while true
  i = i + 1;
  if mod(i, 2) == 0
    continue;
  end
  if i > 7
    break;
  end
  fprintf('odd %d\n', i);
end
fprintf('stopped at %d\n', i);
n = 27;
steps = 0;
while n ~= 1
  if mod(n, 2) == 0
    n = n / 2;
  else
    n = 3 * n + 1;
  end
  steps = steps + 1;
end
steps
for k = 1:10
  if k == 3
    continue
  elseif k == 6
    break
  end
  fprintf('%d ', k);
end
fprintf('\n');
