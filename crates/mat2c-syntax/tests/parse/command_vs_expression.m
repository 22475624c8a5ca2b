% MATLAB rule: `x -1` is an expression once x is assigned above (Octave rejects it).
x = 5;
x -1
a - b
y -1
x - 1
z +1
