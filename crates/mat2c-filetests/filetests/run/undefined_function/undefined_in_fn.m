function undefined_in_fn
  try
    optional_fn();
  catch err
    disp(err.message)
  end
  try
    [a, b] = two_missing(1);
  catch err
    disp(err.message)
  end
  try
    q = 3 + later_var;
  catch err
    disp(err.message)
  end
  later_var = 2;
  missing_cmd
end
