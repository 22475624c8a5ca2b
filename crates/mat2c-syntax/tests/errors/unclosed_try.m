try
  risky();
catch err
  disp(err.message);
