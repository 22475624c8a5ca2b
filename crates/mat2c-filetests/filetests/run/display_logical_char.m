%! test: run
% display of logical scalars/vectors and char rows/matrices
t = true
f = 3 > 4
lv = [1 2 3] > 2
s = 'hello'
e = ''
c = ['ab'; 'cd']
q = 'it''s'
n = double('A')
ch = char(72)
