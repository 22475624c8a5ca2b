%! test: compile-error
% a closure rebuilt from itself in a loop nests without bound: it would need closures at run
% time, which mat2c does not have
g = @(x) x;
for i = 1:3
  g = @(x) g(x) * 2 + i;
end
g(1)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0602]: a function handle chosen at run time cannot leave this function or mix with other values: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ handle_nested_in_loop.m:5:1
%|  │  
%|5 │ ╭ for i = 1:3
%|6 │ │   g = @(x) g(x) * 2 + i;
%|7 │ │ end
%|  │ ╰───^ handle not known at compile time
%|
%! exit: 1
