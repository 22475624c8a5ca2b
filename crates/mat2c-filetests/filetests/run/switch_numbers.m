%! test: run
% switch on numbers with otherwise
for n = [1 2 3 7]
  switch n
    case 1
      disp('one');
    case 2
      disp('two');
    case 3
      disp('three');
    otherwise
      fprintf('other: %d\n', n);
  end
end
x = 2.5;
switch x
  case 2.5
    disp('two and a half');
end
switch 4
  case 5
    disp('no');
end
disp('after');
