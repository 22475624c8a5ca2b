//! Octave's library functions on small literal inputs: linear algebra, statistics,
//! cumulative and set functions, polynomials and filters, number theory, rounding and
//! elementary functions, bit operations and number/text conversions. The inputs are written
//! out (integers, halves, a zero, now and then a NaN or an Inf), so the whole value of each
//! result is compared, last digit and display included. Each call runs inside `try`, since
//! some shapes or values make Octave raise.

use super::Gen;

/// Calls over a matrix `$A` (r×c), a square matrix `$Q` (n×n), a column `$B` (n×1), rows
/// `$U` and `$W` (1×m, 1×k), a positive integer row `$I` (1×m), a small count `$N` and a
/// scalar `$S`.
const CALLS: &[&str] = &[
    // linear algebra
    "inv($Q)",
    "det($Q)",
    "$Q \\ $B",
    "$B' / $Q",
    "rank($A)",
    "trace($Q)",
    "norm($A, 1)",
    "norm($U, Inf)",
    "norm($A, 'fro')",
    "kron($U, [1 -1])",
    "dot($U, $U)",
    "cross([3 1 2], [$U(1) 2 -1])",
    "$Q ^ 2",
    "$A'",
    "tril($Q, -1) + triu($Q, 1)",
    "diag($Q)'",
    "$Q * $B",
    "$A .* $A",
    // statistics and cumulative functions
    "median($A)",
    "median($A, 2)",
    "median($U)",
    "mode($A)",
    "mode($U)",
    "std($A)",
    "std($U, 1)",
    "var($A)",
    "var($A, 0, 2)",
    "mean($A, 2)",
    "cumprod($A)",
    "cumprod($U, 2)",
    "cummax($U)",
    "cummin($A, 2)",
    "max($A, [], 2)",
    "min($A, [], 1)",
    "prod($A, 2)",
    "sum($A(:))",
    "flipud($A)",
    "circshift($A, 1, 2)",
    "sort($A, 2, 'descend')",
    "sortrows($A)",
    "sortrows($A, -1)",
    "range($U)",
    // sets and counting
    "unique($U)",
    "union($U, $W)",
    "intersect($U, $W)",
    "setdiff($U, $W)",
    "setxor($U, $W)",
    "ismember($U, $W)",
    "histc($U, [-5 0 2 4 9])",
    "accumarray($I', $U')'",
    "nnz($A)",
    "find($A > 1)'",
    "any($A > 2)",
    "all($A, 2)'",
    "xor($A > 1, $A < 4)",
    // polynomials and filters
    "polyval($U, $S)",
    "polyval($U, $A)",
    "conv($U, $W)",
    "filter($W, 1, $U)",
    "filter(1, [1 -0.5], $U)",
    "trapz($U)",
    "cumsum($U) - cumtrapz($U)",
    "roots([1 -3 2])",
    "poly([1 2 3])",
    "polyfit(1:numel($U), $U, 1)",
    "interp1(1:numel($U), $U, 1.5)",
    "interp1(1:numel($U), $U, [0.5 1 2.25], 'linear', 0)",
    "diff($U, 1)",
    // number theory
    "gcd($I, 12)",
    "lcm($I, 4)",
    "isprime($I)",
    "factor($N + 2)",
    "primes($N * 5)",
    "nchoosek($N + 2, 2)",
    "factorial($N)",
    // rounding and elementary functions
    "ceil($A / 3)",
    "round($A / 4)",
    "fix(-$A / 3)",
    "floor($A / -2)",
    "rem($A, -3)",
    "mod($A, -3)",
    "mod(-$A, 2.5)",
    "hypot($A, 2)",
    "atan2($A, 1)",
    "log2(abs($A) + 1)",
    "nextpow2($N * 7)",
    "exp($A / 10)",
    "power($A, 2)",
    "sqrt(abs($A))",
    "sign($A)",
    "abs($A - 2)",
    "$A .^ 0.5",
    "realmax * $S",
    // bit operations and integer classes
    "bitand($I, 6)",
    "bitor(uint8($I), uint8(3))",
    "bitxor($I, 5)",
    "bitshift($I, 1)",
    "int16($A) .* int16(3)",
    "idivide(int32($I), int32(3))",
    "uint8($A) - 3",
    "int8($A) * 100",
    "double(int32($A) / int32(4))",
    // conversions to and from text
    "num2str($A)",
    "num2str($S, 8)",
    "mat2str($A)",
    "int2str($A / 3)",
    "sprintf('%g,', $A)",
    "sprintf('%5.2f|', $U)",
    "str2double(num2str($S))",
    "str2num('[1 2; 3 4]')",
    "dec2base($N + 10, 3)",
    "hex2dec('1F')",
    "bin2dec('1011')",
    "dec2bin($I)",
    "num2cell($U)",
    "fliplr(num2str($S))",
];

/// Element values: integers, halves, a negative zero; NaN and Inf are added rarely.
const VALUES: &[&str] = &[
    "0", "1", "2", "3", "4", "5", "-1", "-2", "-3", "7", "9", "2.5", "-0.5", "0.25", "10", "-0",
    "6", "8",
];

impl Gen<'_> {
    /// One library call over literal inputs, inside `try`.
    pub(super) fn library_statement(&mut self) {
        let (r, c) = (1 + self.rng.below(3), 1 + self.rng.below(4));
        let n = 1 + self.rng.below(3);
        let (m, k) = (2 + self.rng.below(4), 1 + self.rng.below(4));
        let special = self.rng.chance(1, 8);
        let a = self.value_literal(r, c, special);
        let q = self.value_literal(n, n, false);
        let b = self.value_literal(n, 1, false);
        let u = self.value_literal(1, m, special);
        let w = self.value_literal(1, k, false);
        let i: Vec<String> = (0..m)
            .map(|_| (1 + self.rng.below(6)).to_string())
            .collect();
        let call = *self.rng.pick(CALLS);
        let s = *self.rng.pick(VALUES);
        let text = call
            .replace("$A", &format!("({a})"))
            .replace("$Q", &format!("({q})"))
            .replace("$B", &format!("({b})"))
            .replace("$U", &format!("({u})"))
            .replace("$W", &format!("({w})"))
            .replace("$I", &format!("[{}]", i.join(" ")))
            .replace("$N", &(1 + self.rng.below(5)).to_string())
            .replace("$S", &format!("({s})"));
        let show = *self
            .rng
            .pick(&["t", "disp(t)", "disp(class(t)), disp(size(t))"]);
        self.lines.push(format!(
            "try, t = {text}; {show}, catch err, disp(err.message), end"
        ));
    }

    /// A matrix literal of r×c values; `special`: one element may be NaN or Inf.
    fn value_literal(&mut self, r: usize, c: usize, special: bool) -> String {
        let mut rows = Vec::with_capacity(r);
        for _ in 0..r {
            let row: Vec<String> = (0..c)
                .map(|_| {
                    if special && self.rng.chance(1, 6) {
                        (*self.rng.pick(&["NaN", "Inf", "-Inf"])).to_string()
                    } else {
                        (*self.rng.pick(VALUES)).to_string()
                    }
                })
                .collect();
            rows.push(row.join(" "));
        }
        format!("[{}]", rows.join("; "))
    }
}
