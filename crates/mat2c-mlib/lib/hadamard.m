## -*- texinfo -*-
## @deftypefn {} {} hadamard (@var{n})
## A Hadamard matrix of order @var{n} = 2^k*p, p = 1, 12, 20 or 28: Paley's construction
## from the quadratic residues modulo 11 (p = 12, circulant) or 19 (p = 20, back-circulant),
## then k Sylvester doublings. Octave's matrix of order 28 is not reproduced (refused).
## @end deftypefn
function H = hadamard (n)
  if (nargin != 1)
    print_usage ();
  end
  ## n = 2^e * p: the first p whose quotient is a power of two.
  q = n ./ [1, 12, 20, 28];
  e = round (log2 (q));
  k = find (q >= 1 & q == 2 .^ e, 1);
  if (! isscalar (n) || isempty (k))
    error ("hadamard: N must be 2^k*p, for p = 1, 12, 20 or 28");
  end
  e = e(k);
  if (k == 1)
    H = 1;
  elseif (k == 2)
    H = paley1 (11);
  elseif (k == 3)
    ## The back-circulant form Octave gives: R(i,j) = chi (i + j + 2), chi (0) = -1.
    chi = legendre_row (19);
    chi(1) = -1;
    R = chi(mod ((0:18)' + (0:18) + 2, 19) + 1);
    H = [ones(1, 20); ones(19, 1), R];
  else
    error ("mat2c: hadamard: the matrices of order 2^k*28 are not supported");
  end
  for i = 1:e
    H = [H, H; H, -H];
  end
end

## chi (k) for k = 0 .. q-1: the Legendre symbol modulo the prime q.
function chi = legendre_row (q)
  chi = -ones (1, q);
  chi(mod ((1:q - 1) .^ 2, q) + 1) = 1;
  chi(1) = 0;
end

## Order q + 1 for a prime q = 3 (mod 4): the circulant Q(i,j) = chi (i - j) bordered.
function H = paley1 (q)
  chi = legendre_row (q);
  Q = chi(mod ((0:q - 1)' - (0:q - 1), q) + 1);
  H = [ones(1, q + 1); ones(q, 1), Q - eye(q)];
end
