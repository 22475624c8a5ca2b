parfor (i = 1:n, 4)
  y(i) = f(i);
end
parfor (k = 1:3)
  z(k) = k;
end
