//! Builtins called with arguments of a class or value they do not expect: a string, a
//! logical, an integer class, a cell, a fraction, a negative or non-finite number, an empty
//! or a vector where a count, size, dimension or order goes; cells given to matrix
//! functions. Octave converts some (a logical count), truncates none, and raises its own
//! errors for the rest: each call runs inside `try`, printing the result or the message, so
//! a compiler that uses a character's code as a count, or refuses at compile time what
//! Octave raises at run time, shows up as a difference.

use super::Gen;

/// Values standing where a number is expected.
const ODD: &[&str] = &[
    "'2'",
    "'ab'",
    "''",
    "2.5",
    "-1",
    "0",
    "true",
    "false",
    "{2}",
    "[]",
    "[1 2]",
    "int8(2)",
    "uint8(3)",
    "single(2)",
    "NaN",
    "Inf",
    "1i",
    "-0.5",
    "[2; 1]",
    "\"3\"",
];

/// Calls with one argument `X` standing for the odd value.
const CALLS: &[&str] = &[
    "zeros(X)",
    "ones(2, X)",
    "eye(X)",
    "cell(X)",
    "repmat([1 2], X, 1)",
    "repmat('ab', 1, X)",
    "linspace(0, 1, X)",
    "reshape(1:6, X, [])",
    "diag([1 2], X)",
    "circshift([1 2 3], X)",
    "rot90(magic(3), X)",
    "tril(magic(3), X)",
    "triu(magic(3), X)",
    "nchoosek(5, X)",
    "factorial(X)",
    "primes(X)",
    "dec2bin(5, X)",
    "dec2hex(X)",
    "bitshift(8, X)",
    "find([1 0 1 1], X)",
    "diff([1 4 9 16], X)",
    "sum(magic(3), X)",
    "prod([1 2; 3 4], X)",
    "cumsum(magic(3), X)",
    "max(magic(3), [], X)",
    "min([4 2 8], [], X)",
    "sort([3 1 2], X)",
    "mean([1 2; 3 4], X)",
    "any([0 1; 0 0], X)",
    "mod(7, X)",
    "rem(-7, X)",
    "round(X)",
    "abs(X)",
    "blanks(X)",
    "num2str(pi, X)",
    "size(magic(3), X)",
    "1:X",
    "X:3",
    "numel(X)",
    "isempty(X)",
    "double(X)",
    "X * 2",
    "[1 2 3](X)",
    "floor(X / 2)",
    "idivide(int32(7), X)",
    "power(2, X)",
    "nthroot(27, X)",
    "fix(X)",
    "sign(X)",
];

/// Matrix functions given a cell (Octave's wrong-type messages, or a result for the few
/// that take cells).
const CELL_CALLS: &[&str] = &[
    "sum({1, 2})",
    "max({1, 2})",
    "abs({1})",
    "sort({'b', 'a'})",
    "numel({1, 2, 3})",
    "fliplr({1, 'a'})",
    "mean({1})",
    "cumsum({1})",
    "any({1})",
    "find({1})",
    "round({1.5})",
    "[1 2] + {1}",
    "transpose({1, 2})",
    "reshape({1, 2, 3, 4}, 2, 2)",
    "repmat({7}, 1, 2)",
    "unique({'b', 'a', 'b'})",
    "isempty({})",
    "length({1; 2})",
    "diff({1, 2})",
    "norm({1})",
    "sqrt({4})",
    "num2str({1})",
    "strcat({'a'}, 'b')",
    "upper({'ab', 'c'})",
    "double({1})",
    "char({'a', 'bcd'})",
    "ismember(2, {1, 2})",
    "cat(1, {1}, {2})",
];

impl Gen<'_> {
    /// One call with an argument of an unexpected class or value, inside `try`.
    pub(super) fn odd_args_statement(&mut self) {
        let call = if self.rng.chance(1, 4) {
            (*self.rng.pick(CELL_CALLS)).to_string()
        } else {
            let x = *self.rng.pick(ODD);
            let call = *self.rng.pick(CALLS);
            // Octave 7.3 itself crashes (SIGSEGV) on `sort(x, Inf)`.
            let x = if call.starts_with("sort") && x == "Inf" {
                "-1"
            } else {
                x
            };
            call.replace('X', x)
        };
        let show = *self
            .rng
            .pick(&["disp(t)", "t", "disp(class(t)), disp(size(t))"]);
        self.lines.push(format!(
            "try, t = {call}; {show}, catch err, disp(err.message), end"
        ));
    }
}
