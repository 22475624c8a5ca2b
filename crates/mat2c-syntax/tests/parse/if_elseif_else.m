if x > 0
  s = 1;
elseif x < 0
  s = -1;
elseif isnan(x)
  s = NaN;
else
  s = 0;
end
