function y = addone(x)
% one input, one output
  y = x + 1;
end
