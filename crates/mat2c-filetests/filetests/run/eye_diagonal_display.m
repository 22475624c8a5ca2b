%! test: run
% Octave displays eye(...) results (and their scalar multiples) as a "Diagonal Matrix"
I = eye(3)
J = eye(2, 3)
K = 2 * eye(2)
disp(eye(2))
