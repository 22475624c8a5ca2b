%! test: compile-error
% a closure built around the handle a recursive call returns: the handles it may hold are
% not bounded (each level wraps the last)
h = compose_n(@(x) x + 1, 4);
h(0)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0602]: a function handle chosen at run time cannot leave this function or mix with other values: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ filetests/errors/handle_recursive_closure/compose_n.m:2:3
%|  │  
%|2 │ ╭   if n == 1
%|3 │ │     h = f;
%|4 │ │   else
%|5 │ │     g = compose_n(f, n - 1);
%|6 │ │     h = @(x) f(g(x));
%|7 │ │   end
%|  │ ╰─────^ handle not known at compile time
%|
%! exit: 1
