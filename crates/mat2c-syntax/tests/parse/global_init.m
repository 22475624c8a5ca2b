global a = 1
persistent b = 2;
