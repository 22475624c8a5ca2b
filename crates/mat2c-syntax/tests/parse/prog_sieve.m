function p = sieve(n)
  is_p = true(1, n);
  is_p(1) = false;
  for k = 2:floor(sqrt(n))
    if is_p(k)
      is_p(k*k:k:n) = false;
    end
  end
  p = find(is_p);
end
