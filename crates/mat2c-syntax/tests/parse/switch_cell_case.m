switch lower(s)
  case {'a', 'b'}
    r = 1;
  case {'c'}
    r = 2;
  otherwise
    r = 0;
end
