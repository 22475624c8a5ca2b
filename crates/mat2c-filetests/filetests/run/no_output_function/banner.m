function banner(msg, n)
% prints msg between n stars on each side
  for k = 1:n
    fprintf('*');
  end
  fprintf(' %s ', msg);
  for k = 1:n
    fprintf('*');
  end
  fprintf('\n');
end
