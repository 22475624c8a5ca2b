%! test: run
% a non-integer range and the equal matrix literal (Octave pads ranges differently)
r = 0:0.25:1
m = [0 0.25 0.5 0.75 1]
s = (0:4) / 4
t = (1:3) * 0.5
u = [0.5 1 1.5]
all(r == m)
