x = 3;
y = double_it(x);
disp(y);

function r = double_it(v)
  r = 2 * v;
end
