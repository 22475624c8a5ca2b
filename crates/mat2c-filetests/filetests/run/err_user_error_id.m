%! test: run
% error() with an identifier: only the message is printed
disp('start');
error('MyPkg:myid', 'with id %s', 'x');
