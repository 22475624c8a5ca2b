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
%|; interference: 12 array values, 8 edges (2 from operator semantics)
%|; coalesced 3 of 3 copy affinities
%|; colour0: v1, v7, v11, v13, v14, v19, v25
%|; colour1: v3, v16, v21, v22
%|; colour2: v23
%|; group @slot1: double colour0 static(16) stack(128 bytes): v1, v7, v11, v13, v14, v19, v25
%|; group @slot3: double colour1 static(40000) static-storage(320000 bytes): v3, v16, v21, v22
%|; group @slot14: double colour2 static(40000) static-storage(320000 bytes): v23
%! exit: 0
