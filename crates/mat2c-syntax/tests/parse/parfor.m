parfor i = 1:n
  y(i) = f(i);
end
parfor j = 1:2
  z(j) = j;
endparfor
