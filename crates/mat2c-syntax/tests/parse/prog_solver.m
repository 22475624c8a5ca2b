function x = jacobi(A, b, tol, maxit)
  n = numel(b);
  x = zeros(n, 1);
  D = diag(A);
  R = A - diag(D);
  it = 0;
  do
    x_new = (b - R * x) ./ D;
    err = norm(x_new - x, Inf);
    x = x_new;
    it += 1;
  until err < tol || it >= maxit
  if err >= tol
    warning('jacobi:noconv', 'no convergence after %d iterations', it);
  end
end
