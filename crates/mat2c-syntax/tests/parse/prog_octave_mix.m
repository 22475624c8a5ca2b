1;
# script with command-line functions
function r = clamp(x, lo, hi)
  r = min(max(x, lo), hi);
endfunction

vals = [-5 0 5 10];
out = zeros(size(vals));
idx = 0;
unwind_protect
  for v = vals
    idx++;
    out(idx) = clamp(v, 0, 6);
  endfor
unwind_protect_cleanup
  printf("done: %s\n", mat2str(out));
end_unwind_protect
if any(out != vals)
  disp "clamped"
endif
