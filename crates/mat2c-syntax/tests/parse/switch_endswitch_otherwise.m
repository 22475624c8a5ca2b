switch n
  otherwise
    disp('anything');
endswitch
