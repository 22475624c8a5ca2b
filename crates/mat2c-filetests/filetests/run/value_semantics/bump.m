function v = bump(v)
% adds 1 to every element of its argument (a local copy)
  v = v + 1;
  v(1) = 100;
end
