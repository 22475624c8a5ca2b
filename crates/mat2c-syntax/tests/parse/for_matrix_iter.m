for v = [1 2 3]
  disp(v);
end
for c = {1, 'a'}
  disp(c);
end
for col = A
  disp(col);
end
