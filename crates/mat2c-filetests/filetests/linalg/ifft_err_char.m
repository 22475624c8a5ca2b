%! test: run
% ifft of a char array is Octave's conversion error
y = ifft('abc')
