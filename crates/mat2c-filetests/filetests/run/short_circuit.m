%! test: run
% && and || short-circuit: the right side is not evaluated when it would index out of range
x = [4 5 6];
i = 4;
if i <= numel(x) && x(i) > 0
  disp('positive');
else
  disp('guarded');
end
if i > numel(x) || x(i) > 0
  disp('guarded or');
end
k = 2;
if k <= numel(x) && x(k) == 5
  disp('x(2) is 5');
end
a = 0;
b = (a ~= 0) && (1 / a > 1)
c = (a == 0) || (x(10) > 0)
j = 1;
while j <= numel(x) && x(j) < 6
  j = j + 1;
end
j
