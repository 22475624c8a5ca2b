%! test: run
% disp of scalar values
disp(5)
disp(-0.5)
disp(pi)
disp(1e10)
disp(Inf)
disp(-Inf)
disp(NaN)
disp(true)
disp(123456)
disp(0.001)
disp(-42)
