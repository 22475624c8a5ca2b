try
  x = risky();
catch
  x = 0;
end
try, y = f(); catch, y = 1; end
