%! test: compile-error
% leaving an unwind_protect cleanup with break/continue/return is not supported
for k = 1:3
  unwind_protect
    disp(k);
  unwind_protect_cleanup
    if k == 2
      break;
    end
  end_unwind_protect
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `break`, `continue` and `return` inside `unwind_protect_cleanup` blocks are not supported by mat2c yet
%|   ┌─ unwind_protect_break.m:4:3
%|   │  
%| 4 │ ╭   unwind_protect
%| 5 │ │     disp(k);
%| 6 │ │   unwind_protect_cleanup
%| 7 │ │     if k == 2
%| 8 │ │       break;
%| 9 │ │     end
%|10 │ │   end_unwind_protect
%|   │ ╰────────────────────^ unsupported here
%|
%! exit: 1
