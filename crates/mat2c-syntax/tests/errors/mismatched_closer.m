if x
  y = 1;
endwhile
