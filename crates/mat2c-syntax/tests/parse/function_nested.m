function outer
  x = 1;
  inner();
  function inner
    x = x + 1;
  end
  disp(x);
end
