//! Typed ids of builtins: the payload of [`crate::InstData::Builtin`].
//!
//! One variant per row of `mat2c-builtins`' table (its cell/struct and function-handle tables
//! included), named exactly like the builtin, so `Bi::numel` is `numel`. Names no Rust
//! identifier can spell are escaped: the internal operations `%x` are `pct_x`, the lowering's
//! handle placeholders `@x` are `at_x`, and Rust keywords take a trailing `_` (`true_`,
//! `mod_`). [`BuiltinId::name`] gives the MATLAB (or internal) name back; the IR printer
//! prints it, so the text form is the same as when the IR held names.
//!
//! The id lives here, not in `mat2c-builtins`, because the IR holds it and dependencies go
//! `ir ← builtins`. `mat2c-builtins` keys its rows by these ids (a row for a name without a
//! variant does not compile; a variant without a row fails its `every_id_has_a_row` test), so
//! adding a builtin is one line in the list below and one row in the table. The list has a
//! section for the rows the C writer lowers by a dedicated routine (`Lowering::Special`, also
//! checked by a test): they are also the variants of [`SpecialId`], on which the writer's
//! dispatch matches without a catch-all arm (so a new special builtin does not compile until
//! the writer lowers it). Passes match on ids (`match id { Bi::numel => .. }`), so a
//! misspelt builtin is a compile error. Inference keeps catch-all arms on purpose: the
//! row's class and shape rules are its answer for a builtin without an arm of its own.

/// Expands to a builtin's name: the literal when given, else the variant's spelling.
macro_rules! bi_name {
    ($v:ident) => {
        stringify!($v)
    };
    ($v:ident $n:literal) => {
        $n
    };
}

/// Declares [`BuiltinId`] and [`SpecialId`] from one list of `variant` or `variant = "name"`.
macro_rules! builtin_ids {
    (
        special { $($sv:ident $(= $sn:literal)?,)* }
        table { $($v:ident $(= $n:literal)?,)* }
        lowering { $($lv:ident = $ln:literal,)* }
    ) => {
        /// A builtin (or an internal operation, or a lowering placeholder) by id.
        #[allow(non_camel_case_types, reason = "variants are spelt like the builtins")]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum BuiltinId {
            $($sv,)*
            $($v,)*
            $(
                #[doc = concat!("Placeholder `", $ln, "` of the lowering (never seen after it).")]
                $lv,
            )*
            /// The lowering's placeholder `@fh{k}` for function handle `k` (never seen after it).
            Handle(u32),
        }

        /// The builtins the C writer lowers by a dedicated routine (`Lowering::Special` in the
        /// table): its dispatch matches on these without a catch-all arm, so a new special
        /// builtin without a lowering does not compile.
        #[allow(non_camel_case_types, reason = "variants are spelt like the builtins")]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum SpecialId {
            $($sv,)*
        }

        impl BuiltinId {
            /// Every id of a row of the builtin table.
            pub const TABLE: &'static [BuiltinId] = &[$(BuiltinId::$sv,)* $(BuiltinId::$v,)*];

            /// The lowering's named placeholders (`@call`, `@class`, …; not `@fh{k}`).
            pub const PLACEHOLDERS: &'static [BuiltinId] = &[$(BuiltinId::$lv,)*];

            /// The name (`"numel"`, `"%box"`, `"@call"`; `"@fh"` for every handle placeholder,
            /// whose full text is its `Display`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(BuiltinId::$sv => bi_name!($sv $($sn)?),)*
                    $(BuiltinId::$v => bi_name!($v $($n)?),)*
                    $(BuiltinId::$lv => $ln,)*
                    BuiltinId::Handle(_) => HANDLE_PREFIX,
                }
            }

            /// The id of a name (a table row, a placeholder, or `@fh{k}`).
            pub fn lookup(name: &str) -> Option<BuiltinId> {
                match name {
                    $(bi_name!($sv $($sn)?) => Some(BuiltinId::$sv),)*
                    $(bi_name!($v $($n)?) => Some(BuiltinId::$v),)*
                    $($ln => Some(BuiltinId::$lv),)*
                    _ => name
                        .strip_prefix(HANDLE_PREFIX)?
                        .parse()
                        .ok()
                        .map(BuiltinId::Handle),
                }
            }

            /// The special id of a builtin the C writer lowers by a dedicated routine.
            pub const fn special(self) -> Option<SpecialId> {
                match self {
                    $(BuiltinId::$sv => Some(SpecialId::$sv),)*
                    _ => None,
                }
            }
        }

        impl SpecialId {
            /// The builtin id.
            pub const fn id(self) -> BuiltinId {
                match self {
                    $(SpecialId::$sv => BuiltinId::$sv,)*
                }
            }

            /// The builtin's name.
            pub const fn name(self) -> &'static str {
                self.id().name()
            }
        }
    };
}

/// Name prefix of the handle placeholders (`@fh3`).
pub const HANDLE_PREFIX: &str = "@fh";

/// The short name passes use: `Bi::numel`.
pub type Bi = BuiltinId;

