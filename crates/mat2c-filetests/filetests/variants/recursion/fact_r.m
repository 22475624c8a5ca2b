function r = fact_r(n)
  if all(n <= 1)
    r = ones(size(n));
  else
    r = n .* fact_r(max(n - 1, 1));
  end
end
