function r = no_result(x)
% forgets to set r
  y = x * 2;
  disp(y);
end
