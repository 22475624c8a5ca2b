%! test: compile-error
% MATLAB requires a parfor range of increasing consecutive integers (E0611); Octave, running
% parfor serially, accepts any range.
n = 10;
y = zeros(1, n);
parfor i = 1:2:n
  y(i) = i;
end
v = [3 1 2];
parfor k = v
  disp(k);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0611]: the range of a parfor-loop must be increasing consecutive integers
%|  ┌─ parfor_range.m:6:12
%|  │
%|6 │ parfor i = 1:2:n
%|  │            ^^^^^ not of the form `a:b`
%|  │
%|  = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|  = help: loop over `i = 1:n` and compute the value from `i` in the body
%|
%|error[E0611]: the range of a parfor-loop must be increasing consecutive integers
%|   ┌─ parfor_range.m:10:12
%|   │
%|10 │ parfor k = v
%|   │            ^ not of the form `a:b`
%|   │
%|   = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|   = help: loop over `k = 1:n` and compute the value from `k` in the body
%|
%! exit: 1
