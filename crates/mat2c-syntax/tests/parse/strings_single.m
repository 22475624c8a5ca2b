a = 'hello';
b = 'it''s';
c = '';
d = 'with "double" quotes';
e = '%not a comment';
