function [ a , b ] = g ( x , y )
  a = x;
  b = y;
end
