function r = classify(s)
  switch s
    case {'apple', 'pear'}
      r = 'fruit';
    case 'carrot'
      r = 'veg';
    otherwise
      r = 'unknown';
  end
end
