%! test: run
% Octave names a char value in its messages by how it was written: "string" for double
% quotes (kept through copies, indexing, transposes, element writes and brackets of such
% strings only), sq_string otherwise, and null_sq_string / null_string for an empty
% literal given straight to a builtin. circshift.m pads a char N with zeros: a warning.
try, t = min([4 2 8], [], "3"); t, catch err, disp(err.message), end
try, t = min([4 2 8], [], ''); t, catch err, disp(err.message), end
try, t = min([4 2 8], [], '3'); t, catch err, disp(err.message), end
try, t = mod(7, "3"); t, catch err, disp(err.message), end
try, t = rem(-7, ''); t, catch err, disp(err.message), end
try, t = mod(7, '3'); t, catch err, disp(err.message), end
try, t = rot90(magic(3), "3"); t, catch err, disp(err.message), end
try, t = rot90(magic(3), '3'); t, catch err, disp(err.message), end
x = "ab"; try, t = mod(7, x); t, catch err, disp(err.message), end
y = x; y(1) = 'c'; try, t = mod(7, y); t, catch err, disp(err.message), end
z = [x 'd']; try, t = mod(7, z); t, catch err, disp(err.message), end
w = ['d' x]; try, t = mod(7, w); t, catch err, disp(err.message), end
u = upper(x); try, t = mod(7, u); t, catch err, disp(err.message), end
c = {"ab"}; try, t = mod(7, c{1}); t, catch err, disp(err.message), end
e = ''; try, t = mod(7, e); t, catch err, disp(err.message), end
e2 = ""; try, t = mod(7, e2); t, catch err, disp(err.message), end
e3 = x([]); try, t = mod(7, e3); t, catch err, disp(err.message), end
e4 = blanks(0); try, t = mod(7, e4); t, catch err, disp(err.message), end
e5 = char(zeros(1,0)); try, t = mod(7, e5); t, catch err, disp(err.message), end
n = []; try, t = mod(7, n); t, catch err, disp(err.message), end
n2 = zeros(0,0); try, t = mod(7, n2); t, catch err, disp(err.message), end
try, t = mod(7, {}); t, catch err, disp(err.message), end
try, t = rot90(magic(3), []); t, catch err, disp(err.message), end
try, t = mod(7, true); t, catch err, disp(err.message), end
s = sprintf('%d', 3); try, t = mod(7, s); t, catch err, disp(err.message), end
s2 = num2str(3); try, t = mod(7, s2); t, catch err, disp(err.message), end
s3 = strcat("a", "b"); try, t = mod(7, s3); t, catch err, disp(err.message), end
s4 = ["a" "b"]; try, t = mod(7, s4); t, catch err, disp(err.message), end
s5 = ['a' "b"]; try, t = mod(7, s5); t, catch err, disp(err.message), end
s6 = ["a" 'b']; try, t = mod(7, s6); t, catch err, disp(err.message), end
s7 = x'; try, t = mod(7, s7); t, catch err, disp(err.message), end
s8 = repmat(x, 1, 2); try, t = mod(7, s8); t, catch err, disp(err.message), end
s9 = x(:)'; try, t = mod(7, s9); t, catch err, disp(err.message), end
try, t = dec2bin(5, "3"); disp(t), catch err, disp(err.message), end
try, t = dec2bin(5, 'ab'); disp(t), catch err, disp(err.message), end
try, t = diag([1 2], []); t, catch err, disp(err.message), end
try, t = max(magic(3), [], "3"); disp(class(t)), disp(size(t)), catch err, disp(err.message), end
try, t = max(magic(3), [], ''); t, catch err, disp(err.message), end
try, t = min([4 2 8], [], "3"); disp(t), catch err, disp(err.message), end
try, t = min([4 2 8], [], "3"); t, catch err, disp(err.message), end
try, t = min([4 2 8], [], ''); disp(class(t)), disp(size(t)), catch err, disp(err.message), end
try, t = mod(7, "3"); disp(class(t)), disp(size(t)), catch err, disp(err.message), end
try, t = nchoosek(5, {2}); t, catch err, disp(err.message), end
try, t = nthroot(27, single(2)); disp(class(t)), disp(size(t)), catch err, disp(err.message), end
try, t = nthroot(27, uint8(3)); t, catch err, disp(err.message), end
try, t = num2str(pi, 1i); t, catch err, disp(err.message), end
try, t = rem(-7, ''); t, catch err, disp(err.message), end
try, t = rot90(magic(3), "3"); t, catch err, disp(err.message), end
try, t = rot90(magic(3), ''); t, catch err, disp(err.message), end
try, t = rot90(magic(3), ""); t, catch err, disp(err.message), end
try, t = circshift([1 2 3], "2"); t, catch err, disp(err.message), end
try, t = circshift([1 2 3], ''); t, catch err, disp(err.message), end
try, t = nthroot(8, "3"); t, catch err, disp(err.message), end
try, t = dec2bin(5, "3"); t, catch err, disp(err.message), end
try, t = dec2bin(5, ""); t, catch err, disp(err.message), end
try, t = reshape(1:6, "3", []); t, catch err, disp(err.message), end
try, t = reshape(1:6, '', []); t, catch err, disp(err.message), end
try, t = rand(2, "3"); t, catch err, disp(err.message), end
try, t = zeros(2, ''); t, catch err, disp(err.message), end
try, t = ones(2, ""); t, catch err, disp(err.message), end
try, t = accumarray([1;2], "ab"); t, catch err, disp(err.message), end
try, t = max(3, "a"); t, catch err, disp(err.message), end
try, t = max("", 3); t, catch err, disp(err.message), end
try, x = "ab"; t = x{1}; t, catch err, disp(err.message), end
try, t = [true false]; t(1) = "a"; t, catch err, disp(err.message), end
try, t = bitshift(8, "2"); t, catch err, disp(err.message), end
try, t = factorial(""); t, catch err, disp(err.message), end
try, t = primes("3"); t, catch err, disp(err.message), end
try, t = find([1 0 1 1], "2"); t, catch err, disp(err.message), end
try, t = diff([1 4 9 16], "2"); t, catch err, disp(err.message), end
try, t = sum(magic(3), ""); t, catch err, disp(err.message), end
try, t = cumsum(magic(3), "2"); t, catch err, disp(err.message), end
try, t = sort([3 1 2], ""); t, catch err, disp(err.message), end
try, t = size(magic(3), ""); t, catch err, disp(err.message), end
try, t = 1:""; t, catch err, disp(err.message), end
try, t = ""*2; t, catch err, disp(err.message), end
try, t = linspace(0, 1, ""); t, catch err, disp(err.message), end
try, t = linspace(0, 1, "3"); t, catch err, disp(err.message), end
try, t = eye(""); t, catch err, disp(err.message), end
try, t = cell(""); t, catch err, disp(err.message), end
try, t = cell("3"); t, catch err, disp(err.message), end
try, t = num2str(pi, ""); t, catch err, disp(err.message), end
try, t = num2str(pi, "3"); t, catch err, disp(err.message), end
try, t = repmat('ab', 1, ""); t, catch err, disp(err.message), end
try, t = repmat([1 2], "2", 1); t, catch err, disp(err.message), end
try, t = tril(magic(3), ""); t, catch err, disp(err.message), end
try, t = nchoosek(5, ""); t, catch err, disp(err.message), end
try, t = mean([1 2; 3 4], "2"); t, catch err, disp(err.message), end
try, t = any([0 1; 0 0], ""); t, catch err, disp(err.message), end
try, t = prod([1 2; 3 4], ""); t, catch err, disp(err.message), end
try, t = floor("" / 2); t, catch err, disp(err.message), end
try, t = dec2hex(""); t, catch err, disp(err.message), end
try, t = blanks(""); t, catch err, disp(err.message), end
try, t = circshift([1 2 3], "2", 2); t, catch err, disp(err.message), end
try, t = circshift([1 2 3], "12"); t, catch err, disp(err.message), end
try, t = circshift([1 2 3]', '2'); t, catch err, disp(err.message), end
%% ---- expected (generated by octave-cli; MAT2C_BLESS=1 regenerates) ----
%|octave_base_value::int_value (): wrong type argument 'string'
%|octave_base_value::int_value (): wrong type argument 'null_sq_string'
%|octave_base_value::int_value (): wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|rem: wrong type argument 'null_sq_string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'sq_string'
%|t = [](0x0)
%|t = [](0x0)
%|mod: wrong type argument 'cell'
%|rot90: K must be a single real integer
%|mod: wrong type argument 'bool'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|mod: wrong type argument 'sq_string'
%|mod: wrong type argument 'string'
%|max: cannot compute max (scalar, string)
%|dec2base: LEN must be a non-negative integer
%|diag: invalid argument K
%|octave_base_value::int_value (): wrong type argument 'string'
%|octave_base_value::int_value (): wrong type argument 'null_sq_string'
%|octave_base_value::int_value (): wrong type argument 'string'
%|octave_base_value::int_value (): wrong type argument 'string'
%|octave_base_value::int_value (): wrong type argument 'null_sq_string'
%|mod: wrong type argument 'string'
%|nchoosek: K must be an integer >= 0
%|single
%|   1   1
%|t = 3.0000
%|octave_base_value::int64_scalar_value(): wrong type argument 'complex scalar'
%|rem: wrong type argument 'null_sq_string'
%|mod: wrong type argument 'string'
%|rot90: K must be a single real integer
%|rot90: K must be a single real integer
%|rem: wrong type argument 'sq_string'
%|circshift: N must be a vector, no longer than the number of dimensions in X
%|mod: wrong type argument 'string'
%|max: cannot compute max (scalar, string)
%|dec2base: LEN must be a non-negative integer
%|octave_base_value::int64_value (): wrong type argument 'string'
%|reshape: only a single dimension can be unknown
%|octave_base_value::int64_value (): wrong type argument 'string'
%|invalid data type specified
%|invalid data type specified
%|accumarray: wrong type argument 'string'
%|max: cannot compute max (scalar, string)
%|max: cannot compute max (null_string, scalar)
%|string cannot be indexed with {
%|octave_base_value::bool_array_value(): wrong type argument 'string'
%|bitshift: K must be a scalar or array of integers
%|t = [](0x0)
%|t =
%|
%|    2    3    5    7   11   13   17   19   23   29   31   37   41   43   47
%|
%|find: N must be an integer
%|diff: order K must be a scalar or []
%|sum: unrecognized type argument ''
%|cumsum: unrecognized string argument
%|sort: MODE must be either "ascend" or "descend"
%|invalid conversion from string to real N-D array
%|t = 
%|t = [](0x0)
%|linspace: N must be a scalar
%|linspace: N must be a scalar
%|invalid data type specified
%|cell (A): use cell (size (A)) instead
%|invalid conversion from string to real N-D array
%|t = 
%|t = 3
%|t = ab
%|max: cannot compute max (sq_string, scalar)
%|t =
%|
%|   8   0   0
%|   3   5   0
%|   4   9   2
%|
%|nchoosek: K must be an integer >= 0
%|mean: mean type '2' not recognized
%|any: DIM must be an integer
%|prod: unrecognized type argument ''
%|t = [](0x0)
%|dec2bin: input must be integers
%|blanks: N must be a non-negative integer
%|rem: wrong type argument 'sq_string'
%|rem: wrong type argument 'string'
%|rem: wrong type argument 'sq_string'
%! stderr: warning: implicit conversion from numeric to char
%! stderr: warning: called from
%! stderr:     circshift at line 93 column 9
%! stderr:     char_quote_type_names at line 56 column 8
%! stderr: 
%! stderr: warning: implicit conversion from numeric to char
%! stderr: warning: called from
%! stderr:     repmat at line 99 column 7
%! stderr:     char_quote_type_names at line 90 column 8
%! stderr: 
%! stderr: warning: implicit conversion from numeric to char
%! stderr: warning: called from
%! stderr:     circshift at line 99 column 7
%! stderr:     char_quote_type_names at line 99 column 8
%! stderr: 
%! stderr: warning: implicit conversion from numeric to char
%! stderr: warning: called from
%! stderr:     circshift at line 93 column 9
%! stderr:     char_quote_type_names at line 101 column 8
%! stderr: 
%! exit: 0
