function r = fact(n)
% factorial by recursion
  if n <= 1
    r = 1;
  else
    r = n * fact(n - 1);
  end
end
