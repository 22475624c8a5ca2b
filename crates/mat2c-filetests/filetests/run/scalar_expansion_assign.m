%! test: run
% assigning a scalar to several elements at once
a = 1:6;
a(2:3) = 0
a([1 6]) = -1
A = ones(3);
A(2, :) = 5
A(:, 3) = 9
A(:) = 2
B = zeros(2, 3);
B(:, [1 3]) = 4
