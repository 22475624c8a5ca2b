do
  x++;
until x > 10
do x--; until x < 0
