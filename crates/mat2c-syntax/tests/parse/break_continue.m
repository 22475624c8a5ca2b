for i = 1:10
  if i == 3
    continue
  end
  if i > 5, break; end
end
