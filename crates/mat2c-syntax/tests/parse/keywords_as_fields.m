s.value = 1;
t = s.value;
