%! test: run
% fft with a negative N is an error
y = fft([1 2 3], -1)
