%! test: run
% program: sieve of Eratosthenes
N = 100;
is_p = true(1, N);
is_p(1) = false;
for k = 2:floor(sqrt(N))
  if is_p(k)
    is_p(k*k:k:N) = false;
  end
end
p = 1:N;
primes_found = p(is_p)
count = sum(is_p)
fprintf('largest below %d: %d\n', N, primes_found(end));
twins = 0;
for k = 1:numel(primes_found) - 1
  if primes_found(k+1) - primes_found(k) == 2
    twins = twins + 1;
  end
end
twins
