%! test: run
% if/while on arrays: true only when nonempty and all nonzero; & and | in conditions
if [1 1 1]
  disp('all ones: true');
end
if [1 0 1]
  disp('not printed');
else
  disp('contains zero: false');
end
if []
  disp('not printed');
else
  disp('empty: false');
end
a = 3; b = -1;
if a > 0 & b > 0
  disp('both positive');
else
  disp('not both positive');
end
if b > 0 | a > 0
  disp('one positive');
end
if [1 1] & [1 0]
  disp('not printed');
else
  disp('elementwise and has a zero');
end
if [0 0] | [0 1]
  disp('not printed');
else
  disp('elementwise or has a zero');
end
v = [1 2 3];
if v > 0
  disp('all positive');
end
if v > 1
  disp('not printed');
end
if ~isempty(v) & all(v)
  disp('nonempty and nonzero');
end
