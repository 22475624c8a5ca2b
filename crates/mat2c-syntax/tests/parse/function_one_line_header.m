function y = f(x), y = x + 1; end
