## -*- texinfo -*-
## @deftypefn  {} {} gallery (@var{name})
## @deftypefnx {} {} gallery (@var{name}, @var{args})
## @end deftypefn
##
## @deftypefn  {} {@var{c} =} gallery ("cauchy", @var{x})
## @deftypefnx {} {@var{c} =} gallery ("cauchy", @var{x}, @var{y})
## @end deftypefn
##
## @deftypefn  {} {@var{c} =} gallery ("chebspec", @var{n})
## @deftypefnx {} {@var{c} =} gallery ("chebspec", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{c} =} gallery ("chebvand", @var{p})
## @deftypefnx {} {@var{c} =} gallery ("chebvand", @var{m}, @var{p})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("chow", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("chow", @var{n}, @var{alpha})
## @deftypefnx {} {@var{a} =} gallery ("chow", @var{n}, @var{alpha}, @var{delta})
## @end deftypefn
##
## @deftypefn {} {@var{c} =} gallery ("circul", @var{v})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("clement", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("clement", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{c} =} gallery ("compar", @var{a})
## @deftypefnx {} {@var{c} =} gallery ("compar", @var{a}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("condex", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("condex", @var{n}, @var{k})
## @deftypefnx {} {@var{a} =} gallery ("condex", @var{n}, @var{k}, @var{theta})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("cycol", [@var{m} @var{n}])
## @deftypefnx {} {@var{a} =} gallery ("cycol", @var{n})
## @deftypefnx {} {@var{a} =} gallery (@dots{}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {[@var{c}, @var{d}, @var{e}] =} gallery ("dorr", @var{n})
## @deftypefnx {} {[@var{c}, @var{d}, @var{e}] =} gallery ("dorr", @var{n}, @var{theta})
## @deftypefnx {} {@var{a} =} gallery ("dorr", @dots{})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("dramadah", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("dramadah", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("fiedler", @var{c})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("forsythe", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("forsythe", @var{n}, @var{alpha})
## @deftypefnx {} {@var{a} =} gallery ("forsythe", @var{n}, @var{alpha}, @var{lambda})
## @end deftypefn
##
## @deftypefn  {} {@var{f} =} gallery ("frank", @var{n})
## @deftypefnx {} {@var{f} =} gallery ("frank", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn {} {@var{c} =} gallery ("gcdmat", @var{n})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("gearmat", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("gearmat", @var{n}, @var{i})
## @deftypefnx {} {@var{a} =} gallery ("gearmat", @var{n}, @var{i}, @var{j})
## @end deftypefn
##
## @deftypefn  {} {@var{g} =} gallery ("grcar", @var{n})
## @deftypefnx {} {@var{g} =} gallery ("grcar", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("hanowa", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("hanowa", @var{n}, @var{d})
## @end deftypefn
##
## @deftypefn  {} {@var{v} =} gallery ("house", @var{x})
## @deftypefnx {} {[@var{v}, @var{beta}] =} gallery ("house", @var{x})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("integerdata", @var{imax}, [@var{M} @var{N} @dots{}], @var{j})
## @deftypefnx {} {@var{a} =} gallery ("integerdata", @var{imax}, @var{M}, @var{N}, @dots{}, @var{j})
## @deftypefnx {} {@var{a} =} gallery ("integerdata", [@var{imin}, @var{imax}], [@var{M} @var{N} @dots{}], @var{j})
## @deftypefnx {} {@var{a} =} gallery ("integerdata", [@var{imin}, @var{imax}], @var{M}, @var{N}, @dots{}, @var{j})
## @deftypefnx {} {@var{a} =} gallery ("integerdata", @dots{}, "@var{class}")
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("invhess", @var{x})
## @deftypefnx {} {@var{a} =} gallery ("invhess", @var{x}, @var{y})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("invol", @var{n})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("ipjfact", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("ipjfact", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("jordbloc", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("jordbloc", @var{n}, @var{lambda})
## @end deftypefn
##
## @deftypefn  {} {@var{u} =} gallery ("kahan", @var{n})
## @deftypefnx {} {@var{u} =} gallery ("kahan", @var{n}, @var{theta})
## @deftypefnx {} {@var{u} =} gallery ("kahan", @var{n}, @var{theta}, @var{pert})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("kms", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("kms", @var{n}, @var{rho})
## @end deftypefn
##
## @deftypefn  {} {@var{b} =} gallery ("krylov", @var{a})
## @deftypefnx {} {@var{b} =} gallery ("krylov", @var{a}, @var{x})
## @deftypefnx {} {@var{b} =} gallery ("krylov", @var{a}, @var{x}, @var{j})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("lauchli", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("lauchli", @var{n}, @var{mu})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("lehmer", @var{n})
## @end deftypefn
##
## @deftypefn {} {@var{t} =} gallery ("lesp", @var{n})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("lotkin", @var{n})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("minij", @var{n})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("moler", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("moler", @var{n}, @var{alpha})
## @end deftypefn
##
## @deftypefn {} {[@var{a}, @var{t}] =} gallery ("neumann", @var{n})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("normaldata", [@var{M} @var{N} @dots{}], @var{j})
## @deftypefnx {} {@var{a} =} gallery ("normaldata", @var{M}, @var{N}, @dots{}, @var{j})
## @deftypefnx {} {@var{a} =} gallery ("normaldata", @dots{}, "@var{class}")
## @end deftypefn
##
## @deftypefn  {} {@var{q} =} gallery ("orthog", @var{n})
## @deftypefnx {} {@var{q} =} gallery ("orthog", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("parter", @var{n})
## @end deftypefn
##
## @deftypefn  {} {@var{p} =} gallery ("pei", @var{n})
## @deftypefnx {} {@var{p} =} gallery ("pei", @var{n}, @var{alpha})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("poisson", @var{n})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("prolate", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("prolate", @var{n}, @var{w})
## @end deftypefn
##
## @deftypefn {} {@var{h} =} gallery ("randhess", @var{x})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("rando", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("rando", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("randsvd", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("randsvd", @var{n}, @var{kappa})
## @deftypefnx {} {@var{a} =} gallery ("randsvd", @var{n}, @var{kappa}, @var{mode})
## @deftypefnx {} {@var{a} =} gallery ("randsvd", @var{n}, @var{kappa}, @var{mode}, @var{kl})
## @deftypefnx {} {@var{a} =} gallery ("randsvd", @var{n}, @var{kappa}, @var{mode}, @var{kl}, @var{ku})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("redheff", @var{n})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("riemann", @var{n})
## @end deftypefn
##
## @deftypefn {} {@var{a} =} gallery ("ris", @var{n})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("smoke", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("smoke", @var{n}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{t} =} gallery ("toeppd", @var{n})
## @deftypefnx {} {@var{t} =} gallery ("toeppd", @var{n}, @var{m})
## @deftypefnx {} {@var{t} =} gallery ("toeppd", @var{n}, @var{m}, @var{w})
## @deftypefnx {} {@var{t} =} gallery ("toeppd", @var{n}, @var{m}, @var{w}, @var{theta})
## @end deftypefn
##
## @deftypefn  {} {@var{p} =} gallery ("toeppen", @var{n})
## @deftypefnx {} {@var{p} =} gallery ("toeppen", @var{n}, @var{a})
## @deftypefnx {} {@var{p} =} gallery ("toeppen", @var{n}, @var{a}, @var{b})
## @deftypefnx {} {@var{p} =} gallery ("toeppen", @var{n}, @var{a}, @var{b}, @var{c})
## @deftypefnx {} {@var{p} =} gallery ("toeppen", @var{n}, @var{a}, @var{b}, @var{c}, @var{d})
## @deftypefnx {} {@var{p} =} gallery ("toeppen", @var{n}, @var{a}, @var{b}, @var{c}, @var{d}, @var{e})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("tridiag", @var{x}, @var{y}, @var{z})
## @deftypefnx {} {@var{a} =} gallery ("tridiag", @var{n})
## @deftypefnx {} {@var{a} =} gallery ("tridiag", @var{n}, @var{c}, @var{d}, @var{e})
## @end deftypefn
##
## @deftypefn  {} {@var{t} =} gallery ("triw", @var{n})
## @deftypefnx {} {@var{t} =} gallery ("triw", @var{n}, @var{alpha})
## @deftypefnx {} {@var{t} =} gallery ("triw", @var{n}, @var{alpha}, @var{k})
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("uniformdata", [@var{M} @var{N} @dots{}], @var{j})
## @deftypefnx {} {@var{a} =} gallery ("uniformdata", @var{M}, @var{N}, @dots{}, @var{j})
## @deftypefnx {} {@var{a} =} gallery ("uniformdata", @dots{}, "@var{class}")
## @end deftypefn
##
## @deftypefn  {} {@var{a} =} gallery ("wathen", @var{nx}, @var{ny})
## @deftypefnx {} {@var{a} =} gallery ("wathen", @var{nx}, @var{ny}, @var{k})
## @end deftypefn
##
## @deftypefn {} {[@var{a}, @var{b}] =} gallery ("wilk", @var{n})
## Test matrices of Higham's collection, by family NAME; each family is written here from
## its mathematical definition. The families Octave returns as sparse matrices (dorr with
## one output, neumann, poisson, toeppen, tridiag, wathen) are refused at run time.
## @end deftypefn
function varargout = gallery (name, varargin)
  if (nargin < 1)
    print_usage ();
  end
  if (! ischar (name))
    error ("gallery: NAME must be a string");
  end
  switch (tolower (name))
    case "cauchy"
      varargout{1} = g_cauchy (varargin{:});
    case "chebspec"
      varargout{1} = g_chebspec (varargin{:});
    case "chebvand"
      varargout{1} = g_chebvand (varargin{:});
    case "chow"
      varargout{1} = g_chow (varargin{:});
    case "circul"
      varargout{1} = g_circul (varargin{:});
    case "clement"
      varargout{1} = g_clement (varargin{:});
    case "compar"
      varargout{1} = g_compar (varargin{:});
    case "condex"
      varargout{1} = g_condex (varargin{:});
    case "cycol"
      varargout{1} = g_cycol (varargin{:});
    case "dorr"
      if (nargout < 2)
        sparse_refused ("dorr");
      end
      [varargout{1}, varargout{2}, varargout{3}] = g_dorr (varargin{:});
    case "dramadah"
      varargout{1} = g_dramadah (varargin{:});
    case "fiedler"
      varargout{1} = g_fiedler (varargin{:});
    case "forsythe"
      varargout{1} = g_forsythe (varargin{:});
    case "frank"
      varargout{1} = g_frank (varargin{:});
    case "gcdmat"
      varargout{1} = g_gcdmat (varargin{:});
    case "gearmat"
      varargout{1} = g_gearmat (varargin{:});
    case "grcar"
      varargout{1} = g_grcar (varargin{:});
    case "hanowa"
      varargout{1} = g_hanowa (varargin{:});
    case "house"
      if (nargout < 2)
        varargout{1} = g_house (varargin{:});
      else
        [varargout{1}, varargout{2}] = g_house (varargin{:});
      end
    case "invhess"
      varargout{1} = g_invhess (varargin{:});
    case "invol"
      varargout{1} = g_invol (varargin{:});
    case "ipjfact"
      varargout{1} = g_ipjfact (varargin{:});
    case "jordbloc"
      varargout{1} = g_jordbloc (varargin{:});
    case "kahan"
      varargout{1} = g_kahan (varargin{:});
    case "kms"
      varargout{1} = g_kms (varargin{:});
    case "krylov"
      varargout{1} = g_krylov (varargin{:});
    case "lauchli"
      varargout{1} = g_lauchli (varargin{:});
    case "lehmer"
      varargout{1} = g_lehmer (varargin{:});
    case "lesp"
      varargout{1} = g_lesp (varargin{:});
    case "lotkin"
      varargout{1} = g_lotkin (varargin{:});
    case "minij"
      varargout{1} = g_minij (varargin{:});
    case "moler"
      varargout{1} = g_moler (varargin{:});
    case "orthog"
      varargout{1} = g_orthog (varargin{:});
    case "parter"
      varargout{1} = g_parter (varargin{:});
    case "pei"
      varargout{1} = g_pei (varargin{:});
    case "prolate"
      varargout{1} = g_prolate (varargin{:});
    case "randhess"
      varargout{1} = g_randhess (varargin{:});
    case "rando"
      varargout{1} = g_rando (varargin{:});
    case "randsvd"
      varargout{1} = g_randsvd (varargin{:});
    case "redheff"
      varargout{1} = g_redheff (varargin{:});
    case "riemann"
      varargout{1} = g_riemann (varargin{:});
    case "ris"
      varargout{1} = g_ris (varargin{:});
    case "smoke"
      varargout{1} = g_smoke (varargin{:});
    case "toeppd"
      varargout{1} = g_toeppd (varargin{:});
    case "triw"
      varargout{1} = g_triw (varargin{:});
    case "wilk"
      if (nargout < 2)
        varargout{1} = g_wilk (varargin{:});
      else
        [varargout{1}, varargout{2}] = g_wilk (varargin{:});
      end
    case {"neumann", "poisson", "toeppen", "tridiag", "wathen"}
      sparse_refused (name);
    case {"integerdata", "normaldata", "uniformdata"}
      error ("mat2c: gallery: matrix %s (Octave's seeded random data) is not supported", name);
    case {"binomial", "leslie", "randcolu", "randcorr", "randjorth", "sampling"}
      error ("gallery: matrix %s not implemented", name);
    otherwise
      error ("gallery: unknown matrix with NAME %s", name);
  end
