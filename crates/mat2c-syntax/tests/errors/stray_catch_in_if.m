if x
  y = 1;
catch
  y = 2;
end
