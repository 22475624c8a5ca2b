function greet(name)
  printf("hello %s\n", name);
end
