function idx = mpe_unroll_control_find(v, x)
% the position of x in the 4-element v, 0 when absent
idx = 0;
for k = 1:4
  if v(k) == x
    idx = k;
    return
  end
end
end
