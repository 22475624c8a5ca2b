%! test: storage
% A matrix product with non-scalar operands cannot run in place (§2.3): c never shares
% with a or b even though both die at c. e = a2 * n has a scalar operand: elementwise, in
% place in a's buffer.
function [c, e] = gctd_mtimes_no_share(n)
%# n size [1 1]
  a = ones(n, n);
  b = a + 1;
  c = a * b;
  a2 = ones(n, n);
  e = a2 * n;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; interference: 4 array values, 4 edges (1 from operator semantics)
%|; coalesced 0 of 0 copy affinities
%|; colour0: v1, v7
%|; colour1: v5
%|; colour2: v6
%|; group @slot1: double colour0 dynamic heap: v1, v7
%|; group @slot5: double colour1 dynamic heap: v5
%|; group @slot6: double colour2 dynamic heap: v6
%! exit: 0
