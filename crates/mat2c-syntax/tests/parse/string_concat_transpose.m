s = ['abc']';
t = "abc"';
