function r = one_out(x)
% one input, one output
  r = 2 * x;
end
