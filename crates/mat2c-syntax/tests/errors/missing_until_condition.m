do
  x++;
until
