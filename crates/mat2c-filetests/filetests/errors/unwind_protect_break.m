%! test: compile-error
% leaving an unwind_protect body with break/continue/return is not supported
for k = 1:3
  unwind_protect
    if k == 2
      break;
    end
  unwind_protect_cleanup
    disp(k);
  end_unwind_protect
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `break`, `continue` and `return` inside `unwind_protect` blocks are not supported by mat2c yet
%|   ┌─ unwind_protect_break.m:4:3
%|   │  
%| 4 │ ╭   unwind_protect
%| 5 │ │     if k == 2
%| 6 │ │       break;
%| 7 │ │     end
%| 8 │ │   unwind_protect_cleanup
%| 9 │ │     disp(k);
%|10 │ │   end_unwind_protect
%|   │ ╰────────────────────^ unsupported here
%|
%! exit: 1
