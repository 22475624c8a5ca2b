function out = summarize(s, field)
% helper of struct_cell_program
  vals = zeros(1, numel(s));
  for k = 1:numel(s)
    vals(k) = s(k).(field);
  end
  out.total = sum(vals);
  out.max = max(vals);
end
