function r = checked_sqrt(x)
% square root that refuses negative input
  if x < 0
    error('checked_sqrt: negative input %g', x);
  end
  r = sqrt(x);
end
