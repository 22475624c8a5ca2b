function r = is_even(n)
% mutual recursion with is_odd (a subfunction)
  if n == 0
    r = true;
  else
    r = is_odd(n - 1);
  end
end

function r = is_odd(n)
  if n == 0
    r = false;
  else
    r = is_even(n - 1);
  end
end
