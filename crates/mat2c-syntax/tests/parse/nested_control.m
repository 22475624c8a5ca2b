for i = 1:n
  for j = 1:m
    if A(i, j) > 0
      while A(i, j) > 1
        A(i, j) = A(i, j) / 2;
      end
    elseif A(i, j) < 0
      switch sign(i - j)
        case -1
          A(i, j) = 0;
        otherwise
          A(i, j) = -A(i, j);
      end
    end
  end
end
