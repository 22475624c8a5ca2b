## -*- texinfo -*-
## @deftypefn {} {} version ()
## The version of GNU Octave whose behaviour compiled programs follow.
## @end deftypefn
function v = version ()
  v = "7.3.0";
end
