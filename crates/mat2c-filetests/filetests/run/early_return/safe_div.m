function [q, ok] = safe_div(a, b)
% a/b, with ok = false (and q = 0) when b is zero
  q = 0;
  ok = false;
  if b == 0
    return
  end
  q = a / b;
  ok = true;
end
