m = [a' b'];
n = [a 'str'];
p = [a', b'];
q = [a.' b.'];
