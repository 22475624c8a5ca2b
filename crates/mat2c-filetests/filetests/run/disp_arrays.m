%! test: run
% disp of vectors, matrices, strings and empties
disp([1 2 3])
disp([1.5 2; 3 4])
disp('hello')
disp([1; 2; 3])
disp([-1 0.25 100])
disp([true false true])
disp(['ab'; 'cd'])
disp([])
disp(zeros(0, 3))
disp('')
disp([1e6 2e6])
