function print_row(v)
% prints a vector on one line, or a note if empty
  if isempty(v)
    fprintf('(empty)\n');
    return;
  end
  fprintf('row:');
  fprintf(' %g', v);
  fprintf('\n');
end
