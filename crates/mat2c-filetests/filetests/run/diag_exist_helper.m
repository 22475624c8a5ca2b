function r = diag_exist_helper()
  r = 1;
end
