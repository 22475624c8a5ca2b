%! test: compile-error
% The parfor loop variable cannot be assigned in the body (E0613).
y = zeros(1, 10);
parfor i = 1:10
  i = i + 1;
  y(i) = 1;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0613]: the parfor-loop variable `i` cannot be assigned in the loop body
%|  ┌─ parfor_loopvar.m:5:3
%|  │
%|5 │   i = i + 1;
%|  │   ^^^^^^^^^ assigned here
%|  │
%|  = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|
%! exit: 1
