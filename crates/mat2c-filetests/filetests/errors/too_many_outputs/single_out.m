function y = single_out(x)
% a single output
  y = 2 * x;
end
