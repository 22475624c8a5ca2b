%! test: run
% gallery of crates/mat2c-mlib: families parter .. wilk, random ones by their properties,
% refused and unknown names, and the usage error.
a1 = gallery("parter", 4)
a2 = gallery("pei", 3, 4)
a3 = gallery("prolate", 4, 0.4)
a4 = gallery("randhess", 2:5)
h = gallery("randhess", 5);
printf("%d\n", size(h), norm(h * h' - eye(5)) < 1e-12, all(all(tril(h, -2) == 0)))
r = gallery("rando", [3 4], 2);
printf("%d\n", size(r), all(abs(r(:)) == 1))
s = gallery("randsvd", [5 3], 100);
printf("%d\n", size(s), abs(cond(s) - 100) < 1e-8)
a5 = gallery("redheff", 5)
a6 = gallery("riemann", 4)
a7 = gallery("ris", 3)
a8 = gallery("smoke", 3)
a9 = gallery("smoke", 3, 1);
a9(3, 1)
b1 = gallery("toeppd", 4, 2, [1; 2], [0.3; 0.7])
b2 = gallery("triw", [3 5], 2, 1)
b3 = gallery("triw", 3)
[b4, b5] = gallery("wilk", 4)
b6 = gallery("wilk", 3)
size(gallery("wilk", 21))
y = gallery("cycol", [4 6], 2);
printf("%d\n", size(y), isequal(y(:, 1:2), y(:, 3:4)))
z = gallery("krylov", 3);
printf("%d\n", size(z))
try
  gallery("binomial");
catch err
  disp(err.message)
end
try
  gallery("foobar");
catch err
  disp(err.message)
end
try
  gallery(123);
catch err
  disp(err.message)
end
try
  gallery("hanowa", 5);
catch err
  disp(err.message)
end
try
  gallery("cauchy", 1:3, 1:4);
catch err
  disp(err.message)
end
try
  gallery();
catch err
  disp(err.message)
end
