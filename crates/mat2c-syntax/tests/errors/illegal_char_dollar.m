x = $y;
