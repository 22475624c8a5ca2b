function show()
  global counter
  fprintf('counter is %d\n', counter);
end
