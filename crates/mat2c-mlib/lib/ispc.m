## -*- texinfo -*-
## @deftypefn {} {} ispc ()
## false: compiled programs run on the POSIX systems mat2c targets, as Octave on GNU/Linux.
## @end deftypefn
function tf = ispc ()
  tf = false;
end
