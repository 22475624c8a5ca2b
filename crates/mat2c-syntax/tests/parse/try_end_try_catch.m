try
  a = 1;
catch e
  a = 2;
end_try_catch
