%! test: run
% appending with x(end+1) = v in a loop, and collecting values conditionally
x = [];
for k = 1:5
  x(end+1) = k^2;
end
x
evens = [];
for k = 1:10
  if mod(k, 2) == 0
    evens(end+1) = k;
  end
end
evens
n = numel(evens)
c = zeros(0, 1);
c(end+1) = 3;
c(end+1) = 4;
c
