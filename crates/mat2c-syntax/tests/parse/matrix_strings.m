a = ['abc', 'def'];
b = ['a' 'b'];
c = ["x" "y"];
d = ['it''s' ' ok'];
