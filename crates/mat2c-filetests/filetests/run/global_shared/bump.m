function bump()
  global counter log_values
  counter = counter + 1;
  log_values = [log_values, counter * 2];
end
