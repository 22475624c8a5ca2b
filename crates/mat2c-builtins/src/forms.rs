//! Call forms of builtins that the table's arity and purity columns cannot express: which
//! impure builtins still yield `ans` when called as a statement, and which argument forms
//! of a known builtin mat2c rejects at compile time.

use crate::{Bi, Builtin};

/// How many results a call used as a statement yields (bound to `ans`, displayed without `;`).
/// A pure builtin with a result yields one; of the impure ones only the random generators do
/// (`rand(3)`), unless the call seeds them (`rand('seed', 1)`: an option string and a value).
pub fn statement_results(b: &Builtin, nargs: usize, first_arg_is_str: bool) -> usize {
    let random = matches!(
        b.id,
        Bi::rand | Bi::rande | Bi::randg | Bi::randi | Bi::randn | Bi::randp | Bi::randperm
    );
    let seeding = first_arg_is_str && nargs >= 2;
    // `lastwarn` alone is a query; with arguments it sets the last warning. `lasterr`,
    // `clock` and `cputime` are queries that change under the program: a statement shows
    // `ans = ...`.
    let query = (b.id == Bi::lastwarn && nargs == 0)
        || matches!(b.id, Bi::lasterr | Bi::clock | Bi::cputime);
    // Writers that return a status even as a statement (`puts('x')` shows `ans = 0`), and
    // the file functions, whose results change under the program (`fgetl(fid)` shows the
    // line); `frewind`, `delete`, `mkdir`, `rmdir` and `unlink` show nothing.
    let status = matches!(
        b.id,
        Bi::fflush
            | Bi::fputs
            | Bi::puts
            | Bi::fopen
            | Bi::fclose
            | Bi::fgetl
            | Bi::fgets
            | Bi::feof
            | Bi::ftell
            | Bi::fseek
            | Bi::fread
            | Bi::fscanf
            | Bi::fwrite
            | Bi::fileread
            | Bi::dlmread
            | Bi::isfile
            | Bi::isfolder
            | Bi::pwd
            | Bi::tempdir
            | Bi::tempname
            | Bi::system
            | Bi::exist
            | Bi::tilde_expand
    );
    // Impure only because they may warn or read the environment: their value is still a
    // statement's `ans` (`inv(0)`, `getenv('HOME')`).
    let valued = matches!(
        b.id,
        Bi::inv | Bi::sqrtm | Bi::genvarname | Bi::getenv | Bi::hash
    );
    usize::from(b.max_out > 0 && (b.pure || status || (random && !seeding) || query || valued))
}

/// Why a call of builtin `id` with `nargs` arguments (the first and last given when they
/// are string constants) is rejected at compile time, as the subject of "… are not
/// supported by mat2c yet"; `None` when the form is supported.
pub fn unsupported_form(
    id: Bi,
    nargs: usize,
    first_str: Option<&str>,
    last_str: Option<&str>,
) -> Option<&'static str> {
    match id {
        // Octave's distribution switches (`rand('normal')` makes rand draw normals).
        Bi::rand | Bi::randn | Bi::rande | Bi::randg | Bi::randp
            if nargs == 1
                && first_str.is_some_and(|s| {
                    matches!(
                        s,
                        "dist" | "uniform" | "normal" | "exponential" | "poisson" | "gamma"
                    )
                }) =>
        {
            Some("distribution switches of the generators (`rand('normal')`)")
        }
        // `format short`/`long`, their `g` and `e` forms and `compact`/`loose` change how
        // values print; the other display formats are not reproduced.
        Bi::format
            if first_str.is_some_and(|s| !is_format_state(s))
                || (nargs > 1
                    && last_str.is_some_and(|s| s != "g" && s != "e" && !is_format_state(s))) =>
        {
            Some(
                "display formats other than `short`, `long`, `short g`, `long g`, `compact` and `loose`",
            )
        }
        // `pause` alone waits for a key press.
        Bi::pause if nargs == 0 => Some("`pause` without a duration (waiting for a key press)"),
        // The result class options of sums and products (`sum(x, 'native')`).
        // Other strings are Octave's run-time errors (`sum(x, '2')`: `mt_reduce_dim`).
        Bi::sum | Bi::prod | Bi::cumsum | Bi::cumprod | Bi::mean
            if nargs >= 2
                && last_str.is_some_and(|s| {
                    [
                        "native",
                        "double",
                        "default",
                        "extra",
                        "a",
                        "g",
                        "h",
                        "all",
                        "omitnan",
                        "includenan",
                    ]
                    .iter()
                    .any(|o| o.eq_ignore_ascii_case(s))
                }) =>
        {
            Some("class options of reductions (`sum(x, 'native')`)")
        }
        _ => None,
    }
}

/// A `format` argument mat2c reproduces (Octave folds the case of a state name).
pub fn is_format_state(s: &str) -> bool {
    [
        "short", "long", "shortg", "longg", "shorte", "longe", "compact", "loose",
    ]
    .iter()
    .any(|m| s.eq_ignore_ascii_case(m))
}

/// True when `opt` is an option of `norm` that asks for a norm per row or per column
/// (`norm(A, p, 'rows')`, `norm(A, 'columns')`; any case): the result is then a vector.
pub fn norm_option_per_line(opt: &str) -> bool {
    matches!(
        opt.to_ascii_lowercase().as_str(),
        "rows" | "cols" | "columns"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;

    #[test]
    fn random_generators_yield_ans_unless_seeding() {
        let rand = lookup("rand").unwrap();
        assert_eq!(statement_results(rand, 1, false), 1);
        assert_eq!(statement_results(rand, 1, true), 1); // rand('state') is a query
        assert_eq!(statement_results(rand, 2, true), 0); // rand('seed', 1)
        assert_eq!(statement_results(lookup("disp").unwrap(), 1, false), 0);
        assert_eq!(statement_results(lookup("sqrt").unwrap(), 1, false), 1);
        // Queries of a changing state show `ans` too.
        assert_eq!(statement_results(lookup("lasterr").unwrap(), 0, false), 1);
        assert_eq!(statement_results(lookup("lastwarn").unwrap(), 0, false), 1);
        assert_eq!(statement_results(lookup("lastwarn").unwrap(), 1, true), 0);
    }

    #[test]
    fn old_generators_are_supported_but_not_distribution_switches() {
        assert!(unsupported_form(Bi::randn, 2, Some("seed"), None).is_none());
        assert!(unsupported_form(Bi::rand, 2, Some("seed"), None).is_none());
        assert!(unsupported_form(Bi::rand, 1, Some("normal"), Some("normal")).is_some());
        assert!(unsupported_form(Bi::rand, 1, Some("state"), Some("state")).is_none());
        assert!(unsupported_form(Bi::randg, 1, Some("gamma"), Some("gamma")).is_some());
    }
}
