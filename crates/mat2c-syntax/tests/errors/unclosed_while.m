while true
  k = k + 1;
