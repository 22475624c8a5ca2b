switch x
  case 1
    y = 1;
