function diag_pu_a(x)
  % DIAG_PU_A  first line
  %   diag_pu_a(x) second line
  %
  % more after the empty line
  print_usage();
end
