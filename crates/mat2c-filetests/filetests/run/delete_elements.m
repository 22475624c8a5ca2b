%! test: run
% deleting elements, rows and columns with = []
a = [1 2 3 4 5];
a(2) = []
a([1 end]) = []
A = [1 2 3; 4 5 6; 7 8 9];
A(:, 1) = []
A(2, :) = []
b = 1:6;
b(b > 3) = []
c = [1 2 3];
c([]) = []
s = 'hello';
s(1) = []
