format long
format long g
format
