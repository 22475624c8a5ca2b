function [mu, sigma, outliers] = matrix_stats(A, thresh)
  if nargin < 2
    thresh = 3;
  end
  mu = mean(A(:));
  sigma = std(A(:));
  z = (A - mu) ./ sigma;
  outliers = find(abs(z) > thresh);
  [r, c] = ind2sub(size(A), outliers);
  fprintf('%d outliers\n', numel(r));
  B = A';
  C = B * A + eye(size(A, 2)) * 1e-3;
  x = C \ ones(size(C, 1), 1);
end
