%! test: run
% functions without outputs that print; a function with an output called as a statement
print_row([1 2 3]);
print_row([]);
banner('hello', 3)
twice(4)
twice(5);
disp('end');
