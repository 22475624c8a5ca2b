function r = answer()
  r = 42;
end
