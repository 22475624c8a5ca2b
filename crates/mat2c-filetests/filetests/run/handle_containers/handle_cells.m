%! test: run
% handles in cells: builtins, user functions, subfunctions and anonymous functions with
% captured values, called in a loop, displayed and asked about
function handle_cells
  a = 3;
  b = [1 2];
  fs = {@sin, @cube, @helper, @(x) x.^2 + a, @(x) b * x};
  for k = 1:numel(fs)
    fprintf('%d: %s\n', k, mat2str(fs{k}(0.5)));
  end
  fs
  disp(fs)
  g = fs{4}
  h = fs{1}
  disp(fs{5})
  class(fs{2})
  func2str(fs{3})
  func2str(fs{4})
  is_function_handle(fs{1})
  is_function_handle(b)
  isa(fs{4}, 'function_handle')
  isa(fs{4}, 'double')
  sub = fs(2:3)
  r = fs{2}(2) + fs{4}(1)
  % a cell that also holds numbers: indexing its contents stays indexing
  c = {[10 20 30], @(i) i + 100, 'abc'};
  c{1}(2)
  c{2}(2)
  c{3}(end)
  c{1}(:)'
  n = numel(c{2})
end

function y = helper(x)
  y = 10 * x;
end
