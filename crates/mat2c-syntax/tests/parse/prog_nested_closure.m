function counter_demo
  count = 0;
  increment();
  increment();
  fprintf('count = %d\n', count);
  function increment
    count = count + 1;
  end
end
