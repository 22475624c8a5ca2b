function r = rec_persist(n)
  persistent calls
  if isempty(calls)
    calls = 0;
  end
  calls = calls + 1;
  if n <= 1
    r = calls;
  else
    r = rec_persist(n - 1);
  end
end
