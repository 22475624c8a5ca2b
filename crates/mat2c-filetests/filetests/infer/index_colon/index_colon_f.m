function s = index_colon_f(A, j)
  col = A(:, j);
  row = A(j, :);
  all = A(:);
  both = A(:, :);
  s = sum(col) + sum(row) + sum(all) + sum(both(:));
end
