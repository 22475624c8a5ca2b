x = 1; %{ not a block comment, just a line comment
y = 2;
