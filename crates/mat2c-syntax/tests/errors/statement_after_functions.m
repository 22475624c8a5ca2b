function f
  disp(1);
end

x = 2;
