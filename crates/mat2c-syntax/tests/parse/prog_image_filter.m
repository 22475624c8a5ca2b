function out = box_blur(img, k)
  [h, w] = size(img);
  out = zeros(h, w);
  r = floor(k / 2);
  for i = 1:h
    for j = 1:w
      rows = max(1, i-r):min(h, i+r);
      cols = max(1, j-r):min(w, j+r);
      block = img(rows, cols);
      out(i, j) = sum(block(:)) / numel(block);
    end
  end
end
