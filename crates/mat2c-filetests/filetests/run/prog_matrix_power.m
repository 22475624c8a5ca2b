%! test: run
% program: matrix power by repeated multiplication and by squaring (Fibonacci matrix)
F = [1 1; 1 0];
P = eye(2);
for k = 1:10
  P = P * F;
end
P
Q = [1 0; 0 1];
B = F;
e = 10;
while e > 0
  if mod(e, 2) == 1
    Q = Q * B;
  end
  B = B * B;
  e = floor(e / 2);
end
Q
same = all(P(:) == Q(:))
R = [0.5 0.25; 0.25 0.5];
S = R;
for k = 2:4
  S = S * R;
end
S
