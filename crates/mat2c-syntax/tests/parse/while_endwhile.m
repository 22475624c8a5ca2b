while true
  break;
endwhile