end

function sparse_refused (name)
  error ("mat2c: gallery: matrix %s is a sparse matrix in Octave; sparse matrices are not supported", name);
end

## True for a numeric scalar with an integer value.
function t = is_int (n)
  t = isnumeric (n) && isscalar (n) && fix (n) == n;
end

function C = g_cauchy (x, y)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 or 2 arguments are required for cauchy matrix");
  elseif (! isnumeric (x))
    error ("gallery: X must be numeric for cauchy matrix");
  elseif (nargin == 2 && ! isnumeric (y))
    error ("gallery: Y must be numeric for cauchy matrix");
  end
  if (isscalar (x) && fix (x) == x)
    x = 1:x;
  elseif (! isvector (x))
    error ("gallery: X be an integer or a vector for cauchy matrix");
  end
  if (nargin == 1)
    y = x;
  end
  if (! (isvector (x) && isvector (y) && numel (x) == numel (y)))
    error ("gallery: X and Y must be vectors of same length for cauchy matrix");
  end
  C = 1 ./ (x(:) + y(:).');
end

## Chebyshev spectral differentiation on the points cos ((i-1) pi / (n-1)); with k = 1
## the first point is dropped (a Dirichlet condition there).
function C = g_chebspec (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for chebspec matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for chebspec matrix");
  end
  if (nargin < 2)
    k = 0;
  elseif (! isscalar (k))
    error ("gallery: K must be a scalar for chebspec matrix");
  end
  if (k == 1)
    n = n + 1;
  elseif (k != 0)
    error ("gallery: K should be either 0 or 1 for chebspec matrix");
  end
  m = n - 1;
  x = cos ((0:m)' * (pi / m));
  c = ones (n, 1);
  c([1, n]) = 2;
  s = (-1) .^ ((0:m)' + (0:m));
  C = (c ./ c') .* s ./ (x - x' + eye (n));
  for i = 2:n - 1
    C(i, i) = -x(i) / (2 * (1 - x(i) ^ 2));
  end
  C(1, 1) = (2 * m ^ 2 + 1) / 6;
  if (n > 1)
    C(n, n) = -C(1, 1);
  end
  if (k == 1)
    C = C(2:n, 2:n);
  end
end

## Chebyshev Vandermonde: C(i,j) = T_{i-1} (p(j)).
function C = g_chebvand (m, p)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 or 2 arguments are required for chebvand matrix");
  end
  if (nargin == 1)
    p = m;
  end
  if (! isnumeric (p))
    error ("gallery: P must be numeric for chebvand matrix");
  end
  if (isscalar (p) && fix (p) == p)
    p = linspace (0, 1, p);
  end
  p = p(:).';
  n = numel (p);
  if (nargin == 1)
    m = n;
  elseif (! isscalar (m))
    error ("gallery: M must be a scalar for chebvand matrix");
  end
  C = ones (m, n);
  if (m > 1)
    C(2, :) = p;
  end
  for i = 3:m
    C(i, :) = 2 * p .* C(i - 1, :) - C(i - 2, :);
  end
end

## Lower Hessenberg Toeplitz: alpha^(i-j+1) on and below the superdiagonal, plus delta*I.
function A = g_chow (n, alpha, delta)
  if (nargin < 1 || nargin > 3)
    error ("gallery: 1 to 3 arguments are required for chow matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for chow matrix");
  end
  if (nargin < 2)
    alpha = 1;
  elseif (! isscalar (alpha))
    error ("gallery: ALPHA must be a scalar for chow matrix");
  end
  if (nargin < 3)
    delta = 0;
  elseif (! isscalar (delta))
    error ("gallery: DELTA must be a scalar for chow matrix");
  end
  A = toeplitz (alpha .^ (1:n), [alpha, 1, zeros(1, n - 2)]) + delta * eye (n);
end

function C = g_circul (v)
  if (nargin != 1)
    error ("gallery: 1 argument is required for circul matrix");
  elseif (! isnumeric (v))
    error ("gallery: V must be numeric for circul matrix");
  end
  if (isscalar (v))
    v = 1:v;
  elseif (! isvector (v))
    error ("gallery: X must be a scalar or a vector for circul matrix");
  end
  n = numel (v);
  v = v(:).';
  C = toeplitz ([v(1), v(n:-1:2)], v);
end

## Tridiagonal with zero diagonal: 1 .. n-1 above, n-1 .. 1 below (k = 0), or the
## symmetric matrix with the same eigenvalues (k = 1).
function A = g_clement (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 or 2 arguments are required for clement matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for clement matrix");
  end
  if (nargin < 2)
    k = 0;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for clement matrix");
  end
  n = n(1);
  z = n - 1:-1:1;
  if (k == 0)
    A = diag (1:n - 1, 1) + diag (z, -1);
  elseif (k == 1)
    y = sqrt ((1:n - 1) .* z);
    A = diag (y, 1) + diag (y, -1);
  else
    error ("gallery: K must have a value of 0 or 1 for clement matrix");
  end
end

## Comparison matrix: |diagonal| and -|off-diagonal| (k = 0), or each off-diagonal element
## minus the largest magnitude of its row (k = 1), where Octave leaves out A(1,1) only (not
## the whole diagonal) and takes the max of A' as max does (one value for a column A).
function C = g_compar (A, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 or 2 arguments are required for compar matrix");
  elseif (! (isnumeric (A) && ndims (A) == 2))
    error ("gallery: A must be a 2-D matrix for compar matrix");
  end
  if (nargin < 2)
    k = 0;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for compar matrix");
  end
  [m, n] = size (A);
  p = min (m, n);
  d = sub2ind ([m, n], 1:p, 1:p);
  if (k == 0)
    C = -abs (A);
    C(d) = abs (A(d));
  elseif (k == 1)
    B = abs (A.');
    if (p > 0)
      B(1, 1) = 0;
    end
    C = -max (B).' * ones (1, n);
    C(d) = abs (A(d));
    if (isequal (A, tril (A)))
      C = tril (C);
    end
    if (isequal (A, triu (A)))
      C = triu (C);
    end
  else
    error ("gallery: K must have a value of 0 or 1 for compar matrix");
  end
end

## Counter-examples to condition estimators (k = 1 .. 4), padded with the identity to n.
function A = g_condex (n, k, theta)
  if (nargin < 1 || nargin > 3)
    error ("gallery: 1 to 3 arguments are required for condex matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for condex matrix");
  end
  if (nargin < 2)
    k = 4;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for condex matrix");
  end
  if (nargin < 3)
    theta = 100;
  elseif (! (isnumeric (theta) && isscalar (theta)))
    error ("gallery: THETA must be a numeric scalar for condex matrix");
  end
  if (k == 1)
    A = [1, -1, -2 * theta, 0;
         0, 1, theta, -theta;
         0, 1, 1 + theta, -(theta + 1);
         0, 0, 0, theta];
  elseif (k == 2)
    A = [1, 1 - 2 / theta ^ 2, -2;
         0, 1 / theta, -1 / theta;
         0, 0, 1];
  elseif (k == 3)
    A = g_triw (n, -1)';
    A(n, n) = -1;
  elseif (k == 4)
    ## I + theta*P, P the projector onto the complement of span (e, e1, b).
    X = ones (n, 3);
    X(2:n, 2) = 0;
    X(:, 3) = (-1) .^ (0:n - 1)' .* (1 + (0:n - 1)' / (n - 1));
    Q = orth (X);
    A = eye (n) + theta * (eye (n) - Q * Q');
  else
    error ("gallery: unknown estimator K '%d' for condex matrix", k);
  end
  m = rows (A);
  for i = m + 1:n
    A(i, i) = 1;
  end
end

## Random columns repeating with period k.
function A = g_cycol (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 or 2 arguments are required for cycol matrix");
  elseif (! (isnumeric (n) && any (numel (n) == [1, 2]) && all (fix (n) == n)))
    error ("gallery: N must be a 1 or 2 element integer for cycol matrix");
  end
  m = n(1);
  n = n(end);
  if (nargin < 2)
    k = max (round (n / 4), 1);
  elseif (! isscalar (k))
    error ("gallery: K must be a scalar for cycol matrix");
  end
  B = randn (m, k);
  A = B(:, mod (0:n - 1, k) + 1);
end

## Dorr's diagonally dominant tridiagonal matrix as its sub-, main and super-diagonals.
function [c, d, e] = g_dorr (n, theta)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 or 2 arguments are required for dorr matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for dorr matrix");
  end
  if (nargin < 2)
    theta = 0.01;
  elseif (! (isnumeric (theta) && isscalar (theta)))
    error ("gallery: THETA must be a numeric scalar for dorr matrix");
  end
  c = zeros (n, 1);
  e = c;
  h = 1 / (n + 1);
  m = floor ((n + 1) / 2);
  term = theta / h ^ 2;
  i = (1:m)';
  c(i) = -term;
  e(i) = c(i) - (0.5 - i * h) / h;
  i = (m + 1:n)';
  e(i) = -term;
  c(i) = e(i) + (0.5 - i * h) / h;
  d = -(c + e);
  c = c(2:n);
  e = e(1:n - 1);
end

## (0,1) matrices with large inverse or determinant.
function A = g_dramadah (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for dramadah matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for dramadah matrix");
  end
  if (nargin < 2)
    k = 1;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for dramadah matrix");
  end
  switch (k)
    case 1
      c = ones (n, 1);
      c(mod ((0:n - 1)', 4) == 1 | mod ((0:n - 1)', 4) == 2) = 0;
      r = zeros (n, 1);
      r(1:min (n, 4)) = [1, 1, 0, 1](1:min (n, 4));
      A = toeplitz (c, r);
    case 2
      c = zeros (n, 1);
      c(1) = 1;
      r = ones (n, 1);
      r(3:2:n) = 0;
      A = toeplitz (c, r);
    case 3
      c = ones (n, 1);
      c(2:2:n) = 0;
      A = toeplitz (c, [1, 1, zeros(1, n - 2)]);
    otherwise
      error ("gallery: unknown K '%d' for dramadah matrix", k);
  end
end

function A = g_fiedler (c)
  if (nargin != 1)
    error ("gallery: 1 argument is required for fiedler matrix");
  elseif (! isnumeric (c))
    error ("gallery: C must be numeric for fiedler matrix");
  end
  if (isscalar (c) && fix (c) == c)
    c = 1:c;
  elseif (! isvector (c))
    error ("gallery: C must be an integer or a vector for fiedler matrix");
  end
  c = c(:);
  A = abs (c - c.');
end

## A Jordan block with a perturbation alpha in its bottom left corner.
function A = g_forsythe (n, alpha, lambda)
  if (nargin < 1 || nargin > 3)
    error ("gallery: 1 to 3 arguments are required for forsythe matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for forsythe matrix");
  end
  if (nargin < 2)
    alpha = sqrt (eps);
  elseif (! (isnumeric (alpha) && isscalar (alpha)))
    error ("gallery: ALPHA must be a numeric scalar for forsythe matrix");
  end
  if (nargin < 3)
    lambda = 0;
  elseif (! (isnumeric (lambda) && isscalar (lambda)))
    error ("gallery: LAMBDA must be a numeric scalar for forsythe matrix");
  end
  A = g_jordbloc (n, lambda);
  A(n, 1) = alpha;
end

## Upper Hessenberg with F(i,j) = n + 1 - max (i, j); k = 1 reflects it in the
## anti-diagonal.
function F = g_frank (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for frank matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for frank matrix");
  end
  if (nargin < 2)
    k = 0;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for frank matrix");
  end
  i = (1:n)';
  F = triu (n + 1 - max (i, i'), -1);
  if (k == 1)
    F = F(n:-1:1, n:-1:1)';
  elseif (k != 0)
    error ("gallery: K must have a value of 0 or 1 for frank matrix");
  end
end

function C = g_gcdmat (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for gcdmat matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for gcdmat matrix");
  end
  C = zeros (n, n);
  for i = 1:n
    for j = 1:n
      C(i, j) = gcd (i, j);
    end
  end
end

function A = g_gearmat (n, i, j)
  if (nargin < 1 || nargin > 3)
    error ("gallery: 1 to 3 arguments are required for gearmat matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for gearmat matrix");
  end
  if (nargin < 2)
    i = n;
  elseif (! (is_int (i) && i != 0 && abs (i) <= n))
    error ("gallery: I must be a nonzero scalar, and abs (I) <= N for gearmat matrix");
  end
  if (nargin < 3)
    j = -n;
  elseif (! (is_int (j) && j != 0 && abs (j) <= n))
    error ("gallery: J must be a nonzero scalar, and abs (J) <= N for gearmat matrix");
  end
  A = diag (ones (n - 1, 1), -1) + diag (ones (n - 1, 1), 1);
  A(1, abs (i)) = sign (i);
  A(n, n + 1 - abs (j)) = sign (j);
end

## Ones on the diagonal and k superdiagonals, -1 on the subdiagonal.
function G = g_grcar (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for grcar matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for grcar matrix");
  end
  if (nargin < 2)
    k = 3;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for grcar matrix");
  end
  G = tril (triu (ones (n)), k) - diag (ones (n - 1, 1), -1);
end

function A = g_hanowa (n, d)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for hanowa matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for hanowa matrix");
  elseif (mod (n, 2) != 0)
    error ("gallery: N must be even for hanowa matrix");
  end
  if (nargin < 2)
    d = -1;
  elseif (! (isnumeric (d) && isscalar (d)))
    error ("gallery: D must be a numeric scalar for hanowa matrix");
  end
  m = n / 2;
  A = [d * eye(m), -diag(1:m); diag(1:m), d * eye(m)];
end

## Householder vector: (I - beta*v*v') x = -sign (x(1)) norm (x) e1.
function [v, beta] = g_house (x)
  if (nargin != 1)
    error ("gallery: 1 argument is required for house matrix");
  elseif (! isvector (x))
    error ("gallery: X must be a vector for house matrix");
  end
  x = x(:);
  s = norm (x) * (sign (x(1)) + (x(1) == 0));
  v = x;
  if (s == 0)
    beta = 0;
  else
    v(1) = v(1) + s;
    beta = 1 / (s' * v(1));
  end
end

## Lower triangle (diagonal included) x(j), strict upper triangle y(i).
function A = g_invhess (x, y)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for invhess matrix");
  elseif (! isnumeric (x))
    error ("gallery: X must be numeric for invhess matrix");
  end
  if (isscalar (x) && fix (x) == x)
    x = 1:x;
  elseif (! isvector (x))
    error ("gallery: X must be an integer scalar, or a vector for invhess matrix");
  end
  x = x(:);
  n = numel (x);
  if (nargin < 2)
    y = -x(1:n - 1);
  elseif (! (isvector (y) && numel (y) == n - 1))
    error ("gallery: Y must be a vector of length -1 than X for invhess matrix");
  end
  y = y(:);
  A = zeros (n, n);
  for j = 1:n
    A(j:n, j) = x(j);
    A(1:j - 1, j) = y(1:j - 1);
  end
end

## An involutory matrix (A*A = I): the Hilbert matrix with rows scaled.
function A = g_invol (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for invol matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for invol matrix");
  end
  A = hilb (n);
  d = -n;
  A(:, 1) = d * A(:, 1);
  for i = 1:n - 1
    d = -(n + i) * (n - i) * d / (i * i);
    A(i + 1, :) = d * A(i + 1, :);
  end
end

## A(i,j) = (i+j)! (k = 0) or 1 / (i+j)! (k = 1).
function A = g_ipjfact (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for ipjfact matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for ipjfact matrix");
  end
  if (nargin < 2)
    k = 0;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for ipjfact matrix");
  end
  c = cumprod (2:2 * n);
  A = zeros (n, n);
  for i = 1:n
    A(i, :) = c(i:i + n - 1);
  end
  if (k == 1)
    A = ones (n, n) ./ A;
  elseif (k != 0)
    error ("gallery: K must have a value of 0 or 1 for ipjfact matrix");
  end
end

function A = g_jordbloc (n, lambda)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for jordbloc matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for jordbloc matrix");
  end
  if (nargin < 2)
    lambda = 1;
  elseif (! (isnumeric (lambda) && isscalar (lambda)))
    error ("gallery: LAMBDA must be a numeric scalar for jordbloc matrix");
  end
  A = lambda * eye (n) + diag (ones (n - 1, 1), 1);
end

## Upper trapezoidal: diag (s^0 .. s^(n-1)) * (I - c*strict upper ones), s = sin (theta),
## c = cos (theta), plus pert*eps*diag (n:-1:1).
function U = g_kahan (n, theta, pert)
  if (nargin < 1 || nargin > 3)
    error ("gallery: 1 to 3 arguments are required for kahan matrix");
  elseif (! (isnumeric (n) && any (numel (n) == [1, 2]) && all (fix (n) == n)))
    error ("gallery: N must be a 1 or 2 element integer for kahan matrix");
  end
  if (nargin < 2)
    theta = 1.2;
  elseif (! (isnumeric (theta) && isscalar (theta)))
    error ("gallery: THETA must be a numeric scalar for kahan matrix");
  end
  if (nargin < 3)
    pert = 25;
  elseif (! (isnumeric (pert) && isscalar (pert)))
    error ("gallery: PERT must be a numeric scalar for kahan matrix");
  end
  r = n(1);
  n = n(end);
  s = sin (theta);
  c = cos (theta);
  U = eye (n) - c * triu (ones (n), 1);
  U = diag (s .^ (0:n - 1)) * U + pert * eps * diag (n:-1:1);
  if (r > n)
    U(r, n) = 0;
  elseif (r < n)
    U = U(1:r, :);
  end
end

## A(i,j) = rho^|i-j| (conjugated below the diagonal).
function A = g_kms (n, rho)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for lauchli matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for lauchli matrix");
  end
  if (nargin < 2)
    rho = 0.5;
  elseif (! isscalar (rho))
    error ("gallery: RHO must be a scalar for lauchli matrix");
  end
  i = (1:n)';
  A = rho .^ abs (i - i');
  if (iscomplex (rho))
    A = conj (tril (A, -1)) + triu (A);
  end
end

## Krylov matrix [x, A*x, ..., A^(j-1)*x].
function B = g_krylov (A, x, j)
  if (nargin < 1 || nargin > 3)
    error ("gallery: 1 to 3 arguments are required for krylov matrix");
  end
  if (isscalar (A))
    A = randn (A);
  elseif (! (ismatrix (A) && rows (A) == columns (A)))
    error ("gallery: A must be a square 2-D matrix for krylov matrix");
  end
  n = rows (A);
  if (nargin < 2)
    x = ones (n, 1);
  elseif (! (isvector (x) && numel (x) == n))
    error ("gallery: X must be a vector of length equal to A for krylov matrix");
  end
  if (nargin < 3)
    j = n;
  elseif (! is_int (j))
    error ("gallery: J must be an integer for krylov matrix");
  end
  B = ones (n, j);
  B(:, 1) = x(:);
  for i = 2:j
    B(:, i) = A * B(:, i - 1);
  end
end

function A = g_lauchli (n, mu)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for lauchli matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for lauchli matrix");
  end
  if (nargin < 2)
    mu = sqrt (eps);
  elseif (! isscalar (mu))
    error ("gallery: MU must be a scalar for lauchli matrix");
  end
  A = [ones(1, n); mu * eye(n)];
end

## A(i,j) = min (i, j) / max (i, j).
function A = g_lehmer (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for lehmer matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for lehmer matrix");
  end
  i = (1:n)';
  A = min (i, i') ./ max (i, i');
end

## Tridiagonal: -(5:2:2n+3) on the diagonal, 2..n above, 1 ./ (2..n) below.
function T = g_lesp (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for lesp matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for lesp matrix");
  end
  T = diag (-(5:2:2 * n + 3)) + diag (2:n, 1) + diag (1 ./ (2:n), -1);
end

## The Hilbert matrix with its first row all ones.
function A = g_lotkin (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for lotkin matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for lotkin matrix");
  end
  A = hilb (n);
  A(1, :) = 1;
end

function A = g_minij (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for minij matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for minij matrix");
  end
  A = min ((1:n)', 1:n);
end

## U'*U with U = triw (n, alpha).
function A = g_moler (n, alpha)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for moler matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for moler matrix");
  end
  if (nargin < 2)
    alpha = -1;
  elseif (! isscalar (alpha))
    error ("gallery: ALPHA must be a scalar for moler matrix");
  end
  U = g_triw (n, alpha);
  A = U' * U;
end

## Orthogonal (or nearly: k = -1, -2) matrices of sines and cosines.
function Q = g_orthog (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for orthog matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for orthog matrix");
  end
  if (nargin < 2)
    k = 1;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for orthog matrix");
  end
  i = (1:n)';
  j = 1:n;
  switch (k)
    case 1
      Q = sqrt (2 / (n + 1)) * sin (i * j * (pi / (n + 1)));
    case 2
      Q = 2 / sqrt (2 * n + 1) * sin (2 * i * j * (pi / (2 * n + 1)));
    case 4
      ## Helmert: row i > 1 has i-1 ones then -(i-1), scaled to unit length.
      Q = tril (ones (n));
      Q(1, :) = 1;
      for r = 2:n
        Q(r, r) = -(r - 1);
        Q(r, :) = Q(r, :) / sqrt (r * (r - 1));
      end
      Q(1, :) = Q(1, :) / sqrt (n);
    case 3
      Q = exp ((i - 1) * (j - 1) * (2 * pi * 1i / n)) / sqrt (n);
    case 5
      m = (i - 1) * (j - 1) * (2 * pi / n);
      Q = (cos (m) + sin (m)) / sqrt (n);
    case -1
      Q = cos ((i - 1) * (j - 1) * (pi / (n - 1)));
    case -2
      Q = cos ((i - 1) * (j - 1 / 2) * (pi / n));
    otherwise
      error ("gallery: unknown K '%d' for orthog matrix", k);
  end
end

## C(i,j) = 1 / (i - j + 0.5).
function A = g_parter (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for parter matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for parter matrix");
  end
  i = (1:n)';
  A = 1 ./ (i - i' + 0.5);
end

function P = g_pei (n, alpha)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for pei matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for pei matrix");
  end
  if (nargin < 2)
    alpha = 1;
  elseif (! isscalar (alpha))
    error ("gallery: ALPHA must be a scalar for pei matrix");
  end
  P = alpha * eye (n) + ones (n);
end

## Symmetric Toeplitz: 2w on the diagonal, sin (2 pi w k) / (pi k) on the k-th
## off-diagonals.
function A = g_prolate (n, w)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for prolate matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for prolate matrix");
  end
  if (nargin < 2)
    w = 0.25;
  elseif (! isscalar (w))
    error ("gallery: W must be a scalar for prolate matrix");
  end
  k = 1:n - 1;
  A = toeplitz ([2 * w, sin(2 * pi * w * k) ./ (pi * k)]);
end

## Random orthogonal upper Hessenberg: a product of Givens rotations through the angles x
## (random when x is the order n).
function H = g_randhess (x)
  if (nargin != 1)
    error ("gallery: 1 argument is required for randhess matrix");
  elseif (! (isnumeric (x) && isreal (x)))
    error ("gallery: N or X must be numeric real values for randhess matrix");
  end
  if (isscalar (x))
    n = x;
    x = rand (n - 1, 1) * 2 * pi;
    H = eye (n);
    H(n, n) = sign (randn ());
  elseif (isvector (x))
    n = numel (x);
    H = eye (n);
    H(n, n) = 1;
  else
    error ("gallery: N or X must be a scalar or a vector for randhess matrix");
  end
  for i = n:-1:2
    c = cos (x(i - 1));
    s = sin (x(i - 1));
    H([i - 1, i], :) = [c * H(i - 1, :) + s * H(i, :); -s * H(i - 1, :) + c * H(i, :)];
  end
end

## Random entries: 0 or 1 (k = 1), -1 or 1 (k = 2), -1, 0 or 1 (k = 3).
function A = g_rando (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for rando matrix");
  elseif (! (isnumeric (n) && any (numel (n) == [1, 2]) && all (fix (n) == n)))
    error ("gallery: N must be an integer for rando matrix");
  end
  if (nargin < 2)
    k = 1;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for smoke matrix");
  end
  m = n(1);
  n = n(end);
  switch (k)
    case 1
      A = floor (rand (m, n) + 0.5);
    case 2
      A = 2 * floor (rand (m, n) + 0.5) - 1;
    case 3
      A = round (3 * rand (m, n) - 1.5);
    otherwise
      error ("gallery: unknown K '%d' for smoke matrix", k);
  end
end

## Random matrix with condition number kappa and singular values distributed by mode:
## U * diag (sigma) * V' with random orthogonal U and V (Haar, from QR of Gaussians).
function A = g_randsvd (n, kappa, mode, kl, ku)
  if (nargin < 1 || nargin > 5)
    error ("gallery: 1 to 5 arguments are required for randsvd matrix");
  elseif (! (isnumeric (n) && any (numel (n) == [1, 2]) && all (fix (n) == n)))
    error ("gallery: N must be a 1 or 2 element integer vector for randsvd matrix");
  end
  if (nargin < 2)
    kappa = sqrt (1 / eps);
  elseif (! (isnumeric (kappa) && isscalar (kappa)))
    error ("gallery: KAPPA must be a numeric scalar for randsvd matrix");
  end
  if (kappa < 1)
    error ("gallery: KAPPA must larger than or equal to 1 for randsvd matrix");
  end
  if (nargin < 3)
    mode = 3;
  elseif (! (isnumeric (mode) && isscalar (mode)))
    error ("gallery: MODE must be a numeric scalar for randsvd matrix");
  end
  m = n(1);
  n = n(end);
  if (nargin >= 4 && (kl < m - 1 || (nargin < 5 && kl < n - 1) || (nargin == 5 && ku < n - 1)))
    error ("mat2c: gallery: randsvd with a bandwidth below full (KL, KU) is not supported");
  end
  p = min (m, n);
  kappa = abs (kappa);
  switch (abs (mode))
    case 1
      sigma = [ones(p - 1, 1); 1 / kappa];
    case 2
      sigma = [1; ones(p - 1, 1) / kappa];
    case 3
      sigma = kappa .^ -((0:p - 1)' / (p - 1));
    case 4
      sigma = 1 - (0:p - 1)' / (p - 1) * (1 - 1 / kappa);
    case 5
      sigma = exp (-rand (p, 1) * log (kappa));
    otherwise
      error ("gallery: unknown MODE '%d' for randsvd matrix", mode);
  end
  if (p == 1)
    sigma = 1;
  end
  if (mode < 0)
    sigma = sigma(p:-1:1);
  end
  [U, ~] = qr (randn (m));
  [V, ~] = qr (randn (n));
  S = zeros (m, n);
  S(1:p, 1:p) = diag (sigma);
  A = U * S * V';
end

## A(i,j) = true when j = 1 or i divides j (a logical matrix, as Octave's).
function A = g_redheff (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for redheff matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for redheff matrix");
  end
  i = (1:n)';
  A = mod (i', i) == 0;
  A(:, 1) = true;
end

## A(i,j) = i (i divides j) or -1, for i, j = 2 .. n+1.
function A = g_riemann (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for riemann matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for riemann matrix");
  end
  i = (2:n + 1)';
  A = -ones (n, n);
  D = mod (i', i) == 0;
  I = repmat (i - 1, 1, n);
  A(D) = I(D);
end

## A(i,j) = 0.5 / (n - i - j + 1.5).
function A = g_ris (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for ris matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for ris matrix");
  end
  i = (1:n)';
  A = 0.5 ./ (n - i - i' + 1.5);
end

## Ones on the superdiagonal, the n-th roots of unity w^1 .. w^n on the diagonal, and 1
## (k = 0) or 0 (k = 1) in the bottom left corner.
function A = g_smoke (n, k)
  if (nargin < 1 || nargin > 2)
    error ("gallery: 1 to 2 arguments are required for smoke matrix");
  elseif (! is_int (n))
    error ("gallery: N must be an integer for smoke matrix");
  end
  if (nargin < 2)
    k = 0;
  elseif (! (isnumeric (k) && isscalar (k)))
    error ("gallery: K must be a numeric scalar for smoke matrix");
  end
  w = exp (2 * pi * i / n);
  A = diag ([w .^ (1:n - 1), 1]) + diag (ones (n - 1, 1), 1);
  if (k == 0)
    A(n, 1) = 1;
  elseif (k != 1)
    error ("gallery: unknown K '%d' for smoke matrix", k);
  end
end

## Symmetric positive semi-definite Toeplitz: sum of w(k) * toeplitz (cos (2 pi theta(k)
## (0:n-1))).
function T = g_toeppd (n, m, w, theta)
  if (nargin < 1 || nargin > 4)
    error ("gallery: 1 to 4 arguments are required for toeppd matrix");
  elseif (! is_int (n))
    error ("gallery: N must be a numeric integer for toeppd matrix");
  end
  if (nargin < 2)
    m = n;
  elseif (! is_int (m))
    error ("gallery: M must be a numeric integer for toeppd matrix");
  end
  if (nargin < 3)
    w = rand (m, 1);
  elseif (! (isnumeric (w) && numel (w) == m))
    error ("gallery: W and THETA must be vectors of length M for toeppd matrix");
  end
  if (nargin < 4)
    theta = rand (m, 1);
  elseif (! (isnumeric (theta) && numel (theta) == m))
    error ("gallery: W and THETA must be vectors of length M for toeppd matrix");
  end
  T = zeros (n, n);
  for k = 1:m
    T = T + w(k) * toeplitz (cos (2 * pi * theta(k) * (0:n - 1)));
  end
end

## Upper triangular: ones on the diagonal, alpha on the first k superdiagonals.
function T = g_triw (n, alpha, k)
  if (nargin < 1 || nargin > 3)
    error ("gallery: 1 to 3 arguments are required for triw matrix");
  elseif (! (isnumeric (n) && any (numel (n) == [1, 2]) && all (fix (n) == n)))
    error ("gallery: N must be a 1 or 2 elements vector for triw matrix");
  end
  if (nargin < 2)
    alpha = -1;
  elseif (! (isnumeric (alpha) && isscalar (alpha)))
    error ("gallery: ALPHA must be a scalar for triw matrix");
  end
  m = n(1);
  n = n(end);
  if (nargin < 3)
    k = n - 1;
  elseif (! (is_int (k) && k >= 0))
    error ("gallery: K must be a numeric integer >= 0 for triw matrix");
  end
  T = tril (eye (m, n) + alpha * triu (ones (m, n), 1), k);
end

## Wilkinson's ill-conditioned examples (n = 3, 4: a system A x = b; 5; 21: W21+).
function [A, b] = g_wilk (n)
  if (nargin != 1)
    error ("gallery: 1 argument is required for wilk matrix");
  elseif (! (isnumeric (n) && isscalar (n)))
    error ("gallery: N must be a numeric scalar for wilk matrix");
  end
  b = [];
  if (n == 3)
    A = [1e-10, 0.9, -0.4; 0, 0.9, -0.4; 0, 0, 1e-10];
    b = [0; 0; 1];
  elseif (n == 4)
    A = [0.9143e-4, 0, 0, 0;
         0.8762, 0.7156e-4, 0, 0;
         0.7943, 0.8143, 0.9504e-4, 0;
         0.8017, 0.6123, 0.7165, 0.7123e-4];
    b = [0.6524; 0.3127; 0.4186; 0.7853];
  elseif (n == 5)
    A = hilb (6);
    A = A(1:5, 2:6) * 1.8144;
  elseif (n == 21)
    A = diag (abs (-10:10)) + diag (ones (20, 1), 1) + diag (ones (20, 1), -1);
  else
    error ("gallery: unknown N '%d' for wilk matrix", n);
  end
end
