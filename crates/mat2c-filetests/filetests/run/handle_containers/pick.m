function g = pick(c, k)
  g = c{k};
end
