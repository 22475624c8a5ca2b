function diag_pu_none(x)
  y = x;
  print_usage();
end
