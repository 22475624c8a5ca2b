%! test: run
% Reductions of text: sum, prod, max, min, any, all and sort take the character codes;
% cumsum, cumprod, mean, cummax, cummin, median, mode and diff refuse text with Octave's
% errors (found by cargo xtask fuzz seed 201: cumprod of a char row computed)
try, r = cumprod('abc'); printf('%s ok %s\n', 'cumprod', class(r)); catch err, printf('%s: %s\n', 'cumprod', err.message); end
try, r = cumprod('abc', 1); printf('%s,1 ok %s\n', 'cumprod', class(r)); catch err, printf('%s,1: %s\n', 'cumprod', err.message); end
try, r = cumprod(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'cumprod', err.message); end
try, r = cumsum('abc'); printf('%s ok %s\n', 'cumsum', class(r)); catch err, printf('%s: %s\n', 'cumsum', err.message); end
try, r = cumsum('abc', 1); printf('%s,1 ok %s\n', 'cumsum', class(r)); catch err, printf('%s,1: %s\n', 'cumsum', err.message); end
try, r = cumsum(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'cumsum', err.message); end
try, r = prod('abc'); printf('%s ok %s\n', 'prod', class(r)); catch err, printf('%s: %s\n', 'prod', err.message); end
try, r = prod('abc', 1); printf('%s,1 ok %s\n', 'prod', class(r)); catch err, printf('%s,1: %s\n', 'prod', err.message); end
try, r = prod(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'prod', err.message); end
try, r = sum('abc'); printf('%s ok %s\n', 'sum', class(r)); catch err, printf('%s: %s\n', 'sum', err.message); end
try, r = sum('abc', 1); printf('%s,1 ok %s\n', 'sum', class(r)); catch err, printf('%s,1: %s\n', 'sum', err.message); end
try, r = sum(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'sum', err.message); end
try, r = mean('abc'); printf('%s ok %s\n', 'mean', class(r)); catch err, printf('%s: %s\n', 'mean', err.message); end
try, r = mean('abc', 1); printf('%s,1 ok %s\n', 'mean', class(r)); catch err, printf('%s,1: %s\n', 'mean', err.message); end
try, r = mean(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'mean', err.message); end
try, r = max('abc'); printf('%s ok %s\n', 'max', class(r)); catch err, printf('%s: %s\n', 'max', err.message); end
try, r = max('abc', 1); printf('%s,1 ok %s\n', 'max', class(r)); catch err, printf('%s,1: %s\n', 'max', err.message); end
try, r = max(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'max', err.message); end
try, r = min('abc'); printf('%s ok %s\n', 'min', class(r)); catch err, printf('%s: %s\n', 'min', err.message); end
try, r = min('abc', 1); printf('%s,1 ok %s\n', 'min', class(r)); catch err, printf('%s,1: %s\n', 'min', err.message); end
try, r = min(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'min', err.message); end
try, r = cummax('abc'); printf('%s ok %s\n', 'cummax', class(r)); catch err, printf('%s: %s\n', 'cummax', err.message); end
try, r = cummax('abc', 1); printf('%s,1 ok %s\n', 'cummax', class(r)); catch err, printf('%s,1: %s\n', 'cummax', err.message); end
try, r = cummax(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'cummax', err.message); end
try, r = cummin('abc'); printf('%s ok %s\n', 'cummin', class(r)); catch err, printf('%s: %s\n', 'cummin', err.message); end
try, r = cummin('abc', 1); printf('%s,1 ok %s\n', 'cummin', class(r)); catch err, printf('%s,1: %s\n', 'cummin', err.message); end
try, r = cummin(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'cummin', err.message); end
try, r = any('abc'); printf('%s ok %s\n', 'any', class(r)); catch err, printf('%s: %s\n', 'any', err.message); end
try, r = any('abc', 1); printf('%s,1 ok %s\n', 'any', class(r)); catch err, printf('%s,1: %s\n', 'any', err.message); end
try, r = any(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'any', err.message); end
try, r = all('abc'); printf('%s ok %s\n', 'all', class(r)); catch err, printf('%s: %s\n', 'all', err.message); end
try, r = all('abc', 1); printf('%s,1 ok %s\n', 'all', class(r)); catch err, printf('%s,1: %s\n', 'all', err.message); end
try, r = all(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'all', err.message); end
try, r = sort('abc'); printf('%s ok %s\n', 'sort', class(r)); catch err, printf('%s: %s\n', 'sort', err.message); end
try, r = sort('abc', 1); printf('%s,1 ok %s\n', 'sort', class(r)); catch err, printf('%s,1: %s\n', 'sort', err.message); end
try, r = sort(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'sort', err.message); end
try, r = diff('abc'); printf('%s ok %s\n', 'diff', class(r)); catch err, printf('%s: %s\n', 'diff', err.message); end
try, r = diff('abc', 1); printf('%s,1 ok %s\n', 'diff', class(r)); catch err, printf('%s,1: %s\n', 'diff', err.message); end
try, r = diff(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'diff', err.message); end
try, r = median('abc'); printf('%s ok %s\n', 'median', class(r)); catch err, printf('%s: %s\n', 'median', err.message); end
try, r = median('abc', 1); printf('%s,1 ok %s\n', 'median', class(r)); catch err, printf('%s,1: %s\n', 'median', err.message); end
try, r = median(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'median', err.message); end
try, r = mode('abc'); printf('%s ok %s\n', 'mode', class(r)); catch err, printf('%s: %s\n', 'mode', err.message); end
try, r = mode('abc', 1); printf('%s,1 ok %s\n', 'mode', class(r)); catch err, printf('%s,1: %s\n', 'mode', err.message); end
try, r = mode(['ab';'cd']); disp(r); catch err, printf('%s: %s\n', 'mode', err.message); end
%% ---- expected (generated by octave-cli; MAT2C_BLESS=1 regenerates) ----
%|cumprod: invalid conversion from string to real N-D array
%|cumprod,1: invalid conversion from string to real N-D array
%|cumprod: invalid conversion from string to real N-D array
%|cumsum: cumsum: wrong type argument 'sq_string'
%|cumsum,1: cumsum: wrong type argument 'sq_string'
%|cumsum: cumsum: wrong type argument 'sq_string'
%|prod ok double
%|prod,1 ok double
%|   9603   9800
%|sum ok double
%|sum,1 ok double
%|   196   198
%|mean: mean: X must be a numeric vector or matrix
%|mean,1: mean: X must be a numeric vector or matrix
%|mean: mean: X must be a numeric vector or matrix
%|max ok double
%|max,1: max: cannot compute max (sq_string, scalar)
%|    99   100
%|min ok double
%|min,1: min: cannot compute min (sq_string, scalar)
%|   97   98
%|cummax: cummax: wrong type argument 'sq_string'
%|cummax,1: cummax: wrong type argument 'sq_string'
%|cummax: cummax: wrong type argument 'sq_string'
%|cummin: cummin: wrong type argument 'sq_string'
%|cummin,1: cummin: wrong type argument 'sq_string'
%|cummin: cummin: wrong type argument 'sq_string'
%|any ok logical
%|any,1 ok logical
%|  1  1
%|all ok logical
%|all,1 ok logical
%|  1  1
%|sort ok char
%|sort,1 ok char
%|ab
%|cd
%|diff: diff: X must be numeric or logical
%|diff,1: diff: X must be numeric or logical
%|diff: diff: X must be numeric or logical
%|median: median: X must be a numeric vector or matrix
%|median,1: median: X must be a numeric vector or matrix
%|median: median: X must be a numeric vector or matrix
%|mode: mode: X must be a numeric vector or matrix
%|mode,1: mode: X must be a numeric vector or matrix
%|mode: mode: X must be a numeric vector or matrix
%! exit: 0
