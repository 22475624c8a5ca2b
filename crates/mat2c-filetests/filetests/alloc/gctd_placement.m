%! test: storage
% Where group buffers live: small static-size groups on the stack, a static-size group too
% large for the stack (200x200 doubles, 320000 bytes) in static storage.
a = zeros(4, 4);
for k = 1:4
  a(k, k) = k;
end
b = a * 2 + 1;
disp(sum(b(:)))
w = [1 2 3];             % live across big: its own small group, on the stack
big = ones(200, 200);
big = big .* 3;
disp(sum(big(:)) + w)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; interference: 13 array values, 5 edges (2 from operator semantics)
%|; coalesced 4 of 4 copy affinities
%|; colour0: v1, v3, v5, v7, v8, v9, v10, v14, v20
%|; colour1: v12, v16, v17
%|; colour2: v18
%|; group @slot1: double colour0 static(16) stack(128 bytes): v1, v3, v5, v7, v8, v9, v10, v14, v20
%|; group @slot5: double colour1 static(40000) static-storage(320000 bytes): v12, v16, v17
%|; group @slot8: double colour2 static(40000) static-storage(320000 bytes): v18
%! exit: 0
