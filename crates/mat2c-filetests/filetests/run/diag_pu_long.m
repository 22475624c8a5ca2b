function diag_pu_long(x)
  % DIAG_PU_LONG a very long help line that goes on and on beyond eighty characters in total
  print_usage();
end
