%! test: storage
% Paper 001 Example 2: a = eye(x, y) dies at the indexed assignment, so b = subsasgn(a, …)
% is formed in a's buffer (one group for a, the update and b).
function b = gctd_paper_ex2(x, y, i1, i2)
%# x size [1 1]
%# y size [1 1]
%# i1 size [1 1]
%# i2 size [1 1]
  a = eye(x, y);
  a(i1, i2) = 1;
  b = a;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; interference: 2 array values, 0 edges (0 from operator semantics)
%|; coalesced 1 of 1 copy affinities
%|; colour0: v4, v6
%|; group @slot4: double colour0 dynamic heap: v4, v6
%! exit: 0
