%! test: run
% the loop variable after a loop over an empty range, and after a normal loop
for i = 1:0
end
i
for k = 1:4
end
k
n = 0;
for m = 3:2
  n = n + 1;
end
n
