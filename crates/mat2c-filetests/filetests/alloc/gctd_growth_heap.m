%! test: storage
% An array grown in a loop has no static size: its group is a heap buffer grown in place
% (the "+" case of §3.2.2); the static-size values it subsumes share that buffer.
g = [];
for k = 1:20               % more iterations than unrolling takes
  g(end + 1) = k;
end
disp(g)
h = zeros(1, 3);
h(2) = 7;
disp(h)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|; interference: 6 array values, 3 edges (0 from operator semantics)
%|; coalesced 4 of 4 copy affinities
%|; colour0: v0, v6, v12, v14, v17
%|; colour1: v3
%|; group @slot0: double colour0 dynamic heap: v0, v6, v12, v14, v17
%|; group @slot3: double colour1 static(20) stack(160 bytes): v3
%! exit: 0
