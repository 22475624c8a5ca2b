%! test: run
% a function that does not read nargin called with fewer inputs: fine until a missing one is read
function call_fewer_inputs
  h(1)
  disp(k(2))
  disp(k(2, 3))
  try
    h(5)
  catch e
    disp(e.message)
  end
  h
end
function h(a, b)
  disp(a)
  if a > 2
    disp(b)
  end
end
function r = k(x, y)
  r = x;
  if x > 5
    r = y;
  end
end
