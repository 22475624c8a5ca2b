function r = uses_b(a, b)
% reads b even when nargin says it is missing
  fprintf('nargin = %d\n', nargin);
  r = a + b;
end
