s = 'hello';
t = [s ' world']
l = [1 2 3] > 2
n = sum(l)
