% A leading comment line
x = 1; % trailing comment
% another comment
y = x + 2 % comment after a printed statement
