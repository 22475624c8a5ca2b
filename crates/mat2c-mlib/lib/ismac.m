## -*- texinfo -*-
## @deftypefn {} {} ismac ()
## false: compiled programs run on the POSIX systems mat2c targets, as Octave on GNU/Linux.
## @end deftypefn
function tf = ismac ()
  tf = false;
end
