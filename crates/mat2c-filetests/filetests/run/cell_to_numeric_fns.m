%! test: run
% A cell given to math functions, reductions, conversions and operators: Octave's message
% for each ("abs: not defined for cell", "sum: wrong type argument 'cell'", ...).
c = {1, 2};
try, t = sum(c); fprintf('sum: ok %s\n', class(t)); catch err, fprintf('sum: %s\n', err.message); end
try, t = prod(c); fprintf('prod: ok %s\n', class(t)); catch err, fprintf('prod: %s\n', err.message); end
try, t = cumsum(c); fprintf('cumsum: ok %s\n', class(t)); catch err, fprintf('cumsum: %s\n', err.message); end
try, t = cumprod(c); fprintf('cumprod: ok %s\n', class(t)); catch err, fprintf('cumprod: %s\n', err.message); end
try, t = mean(c); fprintf('mean: ok %s\n', class(t)); catch err, fprintf('mean: %s\n', err.message); end
try, t = max(c); fprintf('max: ok %s\n', class(t)); catch err, fprintf('max: %s\n', err.message); end
try, t = min(c); fprintf('min: ok %s\n', class(t)); catch err, fprintf('min: %s\n', err.message); end
try, t = abs(c); fprintf('abs: ok %s\n', class(t)); catch err, fprintf('abs: %s\n', err.message); end
try, t = sqrt(c); fprintf('sqrt: ok %s\n', class(t)); catch err, fprintf('sqrt: %s\n', err.message); end
try, t = exp(c); fprintf('exp: ok %s\n', class(t)); catch err, fprintf('exp: %s\n', err.message); end
try, t = round(c); fprintf('round: ok %s\n', class(t)); catch err, fprintf('round: %s\n', err.message); end
try, t = floor(c); fprintf('floor: ok %s\n', class(t)); catch err, fprintf('floor: %s\n', err.message); end
try, t = fix(c); fprintf('fix: ok %s\n', class(t)); catch err, fprintf('fix: %s\n', err.message); end
try, t = sin(c); fprintf('sin: ok %s\n', class(t)); catch err, fprintf('sin: %s\n', err.message); end
try, t = log(c); fprintf('log: ok %s\n', class(t)); catch err, fprintf('log: %s\n', err.message); end
try, t = real(c); fprintf('real: ok %s\n', class(t)); catch err, fprintf('real: %s\n', err.message); end
try, t = imag(c); fprintf('imag: ok %s\n', class(t)); catch err, fprintf('imag: %s\n', err.message); end
try, t = conj(c); fprintf('conj: ok %s\n', class(t)); catch err, fprintf('conj: %s\n', err.message); end
try, t = sign(c); fprintf('sign: ok %s\n', class(t)); catch err, fprintf('sign: %s\n', err.message); end
try, t = isnan(c); fprintf('isnan: ok %s\n', class(t)); catch err, fprintf('isnan: %s\n', err.message); end
try, t = isinf(c); fprintf('isinf: ok %s\n', class(t)); catch err, fprintf('isinf: %s\n', err.message); end
try, t = find(c); fprintf('find: ok %s\n', class(t)); catch err, fprintf('find: %s\n', err.message); end
try, t = diff(c); fprintf('diff: ok %s\n', class(t)); catch err, fprintf('diff: %s\n', err.message); end
try, t = norm(c); fprintf('norm: ok %s\n', class(t)); catch err, fprintf('norm: %s\n', err.message); end
try, t = double(c); fprintf('double: ok %s\n', class(t)); catch err, fprintf('double: %s\n', err.message); end
try, t = single(c); fprintf('single: ok %s\n', class(t)); catch err, fprintf('single: %s\n', err.message); end
try, t = int8(c); fprintf('int8: ok %s\n', class(t)); catch err, fprintf('int8: %s\n', err.message); end
try, t = logical(c); fprintf('logical: ok %s\n', class(t)); catch err, fprintf('logical: %s\n', err.message); end
try, t = cummax(c); fprintf('cummax: ok %s\n', class(t)); catch err, fprintf('cummax: %s\n', err.message); end
try, t = median(c); fprintf('median: ok %s\n', class(t)); catch err, fprintf('median: %s\n', err.message); end
try, t = sort(c); fprintf('sort: ok %s\n', class(t)); catch err, fprintf('sort: %s\n', err.message); end
try, t = fliplr(c); fprintf('fliplr: ok %s\n', class(t)); catch err, fprintf('fliplr: %s\n', err.message); end
try, t = numel(c); fprintf('numel: ok %s\n', class(t)); catch err, fprintf('numel: %s\n', err.message); end
try, t = mode(c); fprintf('mode: ok %s\n', class(t)); catch err, fprintf('mode: %s\n', err.message); end
try, t = std(c); fprintf('std: ok %s\n', class(t)); catch err, fprintf('std: %s\n', err.message); end
try, t = var(c); fprintf('var: ok %s\n', class(t)); catch err, fprintf('var: %s\n', err.message); end
try, t = isfinite(c); fprintf('isfinite: ok %s\n', class(t)); catch err, fprintf('isfinite: %s\n', err.message); end
try, t = angle(c); fprintf('angle: ok %s\n', class(t)); catch err, fprintf('angle: %s\n', err.message); end
try, t = ceil(c); fprintf('ceil: ok %s\n', class(t)); catch err, fprintf('ceil: %s\n', err.message); end
try, t = tan(c); fprintf('tan: ok %s\n', class(t)); catch err, fprintf('tan: %s\n', err.message); end
try, t = atan(c); fprintf('atan: ok %s\n', class(t)); catch err, fprintf('atan: %s\n', err.message); end
try, t = not(c); fprintf('not: ok %s\n', class(t)); catch err, fprintf('not: %s\n', err.message); end
try, t = uminus(c); fprintf('uminus: ok %s\n', class(t)); catch err, fprintf('uminus: %s\n', err.message); end
try, t = transpose(c); fprintf('transpose: ok %s\n', class(t)); catch err, fprintf('transpose: %s\n', err.message); end
try, t = c + 1; catch err, disp(err.message), end
try, t = 1 - c; catch err, disp(err.message), end
try, t = c .* c; catch err, disp(err.message), end
try, t = -c; catch err, disp(err.message), end
try, t = ~c; catch err, disp(err.message), end
try, t = c < 1; catch err, disp(err.message), end
try, t = eye([2; 1]), catch e, disp(e.message), end
try, t = eye([2 1]), catch e, disp(e.message), end
try, t = cell([2; 1]), catch e, disp(e.message), end
try, t = eye({2}), catch e, disp(e.message), end
try, t = cell({2}), catch e, disp(e.message), end
try, t = zeros({2}), catch e, disp(e.message), end
try, t = eye(int8(2)), catch e, disp(e.message), end
try, t = zeros([2; 1]), catch e, disp(e.message), end
%% ---- expected (generated by octave-cli; MAT2C_BLESS=1 regenerates) ----
%|sum: sum: wrong type argument 'cell'
%|prod: prod: wrong type argument 'cell'
%|cumsum: cumsum: wrong type argument 'cell'
%|cumprod: cumprod: wrong type argument 'cell'
%|mean: mean: X must be a numeric vector or matrix
%|max: max: wrong type argument 'cell'
%|min: min: wrong type argument 'cell'
%|abs: abs: not defined for cell
%|sqrt: sqrt: not defined for cell
%|exp: exp: not defined for cell
%|round: round: not defined for cell
%|floor: floor: not defined for cell
%|fix: fix: not defined for cell
%|sin: sin: not defined for cell
%|log: log: not defined for cell
%|real: real: not defined for cell
%|imag: imag: not defined for cell
%|conj: conj: not defined for cell
%|sign: signum: not defined for cell
%|isnan: isnan: not defined for cell
%|isinf: isinf: not defined for cell
%|find: find: wrong type argument 'cell'
%|diff: diff: X must be numeric or logical
%|norm: xnorm: wrong type argument 'cell'
%|double: invalid conversion from cell to double
%|single: invalid conversion from cell to single
%|int8: invalid conversion from cell to int8
%|logical: logical: wrong type argument 'cell'
%|cummax: cummax: wrong type argument 'cell'
%|median: median: X must be a numeric vector or matrix
%|sort: sort: only cell arrays of character strings may be sorted
%|fliplr: ok cell
%|numel: ok double
%|mode: mode: X must be a numeric vector or matrix
%|std: var: X must be a numeric vector or matrix
%|var: var: X must be a numeric vector or matrix
%|isfinite: isfinite: not defined for cell
%|angle: arg: not defined for cell
%|ceil: ceil: not defined for cell
%|tan: tan: not defined for cell
%|atan: atan: not defined for cell
%|not: unary operator '!' not implemented for 'cell' operands
%|uminus: unary operator '-' not implemented for 'cell' operands
%|transpose: ok cell
%|binary operator '+' not implemented for 'cell' by 'scalar' operations
%|binary operator '-' not implemented for 'scalar' by 'cell' operations
%|binary operator '.*' not implemented for 'cell' by 'cell' operations
%|unary operator '-' not implemented for 'cell' operands
%|unary operator '!' not implemented for 'cell' operands
%|binary operator '<' not implemented for 'cell' by 'scalar' operations
%|t =
%|
%|Diagonal Matrix
%|
%|   1
%|   0
%|
%|t =
%|
%|Diagonal Matrix
%|
%|   1
%|   0
%|
%|t =
%|{
%|  [1,1] = [](0x0)
%|  [2,1] = [](0x0)
%|}
%|
%|eye (A): use eye (size (A)) instead
%|octave_base_value::array_value(): wrong type argument 'cell'
%|octave_base_value::array_value(): wrong type argument 'cell'
%|t =
%|
%|Diagonal Matrix
%|
%|   1   0
%|   0   1
%|
%|t =
%|
%|   0
%|   0
%|
%! exit: 0
