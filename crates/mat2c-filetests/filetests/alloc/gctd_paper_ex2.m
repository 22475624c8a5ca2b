%! test: storage
% Paper 001 Example 2: a = eye(x, y) dies at the indexed assignment, so b = subsasgn(a, …)
% is formed in a's buffer (one group for a, the update and b).
function b = gctd_paper_ex2(x, y, i1, i2)
  a = eye(x, y);
  a(i1, i2) = 1;
  b = a;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; interference: 6 array values, 12 edges (4 from operator semantics)
%|; coalesced 1 of 1 copy affinities
%|; colour0: v0
%|; colour1: v1
%|; colour2: v2
%|; colour3: v3
%|; colour4: v4, v6
%|; group @slot0: any cplx? colour0 dynamic heap: v0
%|; group @slot1: any cplx? colour1 dynamic heap: v1
%|; group @slot2: any cplx? colour2 dynamic heap: v2
%|; group @slot3: any cplx? colour3 dynamic heap: v3
%|; group @slot4: double colour4 dynamic heap: v4, v6
%! exit: 0
