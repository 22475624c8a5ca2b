A = [1 2 3
     4 5 6
     7 8 10];
b = [1; 2; 3];
x = A \ b;
r = A * x - b;
M = [A, b; zeros(1, 3), 1];
C = {A, b; 'solution', x'};
I = eye(3)(2, :);
