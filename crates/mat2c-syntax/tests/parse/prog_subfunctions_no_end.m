function result = pipeline(data)
% Primary function of a file whose functions have no end.
result = stage2(stage1(data));

function y = stage1(x)
y = x(:)' - mean(x(:));

function y = stage2(x)
y = x / max(abs(x));
