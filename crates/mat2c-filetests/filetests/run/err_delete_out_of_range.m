%! test: run
% run-time error: deleting an element past the end
a = [1 2 3];
a(2) = []
a(5) = []
