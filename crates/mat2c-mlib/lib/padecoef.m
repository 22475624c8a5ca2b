## -*- texinfo -*-
## @deftypefn {} {[@var{num}, @var{den}] =} padecoef (@var{T}, @var{N})
## The coefficients (highest power first) of the order-@var{N} Pade approximant of the
## time delay exp (-s @var{T}): @var{num}(k) proportional to (2N-k)! N! / ((2N)! k! (N-k)!)
## (-T)^k, @var{den} the same with T^k, both scaled so that the leading ratio is 1.
## @end deftypefn
function [num, den] = padecoef (T, N)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    N = 1;
  end
  if (! (isscalar (T) && isnumeric (T) && T >= 0))
    error ("padecoef: T must be a non-negative scalar");
  elseif (! (isscalar (N) && isnumeric (N) && N >= 0))
    error ("padecoef: N must be a non-negative scalar");
  end
  N = round (N);
  if (N == 0)
    % Octave 7's padecoef passes ones (1, N) as prod's dimension: empty for N = 0
    error ("octave_base_value::int_value (): wrong type argument 'matrix'");
  end
  k = N:-1:0;
  % for each k the product (N-k+1) (N-k+2) ... (2N-k), in that order
  num = zeros (1, N + 1);
  for i = 1:N + 1
    num(i) = prod ((N - k(i) + 1):(2 * N - k(i)));
  end
  num = num / prod (N + 1:2 * N) ./ factorial (k);
  num = num / num(1);
  den = num .* (T .^ k);
  num = num .* ((-T) .^ k);
end
