function r = modify(x)
% changes a nested element of its argument
  x{2}{2} = 'inner';
  r = x;
end
