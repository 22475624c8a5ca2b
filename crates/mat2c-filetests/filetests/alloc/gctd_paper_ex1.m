%! test: storage
%! mpe: off
% Paper 001 Example 1: t0 … t3 do not interfere and elementwise operators compute in place,
% so the four temporaries share one buffer, never resized (all have n x 1 elements).
function t3 = gctd_paper_ex1(n)
%# n size [1 1]
  t0 = ones(n, 1);
  t1 = t0 - 1.345;
  t2 = 2.788 .^ t1;
  t3 = tan(t2);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; interference: 4 array values, 0 edges (0 from operator semantics)
%|; coalesced 0 of 0 copy affinities
%|; colour0: v2, v4, v6, v7
%|; group @slot2: double colour0 dynamic heap: v2, v4, v6, v7
%! exit: 0
