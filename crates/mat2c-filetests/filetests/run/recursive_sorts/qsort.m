function y = qsort(x)
  if numel(x) <= 1
    y = x;
    return;
  end
  p = x(1);
  rest = x(2:end);
  y = [qsort(rest(rest < p)), p, qsort(rest(rest >= p))];
end
