%! test: storage
% A recursive function is re-entered, so no group of it may live in static storage: its
% large static-size group goes to the heap; small ones still go on the stack (per call).
function r = gctd_recursive_heap(n)
%# n size [1 1]
  big = ones(100, 100);
  small = [n, n + 1];
  if n > 0
    r = gctd_recursive_heap(n - 1) + sum(big(:)) + sum(small);
  else
    r = 0;
  end
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; interference: 3 array values, 3 edges (1 from operator semantics)
%|; coalesced 0 of 0 copy affinities
%|; colour0: v2
%|; colour1: v5
%|; colour2: v13
%|; group @slot2: double colour0 static(10000) heap: v2
%|; group @slot5: double colour1 static(2) stack(16 bytes): v5
%|; group @slot12: double colour2 static(10000) heap: v13
%! exit: 0
