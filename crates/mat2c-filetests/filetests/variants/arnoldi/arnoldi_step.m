function w = arnoldi_step(A, v)
  % One Gram-Schmidt step: w = A*v minus its projection on v, scaled.
  w = A * v;
  h = sum(sum(v .* w));
  w = w - h * v;
  w = w / (1 + sqrt(sum(w(:) .^ 2)));
end
