%! test: run
% fft along a dimension beyond the input's is an error
y = fft([1 2 3], [], 3)
