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
%|; interference: 12 array values, 4 edges (2 from operator semantics)
%|; coalesced 4 of 4 copy affinities
%|; colour0: v1, v4, v6, v8, v9, v10, v11, v15, v20
%|; colour1: v13, v17
%|; colour2: v18
%|; group @slot1: double colour0 static(16) stack(128 bytes): v1, v4, v6, v8, v9, v10, v11, v15, v20
%|; group @slot6: double colour1 static(40000) static-storage(320000 bytes): v13, v17
%|; group @slot9: double colour2 static(40000) static-storage(320000 bytes): v18
%! exit: 0
