%! test: run
% program: bubble sort with swap counting and early exit
v = [64 34 25 12 22 11 90 5];
n = numel(v);
swaps = 0;
passes = 0;
for i = 1:n-1
  swapped = false;
  for j = 1:n-i
    if v(j) > v(j+1)
      t = v(j);
      v(j) = v(j+1);
      v(j+1) = t;
      swaps = swaps + 1;
      swapped = true;
    end
  end
  passes = passes + 1;
  if ~swapped
    break;
  end
end
v
fprintf('%d swaps in %d passes\n', swaps, passes);
sorted = all(v(1:end-1) <= v(2:end))
