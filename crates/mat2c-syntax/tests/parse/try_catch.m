try
  x = risky();
catch err
  disp(err.message);
end
