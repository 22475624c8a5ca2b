a = 1;
#{
Octave block comment
b = 2;
#}
c = 3;
