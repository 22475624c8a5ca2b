function [v, i] = first_of(fs, x)
  [v, i] = fs{1}(x);
end
