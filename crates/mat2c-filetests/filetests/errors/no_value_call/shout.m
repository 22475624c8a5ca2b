function shout(x)
% prints, returns nothing
  fprintf('%d!\n', x);
end
