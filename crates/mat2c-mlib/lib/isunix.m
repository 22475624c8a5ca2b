## -*- texinfo -*-
## @deftypefn {} {} isunix ()
## true: compiled programs run on the POSIX systems mat2c targets, as Octave on GNU/Linux.
## @end deftypefn
function tf = isunix ()
  tf = true;
end
