%! test: run
% hadamard of crates/mat2c-mlib: Sylvester doublings of 1, Paley's matrices of order 12
% and 20 (Octave's exact matrices), and the order check.
h2 = hadamard(2)
h4 = hadamard(4)
h12 = hadamard(12)
for n = [1, 2, 4, 8, 12, 24, 48, 20, 40, 2^9]
  h = hadamard(n);
  printf("%d %d\n", n, norm(h * h' - n * eye(n)));
end
h20 = hadamard(20);
disp(h20(1:5, :))
try
  hadamard(5);
catch err
  disp(err.message)
end
