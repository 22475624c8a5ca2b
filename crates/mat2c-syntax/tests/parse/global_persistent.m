function count()
  global counter total
  persistent calls
  calls = calls + 1;
end