/// The short name of [`SpecialId`]: `Sp::disp`.
pub type Sp = SpecialId;

impl BuiltinId {
    /// True for the internal operations (`%box`, `%fh_site`), which no program can call.
    pub fn is_internal(self) -> bool {
        self.name().starts_with('%')
    }

    /// True for the lowering's placeholders (`@call`, `@fh3`), which are not table rows.
    pub fn is_placeholder(self) -> bool {
        self.name().starts_with('@')
    }
}

/// `id == Bi::numel` where `id` is bound by reference in a pattern.
impl PartialEq<BuiltinId> for &BuiltinId {
    fn eq(&self, other: &BuiltinId) -> bool {
        **self == *other
    }
}

impl std::fmt::Display for SpecialId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::fmt::Display for BuiltinId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuiltinId::Handle(k) => write!(f, "{HANDLE_PREFIX}{k}"),
            id => f.write_str(id.name()),
        }
    }
}

builtin_ids! {
    // Rows lowered by a dedicated routine of the C writer (`Lowering::Special`).
    special {
        pct_arg_exact = "%arg_exact",
        pct_arg_pick = "%arg_pick",
        pct_arg_tail = "%arg_tail",
        pct_box = "%box",
        pct_brace = "%brace",
        pct_brace1 = "%brace1",
        pct_brace_lv = "%brace_lv",
        pct_brace_set = "%brace_set",
        pct_call_cs = "%call_cs",
        pct_cs_cat = "%cs_cat",
        pct_cs_row = "%cs_row",
        pct_fh_box = "%fh_box",
        pct_fh_cap = "%fh_cap",
        pct_fh_func2str = "%fh_func2str",
        pct_fh_is = "%fh_is",
        pct_fh_site = "%fh_site",
        pct_field = "%field",
        pct_field_deal = "%field_deal",
        pct_field_lv = "%field_lv",
        pct_field_row = "%field_row",
        pct_field_set = "%field_set",
        pct_fill = "%fill",
        pct_paren_lv = "%paren_lv",
        pct_show_cs = "%show_cs",
        pct_vout = "%vout",
        cell,
        cell2mat,
        cellfun,
        char,
        class,
        clock,
        cputime,
        disp,
        double,
        error,
        etime,
        eye,
        false_ = "false",
        fieldnames,
        format,
        fprintf,
        int16,
        int32,
        int64,
        int8,
        iscell,
        iscellstr,
        ischar,
        iscolumn,
        isempty,
        isfield,
        isfloat,
        islogical,
        ismatrix,
        isnumeric,
        isreal,
        isrow,
        isscalar,
        isstruct,
        isvector,
        lasterr,
        length,
        linspace,
        logical,
        m2c_err_identifier,
        m2c_err_message,
        max,
        min,
        ndims,
        num2cell,
        num2str,
        numel,
        numfields,
        ones,
        pause,
        print_usage,
        printf,
        rand,
        rande,
        randg,
        randi,
        randn,
        randp,
        randperm,
        repmat,
        reshape,
        rethrow,
        rmfield,
        single,
        size,
        sprintf,
        struct_ = "struct",
        struct2cell,
        switch_case_matches,
        tic,
        toc,
        true_ = "true",
        uint16,
        uint32,
        uint64,
        uint8,
        zeros,
    }
    // The other rows.
    table {
        Inf,
        m2c_map_call,
        m2c_map_get,
        m2c_map_new,
        m2c_map_set,
        cond,
        null,
        orth,
        NA,
        NaN,
        abs,
        accumarray,
        acos,
        acosh,
        all,
        and,
        angle,
        any,
        asin,
        asinh,
        assert,
        atan,
        atan2,
        atanh,
        bin2dec,
        bincoeff,
        bitand,
        bitcmp,
        bitor,
        bitshift,
        bitxor,
        blanks,
        cat,
        cbrt,
        ceil,
        cell2struct,
        cellstr,
        chol,
        cholinv,
        circshift,
        repelem,
        bandwidth,
        balance,
        beta,
        betainc,
        betaincinv,
        betaln,
        airy,
        besselh,
        besseli,
        besselj,
        besselk,
        bessely,
        isbanded,
        istril,
        istriu,
        postpad,
        validateattributes,
        iqr,
        isequaln,
        quantile,
        prctile,
        mkpp,
        unmkpp,
        ppval,
        spline,
        pchip,
        pchip_deriv = "__pchip_deriv__",
        cart2pol,
        pol2cart,
        cart2sph,
        sph2cart,
        shiftdim,
        ppder,
        center,
        skewness,
        kurtosis,
        prepad,
        compare_versions,
        filesep,
        fullfile,
        pathsep,
        cast,
        erase,
        arg,
        full,
        signbit,
        colon,
        columns,
        complex,
        conj,
        conv,
        conv2,
        convn,
        cos,
        cosh,
        cosint,
        cot,
        cross,
        csc,
        ctranspose,
        cummax,
        cummin,
        cumprod,
        cumsum,
        cumtrapz,
        deblank,
        dec2bin,
        dec2hex,
        deconv,
        deg2rad,
        det,
        diag,
        diff,
        do_string_escapes,
        dot,
        e,
        eig,
        ellipke,
        eps,
        eq,
        erf,
        erfc,
        exist,
        exp,
        expint,
        expm1,
        factor,
        factorial,
        fdisp,
        fflush,
        fft,
        fft2,
        filter,
        find,
        fix,
        flintmax,
        flip,
        fliplr,
        flipud,
        floor,
        fputs,
        // Files and the file system (runtime-c/mt_files.c).
        delete,
        dlmread,
        fclose,
        feof,
        fgetl,
        fgets,
        fileread,
        fopen,
        fread,
        frewind,
        fscanf,
        fseek,
        ftell,
        fwrite,
        isfile,
        isfolder,
        mkdir,
        pwd,
        rmdir,
        tilde_expand,
        unlink,
        system,
        tempdir,
        tempname,
        gamma,
        gammainc,
        gammaincinv,
        gammaln,
        legendre,
        gcd,
        ge,
        genvarname,
        getenv,
        getfield,
        gt,
        hash,
        hex2dec,
        histc,
        horzcat,
        hypot,
        idivide,
        ifft,
        ifft2,
        imag,
        ind2sub,
        inf,
        inputname,
        int2str,
        interp1,
        intersect,
        intmax,
        intmin,
        inv,
        ipermute,
        jsondecode,
        jsonencode,
        isa,
        isargout,
        iscomplex,
        isdiag,
        iskeyword,
        isdigit,
        isequal,
        isfinite,
        ishermitian,
        isinf,
        isinteger,
        isletter,
        islower,
        ismember,
        isna,
        isnan,
        isprime,
        issorted,
        isspace,
        issquare,
        isstrprop,
        issymmetric,
        isupper,
        kron,
        lastwarn,
        lcm,
        ldivide,
        le,
        log,
        log10,
        log1p,
        log2,
        logspace,
        lookup_ = "lookup",
        lower,
        lt,
        lu,
        m2c_bsxfun_dims,
        magic,
        mat2str,
        mean,
        median,
        meshgrid,
        minus,
        mldivide,
        mod_ = "mod",
        mode,
        mpower,
        mrdivide,
        mtimes,
        nan,
        narginchk,
        nargoutchk,
        nchoosek,
        ndgrid,
        ne,
        nextpow2,
        nnz,
        nonzeros,
        norm,
        not,
        nthroot,
        or,
        orderfields,
        perms,
        permute,
        pi,
        pinv,
        plus,
        poly,
        polyfit,
        polyval,
        pow2,
        power,
        primes,
        prod,
        psi,
        puts,
        qr,
        rad2deg,
        rank,
        rcond,
        rdivide,
        real,
        reallog,
        realmax,
        realmin,
        realpow,
        realsqrt,
        regexp,
        regexpi,
        regexprep,
        rem,
        roots,
        rot90,
        round,
        rows,
        sec,
        setdiff,
        setfield,
        setxor,
        sign,
        sin,
        sinh,
        sinint,
        sort,
        sortrows,
        sqrt,
        sqrtm,
        squeeze,
        sscanf,
        std,
        stderr,
        stdout,
        str2double,
        str2num,
        strcat,
        strcmp,
        strcmpi,
        strfind,
        strjoin,
        strjust,
        strncmp,
        strncmpi,
        strrep,
        strsplit,
        strtok,
        strtrim,
        strvcat,
        sub2ind,
        sum,
        svd,
        tan,
        tanh,
        times,
        toeplitz,
        tolower,
        toupper,
        trace,
        transpose,
        trapz,
        tril,
        triu,
        typecast,
        typeinfo,
        uminus,
        undo_string_escapes,
        union,
        unique,
        uplus,
        upper,
        var,
        vertcat,
        warning,
        xor,
    }
    lowering {
        at_call = "@call",
        at_class = "@class",
        at_func2str = "@func2str",
        at_gives = "@gives",
        at_is_function_handle = "@is_function_handle",
        at_isa = "@isa",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for &id in BuiltinId::TABLE {
            assert_eq!(BuiltinId::lookup(id.name()), Some(id), "{}", id.name());
        }
        assert_eq!(Bi::disp.special().map(SpecialId::id), Some(Bi::disp));
        assert_eq!(Bi::sqrt.special(), None);
        assert_eq!(BuiltinId::lookup("@fh12"), Some(BuiltinId::Handle(12)));
        assert_eq!(BuiltinId::Handle(12).to_string(), "@fh12");
        assert_eq!(BuiltinId::lookup("@call"), Some(Bi::at_call));
        assert_eq!(Bi::true_.name(), "true");
        assert_eq!(Bi::pct_fh_box.to_string(), "%fh_box");
        assert_eq!(BuiltinId::lookup("no_such_builtin"), None);
        assert_eq!(BuiltinId::lookup("@fhx"), None);
    }
}
