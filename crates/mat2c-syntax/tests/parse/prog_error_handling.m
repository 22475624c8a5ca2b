function v = safe_div(a, b)
  try
    if b == 0
      error('div:zero', 'division by zero');
    end
    v = a / b;
  catch err
    switch err.identifier
      case 'div:zero'
        v = Inf;
      otherwise
        rethrow(err);
    end
  end
end
