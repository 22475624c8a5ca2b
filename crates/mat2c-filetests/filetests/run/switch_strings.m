%! test: run
% switch on strings (exact, case-sensitive match)
words = ['red  '; 'green'; 'Blue '; 'blue '];
lens = [3 5 4 4];
for k = 1:4
  w = words(k, 1:lens(k));
  switch w
    case 'red'
      fprintf('%s -> warm\n', w);
    case 'green'
      fprintf('%s -> natural\n', w);
    case 'blue'
      fprintf('%s -> cool\n', w);
    otherwise
      fprintf('%s -> unknown\n', w);
  end
end
s = 'go';
switch s
  case 'stop'
    disp('stopping');
  case 'go'
    disp('going');
end
