## -*- texinfo -*-
## @deftypefn {} {} __printf_assert__ (@dots{})
## Append @code{sprintf (@dots{})} to the text that @code{__prog_output_assert__} checks
## (a helper of Octave's own tests).
## @end deftypefn
function __printf_assert__ (varargin)
  global __assert_printf__
  __assert_printf__ = [char(__assert_printf__), sprintf(varargin{:})];
end
