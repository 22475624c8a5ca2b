%! test: compile-error
% syntax error: an operator missing its right operand inside parentheses
x = (1 + ;
