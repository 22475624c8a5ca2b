s = "hello;
t = 2;
