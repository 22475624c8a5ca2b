if a, end
while b, endwhile
for c = 1, endfor
switch d, endswitch
try, catch, end_try_catch
unwind_protect, unwind_protect_cleanup, end_unwind_protect
