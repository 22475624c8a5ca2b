for i = 1:3
  if i > 1
    while true
      break;
    end
