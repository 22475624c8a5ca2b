## -*- texinfo -*-
## @deftypefn {} {@var{ok} =} __prog_output_assert__ (@var{str})
## True when the text gathered by @code{__printf_assert__} is @var{str} (a final newline
## ignored); the text is cleared (a helper of Octave's own tests).
## @end deftypefn
function ok = __prog_output_assert__ (str)
  global __assert_printf__
  printed = char (__assert_printf__);
  if (isempty (printed))
    ok = isempty (str);
  elseif (printed(end) == "\n")
    ok = strcmp (printed(1:end-1), str);
  else
    ok = strcmp (printed, str);
  end
  __assert_printf__ = "";
end
