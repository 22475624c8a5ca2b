## -*- texinfo -*-
## @deftypefn  {} {@var{r} =} corrcoef (@var{x})
## @deftypefnx {} {@var{r} =} corrcoef (@var{x}, @var{y})
## @deftypefnx {} {@var{r} =} corrcoef (@dots{}, @var{param}, @var{value}, @dots{})
## @deftypefnx {} {[@var{r}, @var{p}] =} corrcoef (@dots{})
## @deftypefnx {} {[@var{r}, @var{p}, @var{lci}, @var{hci}] =} corrcoef (@dots{})
## The correlation coefficients of the columns of @var{x} (or of @var{x}(:) and
## @var{y}(:)), with the p-values of the hypothesis of no correlation; options "alpha"
## and "rows" ("all", "complete" or "pairwise").
## @end deftypefn
function [r, p, lci, hci] = corrcoef (x, varargin)
  if (nargin == 0)
    print_usage ();
  end
  alpha = 0.05;
  rowopt = "all";
  opts = varargin;
  if (nargin > 1)
    if (isnumeric (varargin{1}))
      y = varargin{1};
      if (numel (x) > 0 && numel (y) > 0 && numel (x) != numel (y))
        error ("corrcoef: X and Y must be the same size");
      end
      x = [x(:), y(:)];
      opts = varargin(2:end);
    end
    for i = 1:2:numel (opts)
      if (! ischar (opts{i}))
        error ("corrcoef: parameter %d must be a string", i);
      end
      parameter = opts{i};
      if (i + 1 > numel (opts))
        error ('corrcoef: parameter "%s" missing value', parameter);
      end
      value = opts{i+1};
      if (strcmpi (parameter, "alpha"))
        if (isnumeric (value) && isscalar (value) && value >= 0 && value <= 1)
          alpha = value;
        else
          error ('corrcoef: "alpha" must be a scalar between 0 and 1');
        end
      elseif (strcmpi (parameter, "rows"))
        if (! ischar (value))
          error ('corrcoef: "rows" value must be a string');
        end
        value = lower (value);
        if (any (strcmp (value, {"all", "complete", "pairwise"})))
          rowopt = value;
        else
          error ('corrcoef: "rows" must be "all", "complete", or "pairwise"');
        end
      else
        error ('corrcoef: Unknown option "%s"', parameter);
      end
    end
  end
  if (strcmp (rowopt, "complete"))
    x(any (isnan (x), 2), :) = [];
  end
  if (isempty (x) || isscalar (x))
    r = NaN;
    p = NaN;
    lci = NaN;
    hci = NaN;
    return;
  end
  if (nargout > 2)
    error ("mat2c: corrcoef: the confidence bounds LCI and HCI (erfinv) are not supported");
  end
  pairwise = strcmp (rowopt, "pairwise");
  if (isrow (x))
    x = x(:);
  end
  [m, n] = size (x);
  r = eye (n);
  p = eye (n);
  for i = 1:n
    if (! pairwise && any (isnan (x(:, i))))
      r(i, i) = NaN;
      p(i, i) = NaN;
    end
    for j = i+1:n
      xi = x(:, i);
      xj = x(:, j);
      if (pairwise)
        gone = any (isnan ([xi, xj]), 2);
        xi(gone) = [];
        xj(gone) = [];
      end
      r(i, j) = corr (xi, xj);
      r(j, i) = r(i, j);
      if (nargout > 1)
        ## Two-sided p-value of Student's t with m-2 degrees of freedom.
        df = m - 2;
        stat = sqrt (df) * r(i, j) / sqrt (1 - r(i, j)^2);
        cdf = t_cdf (stat, df);
        p(i, j) = 2 * min (cdf, 1 - cdf);
        p(j, i) = p(i, j);
      end
    end
  end
end

## The cumulative distribution of Student's t with N degrees of freedom at scalar X.
function cdf = t_cdf (x, n)
  if (isnan (x) || ! (n > 0))
    cdf = NaN;
  elseif (x == Inf)
    cdf = 1;
  elseif (isinf (x))
    cdf = 0;
  else
    xx = x ^ 2;
    if (xx > n)
      cdf = betainc (n / (n + xx), n / 2, 1 / 2) / 2;
    else
      cdf = 0.5 * (1 - betainc (xx / (n + xx), 1 / 2, n / 2));
    end
    if (x > 0)
      cdf = 1 - cdf;
    end
  end
end
