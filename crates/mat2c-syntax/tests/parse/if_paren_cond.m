if (x) disp(1), end
if (a > b) c = a; end
