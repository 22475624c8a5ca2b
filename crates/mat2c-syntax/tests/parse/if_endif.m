if x
  y = 2;
endif
