%! test: run
% an error raised inside a user function (deep in a call chain) ends the program
r = checked_sqrt(16)
r = checked_sqrt(-4)
disp('not reached');
