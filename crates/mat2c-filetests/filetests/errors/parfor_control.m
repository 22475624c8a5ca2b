%! test: compile-error
% break (at the parfor's own level), return, global and persistent in a parfor body (E0612);
% a break inside a loop nested in the body is fine.
function parfor_control()
  y = zeros(1, 10);
  parfor i = 1:10
    for j = 1:3
      if j == 2
        break;
      end
    end
    if i == 5
      break;
    end
    global g
    y(i) = i;
    if i == 9
      return;
    end
  end
  disp(y);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0612]: `break` cannot be used in a parfor-loop
%|   ┌─ parfor_control.m:13:7
%|   │
%|13 │       break;
%|   │       ^^^^^ not allowed in a parfor body
%|   │
%|   = every iteration of a parfor-loop runs, in any order and in parallel, so none can end the loop early or share a global or persistent variable (MATLAB rejects this; Octave runs parfor serially)
%|
%|error[E0612]: `global` declarations cannot appear in a parfor-loop
%|   ┌─ parfor_control.m:15:5
%|   │
%|15 │     global g
%|   │     ^^^^^^^^ not allowed in a parfor body
%|   │
%|   = every iteration of a parfor-loop runs, in any order and in parallel, so none can end the loop early or share a global or persistent variable (MATLAB rejects this; Octave runs parfor serially)
%|
%|error[E0612]: `return` cannot be used in a parfor-loop
%|   ┌─ parfor_control.m:18:7
%|   │
%|18 │       return;
%|   │       ^^^^^^ not allowed in a parfor body
%|   │
%|   = every iteration of a parfor-loop runs, in any order and in parallel, so none can end the loop early or share a global or persistent variable (MATLAB rejects this; Octave runs parfor serially)
%|
%! exit: 1
