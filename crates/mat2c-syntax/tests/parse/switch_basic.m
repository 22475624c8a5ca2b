switch x
  case 1
    y = 'one';
  case 2
    y = 'two';
end
