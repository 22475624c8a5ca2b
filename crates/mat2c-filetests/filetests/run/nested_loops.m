%! test: run
% nested loops: a multiplication table and break out of the inner loop only
for i = 1:4
  for j = 1:4
    fprintf('%4d', i * j);
  end
  fprintf('\n');
end
pairs = 0;
for i = 1:5
  for j = 1:5
    if j > i
      break;
    end
    pairs = pairs + 1;
  end
end
pairs
total = 0;
i = 0;
while i < 3
  i = i + 1;
  for j = i:3
    total = total + j;
  end
end
total
