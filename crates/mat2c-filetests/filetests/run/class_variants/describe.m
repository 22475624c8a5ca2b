function d = describe(x)
  d = sprintf('%s of %d', class_name(numel(x)), numel(x));
end
function n = class_name(k)
  if k > 1
    n = 'many';
  else
    n = 'one';
  end
end
