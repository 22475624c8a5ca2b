%! test: storage
% A recursive function is re-entered, so no group of it may live in static storage: its
% large static-size group goes to the heap; small ones still go on the stack (per call).
function r = gctd_recursive_heap(n)
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
%|; interference: 12 array values, 19 edges (3 from operator semantics)
%|; coalesced 1 of 1 copy affinities
%|; colour0: v0
%|; colour1: v2, v9, v15, v17
%|; colour2: v4, v5
%|; colour3: v7, v10, v13, v16
%|; colour4: v11
%|; group @slot0: any cplx? colour0 dynamic heap: v0
%|; group @slot2: double colour1 static(10000) heap: v2
%|; group @slot4: any cplx? colour2 dynamic heap: v4, v5
%|; group @slot6: logical colour3 dynamic heap: v7
%|; group @slot8: any cplx? colour1 dynamic heap: v9, v15, v17
%|; group @slot9: any cplx? colour3 dynamic heap: v10, v16
%|; group @slot10: any cplx? colour4 dynamic heap: v11
%|; group @slot11: double colour3 static(10000) heap: v13
%! exit: 0
