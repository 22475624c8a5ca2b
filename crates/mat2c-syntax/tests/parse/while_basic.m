while k < 10
  k = k + 1;
end
