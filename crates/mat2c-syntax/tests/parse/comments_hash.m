# Octave comment
x = 1; # trailing hash comment
## doubled hash
y = 2 # printed
