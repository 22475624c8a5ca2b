function m = containers_like()
% helper of struct_cell_program
  m.keys = {};
  m.vals = {};
  m.count = 0;
  m = put(m, 'x', 1);
  m = put(m, 'y', [1 2]);
end

function m = put(m, k, v)
% helper of struct_cell_program
  m.keys{end+1} = k;
  m.vals{end+1} = v;
  m.count = m.count + 1;
end
