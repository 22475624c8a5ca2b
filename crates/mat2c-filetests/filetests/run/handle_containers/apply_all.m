function apply_all(fs, x)
  for k = 1:numel(fs)
    fprintf('%g\n', fs{k}(x));
  end
end
