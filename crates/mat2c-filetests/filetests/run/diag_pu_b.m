% DIAG_PU_B top comment
%  usage diag_pu_b(x)

% after an empty line
function diag_pu_b(x)
  % not the help
  print_usage();
end
