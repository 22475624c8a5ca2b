function r = chain(x)
% calls other user functions
  r = bump(x) + square(bump(x));
end

function y = square(x)
  y = x * x;
end
