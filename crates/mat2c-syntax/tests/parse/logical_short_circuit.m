if isempty(x) || x(1) == 0
  y = 0;
end
ok = exist('v') && v > 0;
