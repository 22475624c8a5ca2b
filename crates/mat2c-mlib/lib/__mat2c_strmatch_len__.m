## -*- texinfo -*-
## @deftypefn {} {} __mat2c_strmatch_len__ (@var{s})
## The length of char row @var{s} without its trailing blanks and NULs.
## @end deftypefn
function n = __mat2c_strmatch_len__ (s)
  n = numel (s);
  while (n > 0 && (s(n) == " " || s(n) == "\0"))
    n = n - 1;
  end
end
