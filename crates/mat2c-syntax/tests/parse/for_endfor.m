for k = 1:3
  total += k;
endfor
