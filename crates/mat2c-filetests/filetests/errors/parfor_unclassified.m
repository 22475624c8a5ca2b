%! test: compile-error
% Variables MATLAB cannot classify (E0614): an indexed write not by the loop index, a sliced
% output indexed two ways, a sliced output read whole, a reduction variable read elsewhere,
% one reduced with two operators.
n = 10;
a = zeros(1, n);
b = zeros(1, n);
c = zeros(n, 2);
s = 0;
p = 1;
parfor i = 1:n
  a(1) = i;
  b(i) = i;
  b(i + 1) = i;
  c(i, 1) = sum(c(:));
  s = s + i;
  fprintf('%d\n', s);
  p = p * i;
  p = p + 1;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0614]: the variable `a` in a parfor cannot be classified
%|   ┌─ parfor_unclassified.m:12:3
%|   │
%|12 │   a(1) = i;
%|   │   ^^^^ indexed by something other than the loop variable `i`, so two iterations could write the same element
%|   │
%|   = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|
%|error[E0614]: the variable `b` in a parfor cannot be classified
%|   ┌─ parfor_unclassified.m:14:3
%|   │
%|14 │   b(i + 1) = i;
%|   │   ^^^^^^^^ a sliced variable must be indexed the same way everywhere in the loop
%|   │
%|   = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|
%|error[E0614]: the variable `c` in a parfor cannot be classified
%|   ┌─ parfor_unclassified.m:15:17
%|   │
%|15 │   c(i, 1) = sum(c(:));
%|   │                 ^^^^ a sliced output can only be read as `c(...)` with the subscripts it is assigned with
%|   │
%|   = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|
%|error[E0614]: the variable `s` in a parfor cannot be classified
%|   ┌─ parfor_unclassified.m:17:19
%|   │
%|17 │   fprintf('%d\n', s);
%|   │                   ^ a reduction variable (`s = s + ...`) cannot be read elsewhere in the loop
%|   │
%|   = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|
%|error[E0614]: the variable `p` in a parfor cannot be classified
%|   ┌─ parfor_unclassified.m:19:3
%|   │
%|19 │   p = p + 1;
%|   │   ^^^^^^^^^ reduced with different operators in one loop
%|   │
%|   = MATLAB runs the iterations of a parfor-loop in any order, on several workers, and rejects a body whose variables it cannot classify as the loop index, sliced, broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads
%|
%! exit: 1
