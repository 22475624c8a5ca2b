x = 1;
case 2
