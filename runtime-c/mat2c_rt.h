/* mat2c_rt.h — the C99 runtime every mat2c program links.
 *
 * Contract with the code generator (crates/mat2c-codegen):
 *  - Real double scalars live in C `double` locals; everything else is an `mt_array`.
 *  - `mt_array` headers are held by value in locals (one per storage slot); `data` is on
 *    the heap, or in a fixed buffer the generated code lends with `mt_use_buffer` (a
 *    static-size storage group on the stack or in static storage: `borrowed` is set, the
 *    runtime never frees it and moves to the heap only if a value outgrows it). Initialise
 *    with `MT_ARRAY_INIT`, release with `mt_free`. Code that replaces a header's buffer
 *    goes through `mt__take`, never `free(r->data)`.
 *  - Destination-passing style: every producer writes into `mt_array *r`, reusing r's
 *    buffer when its capacity suffices (storage coalescing relies on this). Elementwise
 *    producers and `mt_assign` accept r aliasing an operand (in-place); producers that
 *    cannot run in place (mt_mtimes, mt_index with array subscripts, mt_transpose of a
 *    non-vector) copy internally when r aliases an operand, so aliasing is always safe.
 *  - Run-time errors print Octave's message as `error: ...` on stderr and exit(1).
 *  - Complex values are stored interleaved (re, im) in `data`.
 *  - Column-major, dims[] has `ndims >= 2` entries; trailing singleton dims beyond the
 *    2nd are dropped (canonical form).
 */
#ifndef MAT2C_RT_H
#define MAT2C_RT_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MT_MAXDIMS 8

/* NaN and Inf as doubles: C99's NAN and INFINITY are float constants, and using them where
 * a double is meant is an implicit float-to-double promotion (-Wdouble-promotion). */
#define MT_NAN ((double)NAN)
#define MT_INF ((double)INFINITY)
/* Octave's NA (missing value): the quiet NaN 0x7FF840F440000000 (single: 0x7FC207A2, what
 * converting it gives); arithmetic passes its payload on as it does in Octave. */
#if defined(__GNUC__)
#define MT_NA (__builtin_nan("0x40F440000000"))
#else
#define MT_NA (nan("0x40F440000000"))
#endif
int mt_is_na(double x); /* x is NA (isna: exactly that NaN, sign included) */
/* A function that writes no memory a caller can see and raises no error: a C compiler
 * keeps what a loop loaded across its calls (and may drop a call whose result is unused,
 * so never on a function that can raise). */
#if defined(__GNUC__)
#define MT_PURE __attribute__((pure))
/* a slow path kept out of line (generated code's element reads) */
#define MT_COLD __attribute__((noinline, cold))
#else
#define MT_PURE
#define MT_COLD
#endif

typedef enum mt_class {
    MT_DOUBLE = 0,
    MT_SINGLE,
    MT_INT8,
    MT_UINT8,
    MT_INT16,
    MT_UINT16,
    MT_INT32,
    MT_UINT32,
    MT_INT64,
    MT_UINT64,
    MT_LOGICAL, /* stored as uint8_t 0/1 */
    MT_CHAR,    /* stored as uint8_t (Octave chars are bytes) */
    MT_CELL,    /* mt_cell.c: pointers to shared boxed values */
    MT_STRUCT,  /* mt_cell.c: field names and one cell per field */
    MT_FHANDLE, /* mt_fhandle.c: a function handle as a run-time value (1x1) */
    MT_MAP      /* mt_map.c: a containers.Map handle object (1x1) */
} mt_class;

/* Layout marker of an mt_array: which of Octave's special forms a value stands for. The
 * elements are always stored in full; the marker changes display and a few operations. */
typedef enum mt_layout {
    MT_LAYOUT_FULL = 0,      /* an ordinary array */
    /* An unmodified range `a:b:c`, set by mt_range: Octave prints it slightly differently
     * from the equal matrix, so mt_display needs rng_base/rng_inc/rng_limit. */
    MT_LAYOUT_RANGE = 1,
    /* A diagonal matrix, set by mt_eye and kept through diag*scalar, diag/scalar, -diag,
     * transposes, diag+-diag, diag*diag (printed with a "Diagonal Matrix" header). */
    MT_LAYOUT_DIAG = 2,
    /* A 1x1 result Octave keeps as a matrix (randperm), printed in matrix layout. */
    MT_LAYOUT_MATRIX1 = 3,
    /* The empty standing for an undefined variable: its first indexed assignment takes the
     * class of the right-hand side (m2c_undefined; `[]` itself stays double). */
    MT_LAYOUT_UNDEFINED = 4,
    /* A permutation matrix from lu or qr, printed with a "Permutation Matrix" header. */
    MT_LAYOUT_PERM = 5,
    /* A char array written in double quotes, kept through copies, indexing, transposes and
     * brackets of such strings only: Octave names it 'string' in error messages (else
     * 'sq_string'). */
    MT_LAYOUT_DQ = 6,
    /* An empty char literal `''` (`""`) given straight to a builtin: Octave's null string,
     * named 'null_sq_string' ('null_string'); a copy is an ordinary (double-quoted) string. */
    MT_LAYOUT_NULL_SQ = 7,
    MT_LAYOUT_NULL_DQ = 8
} mt_layout;

typedef struct mt_array {
    mt_class cls;
    int cplx;                 /* nonzero: interleaved complex */
    int ndims;                /* >= 2 */
    size_t dims[MT_MAXDIMS];
    size_t numel;
    size_t cap;               /* bytes allocated at data */
    void *data;
    /* How Octave would keep and print this value (see mt_layout). Kept by mt_copy, cleared
     * by mt_resize and by every in-place modification (mt_written_layout). */
    mt_layout layout;
    double rng_base, rng_inc, rng_limit;
    /* Nonzero: `data` is a buffer the generated code owns (a stack array for a storage
     * group of static size, see mt_use_buffer); the runtime never frees it and moves to
     * the heap only when a value outgrows it. */
    int borrowed;
} mt_array;

/* The layout marker after elements of an array were written, assigned or deleted, given
 * its marker before and its class after: a char array written in double quotes stays one,
 * anything else is an ordinary array (Octave converts ranges, diagonal and permutation
 * matrices). */
static inline mt_layout mt_written_layout(mt_layout before, mt_class cls)
{
    return before == MT_LAYOUT_DQ && cls == MT_CHAR ? MT_LAYOUT_DQ : MT_LAYOUT_FULL;
}

/* Trailing members (the layout marker and range fields) may be omitted: C zero-initialises them. */
#define MT_ARRAY_INIT {MT_DOUBLE, 0, 2, {0, 0, 0, 0, 0, 0, 0, 0}, 0, 0, NULL, 0, 0.0, 0.0, 0.0, 0}

/* An argument that is either a double scalar (a == NULL) or an array. Used by
 * variadic-style entry points (fprintf, concatenation, display of scalars). */
typedef struct mt_arg {
    const mt_array *a;
    double s;
} mt_arg;

/* One subscript of an index expression. */
typedef enum mt_sub_kind { MT_SUB_COLON, MT_SUB_SCALAR, MT_SUB_ARRAY } mt_sub_kind;
typedef struct mt_sub {
    mt_sub_kind kind;
    double s;                 /* MT_SUB_SCALAR: the 1-based index (checked integer) */
    const mt_array *a;        /* MT_SUB_ARRAY: numeric indices or a logical mask */
} mt_sub;

/* Elementwise binary operators (implicit expansion, MATLAB class rules). */
typedef enum mt_binop {
    MT_ADD, MT_SUB, MT_MUL, MT_RDIV, MT_LDIV, MT_POW,          /* + - .* ./ .\ .^ */
    MT_LT, MT_LE, MT_GT, MT_GE, MT_EQ, MT_NE,                  /* comparisons */
    MT_AND, MT_OR,                                             /* & | */
    MT_ATAN2, MT_MOD, MT_REM, MT_HYPOT, MT_MAX2, MT_MIN2       /* binary builtins */
} mt_binop;

/* Elementwise unary operators and one-argument math builtins. */
typedef enum mt_unop {
    MT_NEG, MT_NOT, MT_UPLUS,
    MT_ABS, MT_SQRT, MT_EXP, MT_LOG, MT_LOG2, MT_LOG10, MT_SIN, MT_COS, MT_TAN,
    MT_ASIN, MT_ACOS, MT_ATAN, MT_SINH, MT_COSH, MT_TANH,
    MT_FLOOR, MT_CEIL, MT_ROUND, MT_FIX, MT_SIGN,
    MT_REAL, MT_IMAG, MT_CONJ, MT_ANGLE,
    MT_ISNAN, MT_ISINF, MT_ISFINITE
} mt_unop;

/* Reductions along a dimension (dim == 0: MATLAB's default first non-singleton). */
typedef enum mt_redop {
    MT_SUM, MT_PROD, MT_MEAN, MT_ANY, MT_ALL, MT_CUMSUM, MT_CUMPROD, MT_MAXR, MT_MINR
} mt_redop;

/* ---- lifetime and shape ---- */
void mt_free(mt_array *a);
/* Lends `a` a caller-owned buffer of `bytes` bytes (a static-size storage group's stack
 * array); `a` must be empty. */
void mt_use_buffer(mt_array *a, void *buf, size_t bytes);
/* Make r an uninitialised array of the given class/shape, reusing r's buffer when big enough. */
void mt_resize(mt_array *r, mt_class cls, int cplx, int ndims, const size_t *dims);
void mt_grow2(mt_array *a, size_t rows, size_t cols);
void mt_copy(mt_array *r, const mt_array *a);
size_t mt_elsize(mt_class cls, int cplx);

/* ---- construction ---- */
void mt_from_scalar(mt_array *r, double v);
void mt_from_string(mt_array *r, const char *s);          /* 1xN char row */
void mt_from_chars(mt_array *r, const char *s, size_t n); /* 1xN char row, NULs allowed */
void mt_from_doubles(mt_array *r, size_t rows, size_t cols, const double *colmajor);
void mt_zeros(mt_array *r, mt_class cls, int ndims, const size_t *dims);
void mt_ones(mt_array *r, mt_class cls, int ndims, const size_t *dims);
/* pi, e, eps, Inf, NaN with a trailing class name or non-double sizes (mt_consts.c) */
void mt_const_fill(mt_array *r, const char *name, double v, int nargs, const mt_arg *args);
void mt_fill_ctor(mt_array *r, const char *name, int nargs, const mt_arg *args);
/* %fill: an array of class cls whose every element is cls(v) (mt_consts.c) */
void mt_fill_value(mt_array *r, mt_class cls, double v, int ndims, const size_t *dims);
int mt_ctor_dims(const char *name, int nargs, const mt_arg *args, size_t *dims);
void mt_eye(mt_array *r, size_t rows, size_t cols);
void mt_range(mt_array *r, double start, double step, double stop); /* MATLAB count rule */
/* (added, mt_range_class.c) `a:s:b` with operands of classes ca, cs, ce: an integer or
 * single row when an operand is integer or single, with Octave's colon errors. */
void mt_range_typed(mt_array *r, mt_class ca, double a, mt_class cs, double s, mt_class ce,
                    double e);
void mt_range_args(mt_array *r, mt_class ca, mt_arg a, mt_class cs, mt_arg s, mt_class ce,
                   mt_arg e);
/* A range without its array (for loops): its element count (mt_range's rule; 1 for NaN/Inf
 * operands), its final element (limit-clamped; NaN for NaN/Inf operands) and a checked read of
 * element k (the slow path: builds the range and reports Octave's index errors). Element k of
 * n is start for k == 1, the final element for k == n, start + (k-1)*step otherwise. */
double mt_range_count(double start, double step, double stop);
double mt_range_stored(double start, double step, double stop, double *last);
/* The three double operands of a colon whose operands may be arrays, into out[0..3): as
 * Octave, the first element of a non-scalar one (warning "colon arguments should be
 * scalars" once), and 1, 1, 0 (an empty range) when one is empty. */
void mt_colon_args(double *out, mt_arg a, mt_arg s, mt_arg e);
double mt_range_last(double start, double step, double stop, double n);
double mt_range_get(double start, double step, double stop, double k, const char *var);
void mt_linspace(mt_array *r, double a, double b, size_t n);
double mt_linspace_n(const mt_array *n); /* linspace's N, checked */
size_t mt_linspace_count(double n);      /* that N as a count (below 1 or NaN: 0) */
void mt_horzcat(mt_array *r, int n, const mt_arg *parts);
void mt_vertcat(mt_array *r, int n, const mt_arg *parts);
/* Dimensions from MATLAB-style size arguments (zeros(n), zeros(n,m), zeros([n m k])). */
int mt_dims_from_args(int nargs, const mt_arg *args, size_t *dims_out);
int mt_repmat_dims(const mt_array *a, int nargs, const mt_arg *args, size_t *rep);

/* ---- queries ---- */
double mt_numel(const mt_array *a);
double mt_size_dim(const mt_array *a, double dim); /* NULL a: a scalar */
double mt_size_dim_arg(const mt_array *dim); /* size's DIM argument, checked */
void mt_size_dims(mt_array *r, const mt_array *a, const mt_array *dims); /* size (x, DIMS) */
double mt_size_dim_at(const mt_array *dims, size_t k, size_t nout); /* [a, b] = size (x, DIMS) */
void mt_size(mt_array *r, const mt_array *a);              /* row vector of dims */
double mt_length(const mt_array *a);
int mt_isempty(const mt_array *a);
/* The single value of a 1x1 array, converted to double; error if not 1x1 (ctx names the use). */
double mt_to_scalar(const mt_array *a, const char *ctx);
double mt_dim_value(const mt_array *a, const char *ctx); /* idx_type_value's reading */
/* Truth of an if/while condition: nonempty and all elements nonzero (error on complex NaN...). */
int mt_istrue(const mt_array *a);
int mt_istrue_scalar(double v);                            /* error: NaN in condition */
double mt_end(const mt_array *a, int k, int nsubs);        /* value of `end` in subscript k of nsubs */
/* Fused slice assignments (mt_slices.c): whether a is a real double array and each subscript
 * selects a non-empty run of consecutive in-bound indices (0-based first, count, extent);
 * whether two extent lists are equal. Neither raises an error. */
int mt_slice_spans(const mt_array *a, int nsubs, const mt_sub *subs, size_t *first,
                   size_t *count, size_t *ext);
int mt_slice_same(int nsubs, const size_t *x, const size_t *y);
/* An outer product's operand read in place: a real double 2-D array (nsubs 0) or a slice of
 * one selecting a row or a column; its first element, stride and 2-D extents (swapped when
 * flip: a transpose). Whether x (xd) is a column and y (yd) a row, both longer than 1, whose
 * product has the extents count[0..nsubs) (trailing ones). Neither raises an error. */
int mt_slice_vec(const mt_array *a, int nsubs, const mt_sub *subs, int flip, const double **p,
                 size_t *stride, size_t *d);
int mt_slice_outer(int nsubs, const size_t *count, const size_t *xd, const size_t *yd);
/* A whole real double array of at most nsubs dimensions as an operand of a fused nest (first
 * 0, count and extent its dims); a fused result of its own: first 0, extents count. */
int mt_slice_whole(const mt_array *a, int nsubs, size_t *first, size_t *count, size_t *ext);
int mt_slice_dest(int nsubs, const size_t *count, size_t *first, size_t *c, size_t *ext);
/* Whether sum(chain, k+1) of a chain of extents count[0..n) (past the second all 1) has the
 * extents dc[0..nd) of a destination block (first df, extents de); its first element's
 * offset in *off. */
int mt_slice_reduce(int n, const size_t *count, int k, int nd, const size_t *dc,
                    const size_t *df, const size_t *de, size_t *off);

/* ---- elementwise and algebra ---- */
void mt_binary(mt_array *r, mt_binop op, mt_arg a, mt_arg b);
void mt_unary(mt_array *r, mt_unop op, const mt_array *a);
double mt_binary_ss(mt_binop op, double a, double b);      /* scalar fast path (for folding too) */
double mt_pow(double x, double y) MT_PURE;  /* Octave's std::pow, out of the C compiler's reach */
double mt_apow(double x, double y) MT_PURE; /* an array element .^ a scalar (elem_xpow) */
/* Complex scalar operations of generated code's complex slots: mt_binary's and mt_unary's
 * formulas for 1x1 doubles, results not narrowed (the caller reads im == 0 as real). */
void mt_binary_cs(mt_binop op, double ar, double ai, double br, double bi, double *rr,
                  double *ri);
void mt_unary_cs(mt_unop op, double xr, double xi, double *rr, double *ri);
/* mt_binary_cs of an arithmetic operator (+ - .* ./ .\) by value. It has no side effects
 * (MT_PURE), so a C compiler keeps what a loop loaded from memory across its calls. */
typedef struct mt_cz {
    double re, im;
} mt_cz;
mt_cz mt_binary_cz(mt_binop op, double ar, double ai, double br, double bi) MT_PURE;
/* exp of a complex scalar (C99's cexp, as mt_unary_cs(MT_EXP, ...) without the dispatch). */
void mt_cexp_s(double xr, double xi, double *rr, double *ri);
double mt_unary_s(mt_unop op, double a);
void mt_reduce(mt_array *r, mt_redop op, const mt_array *a, int dim);
/* A reduction's DIM argument as Octave reads it (its errors): 1-based, 0 for the default,
 * MT_MAXDIMS + 1 for a dimension past every one. */
int mt_reduce_dim(mt_redop op, mt_arg d);
void mt_mtimes(mt_array *r, const mt_array *a, const mt_array *b);
/* `A'*B`, `A*B.'`, ... as Octave's compound operators: ta/tb 0, 1 (.') or 2 ('); fa, fb are
 * op(A), op(B) (the product of those where Octave has no compound operator) */
void mt_mtimes_t(mt_array *r, const mt_array *a, int ta, const mt_array *b, int tb,
                 const mt_array *fa, const mt_array *fb);
void mt_transpose(mt_array *r, const mt_array *a);         /* .' */
void mt_ctranspose(mt_array *r, const mt_array *a);        /* '  */
void mt_mldivide(mt_array *r, const mt_array *a, const mt_array *b);
/* `A.' \ B` (ta 1) and `A' \ B` (ta 2) as Octave's trans_ldiv/herm_ldiv: the solver gets A
 * with the flag; fa is op(A) for the operands it does not take */
void mt_mldivide_t(mt_array *r, const mt_array *a, int ta, const mt_array *b,
                   const mt_array *fa);
void mt_mrdivide(mt_array *r, const mt_array *a, const mt_array *b);
void mt_mpower(mt_array *r, const mt_array *a, double p);
/* (added) x^y with an exponent that may be a matrix (Octave's error unless scalar). */
void mt_mpower_m(mt_array *r, const mt_array *a, const mt_array *b);
void mt_convert(mt_array *r, mt_class cls, const mt_array *a); /* double(x), int32(x), ... */
const char *mt_class_name(mt_class c);                     /* "double", "int8", ... */
/* Check operands for implicit expansion; on success writes result dims. Error text is Octave's:
 * "operator +: nonconformant arguments (op1 is 1x2, op2 is 1x3)". */
int mt_broadcast_dims(const char *opname, const mt_array *a, const mt_array *b,
                      int *ndims_out, size_t *dims_out);

/* ---- indexing ---- */
/* Checked conversion of a subscript value to a 0-based offset (errors as Octave does).
 * Without the array its out-of-bound message cannot name the dimensions; prefer
 * mt_index_offset, which produces Octave's exact text. */
size_t mt_check_index(double i, size_t extent, int pos, int nsubs, const char *var);
/* (added) Same check against subscript `pos` of `nsubs` into a (extent derived from a's
 * dims, the last subscript spanning the trailing dims): exact Octave error text. */
size_t mt_index_offset(const mt_array *a, double i, int pos, int nsubs, const char *var);
double mt_get_scalar(const mt_array *a, int nsubs, const double *subs, const char *var);
void mt_index(mt_array *r, const mt_array *a, int nsubs, const mt_sub *subs, const char *var);
/* a(subs) = rhs, growing a with zero fill; rhs scalar expands; in place in a. */
void mt_assign(mt_array *a, int nsubs, const mt_sub *subs, mt_arg rhs, const char *var);
void mt_set_scalar(mt_array *a, int nsubs, const double *subs, double v, const char *var);
void mt_delete(mt_array *a, int nsubs, const mt_sub *subs, const char *var); /* a(subs) = [] */

/* ---- output ---- */
/* Display of an unsuppressed result, byte-identical to Octave ("x = 5", matrices, ...). */
void mt_display(const char *name, const mt_array *a);
void mt_disp_string(mt_array *r, const mt_array *a);
void mt_display_scalar(const char *name, double v);
void mt_display_bool(const char *name, double v); /* a logical scalar held as a C double */
void mt_disp_bool(double v);
void mt_disp(const mt_array *a);
void mt_disp_scalar(double v);
/* fprintf/sprintf with MATLAB semantics (format recycled over all arguments' elements). */
double mt_fprintf(int fid, const mt_array *fmt, int nargs, const mt_arg *args); /* bytes */
#define MT_PRINTF_FID (-2147483647 - 1) /* the fid `printf` passes: stdout, messages say printf */
void mt_sprintf(mt_array *r, const mt_array *fmt, int nargs, const mt_arg *args);
void mt_num2str(mt_array *r, mt_arg a);
/* (added, mt_num2str.c) num2str(x, prec) and num2str(x, fmt); arg NULL: num2str(x). */
void mt_num2str_fmt(mt_array *r, mt_arg a, const mt_array *arg);
void mt_error(const char *fmt, ...);                      /* prints "error: <msg>\n", exit(1) */
void mt_user_error(int nargs, const mt_arg *args);        /* MATLAB error(...) builtin */

/* format [short|long] [g], shortG/longG, compact/loose: the display precision (output_precision
 * 5 or 16), %g display and compact headers. */
void mt_format(int nargs, const mt_arg *args);

/* (added) warning(...) builtin: prints "warning: <formatted>" on stderr. */
void mt_warning(int nargs, const mt_arg *args);
/* mt_warning.c: a runtime warning with identifier `id` (NULL for none), printed unless its
 * state (`warning('off', id)`) says otherwise; sets `lastwarn`. */
void mt_warn(const char *id, const char *fmt, ...);
/* (added) Octave's "ans = ..." style display of a char row and of a class name. */
void mt_display_string(const char *name, const char *s);

/* ---- cells and structs (mt_cell.c) ---- */
void mt_cell_box(mt_array *r, mt_arg x);                                 /* {x} */
void mt_cell_new(mt_array *r, int ndims, const size_t *dims);            /* cell(n, m) */
/* c{subs}: the (first) content; _lv: the old value of an assignment target ([] when out of
 * range); _set: r = c with c{subs} = v (growing). */
void mt_cell_brace(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, const char *var);
void mt_cell_brace_lv(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs,
                      const char *var);
void mt_cell_brace_set(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, mt_arg v,
                       const char *var);
/* Comma lists: {c{subs}} as a 1xN cell row, [c{subs}] as the horizontal concatenation. */
void mt_cell_cs_row(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, const char *var);
void mt_cell_cs_cat(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, const char *var);
/* c{subs} as one call argument: exactly one value. */
void mt_cell_brace1(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, const char *var);
/* Input k of a call whose arguments are the cell `args`: [] when not passed (an error naming
 * pname when required); more than nmax (>= 0) arguments is an error naming fname. */
void mt_arg_pick(mt_array *r, const mt_array *args, double k, double nmax, const mt_array *fname,
                 const mt_array *pname, double required);
/* Input k of a builtin of fixed arity n called with a comma list: args must hold n values. */
void mt_arg_exact(mt_array *r, const mt_array *args, double k, double n, const mt_array *fname);
void mt_arg_tail(mt_array *r, const mt_array *args, double k); /* args(k+1:end) for varargin */
/* varargout{j}: the result at `pos` of a call asking for k results. */
void mt_cell_vout(mt_array *r, const mt_array *vout, double j, double pos, double k);
/* A variadic builtin (fprintf, sprintf, error, struct, cell, zeros, ones) applied to the
 * values of the argument cell `args` (comma lists); r may be NULL. */
void mt_call_cs(mt_array *r, const char *name, const mt_array *args);
/* A builtin's generic entry `fn` (mt_bi_NAME) applied to the values of the cell `args` (a
 * comma list counted at run time): "Invalid call to NAME" outside [min_in, max_in]
 * (max_in < 0: no limit); one result into r (r may be the cell itself). */
void mt_call_bi_cs(mt_array *r, void (*fn)(int, mt_array *const *, int, const mt_arg *),
                   const char *name, int min_in, int max_in, const mt_array *args);
/* The same with nout results into outs[0..nout) (at most 8). */
void mt_call_bi_cs_n(int nout, mt_array *const *outs,
                     void (*fn)(int, mt_array *const *, int, const mt_arg *), const char *name,
                     int min_in, int max_in, const mt_array *args);
/* cellfun('name', c) for Octave's legacy names (isempty, length, numel, ...). */
void mt_cellfun(mt_array *r, const mt_array *name, const mt_array *c);
double mt_iscell(const mt_array *a);
double mt_iscellstr(const mt_array *a);
double mt_isstruct(const mt_array *a);
void mt_struct_new(mt_array *r, int nargs, const mt_arg *args);          /* struct(...) */
void mt_struct_field(mt_array *r, const mt_array *s, const mt_array *name);
void mt_struct_field_row(mt_array *r, const mt_array *s, const mt_array *name); /* s.f, all */
void mt_cell_show_cs(const char *name, const mt_array *row); /* each value as `name = ...` */
void mt_struct_field_lv(mt_array *r, const mt_array *s, const mt_array *name);
void mt_struct_set_field(mt_array *r, const mt_array *s, const mt_array *name, mt_arg v);
void mt_struct_deal_field(mt_array *r, const mt_array *s, const mt_array *name,
                          const mt_array *vals); /* [s.name] = deal(...) */
void mt_paren_lv(mt_array *r, const mt_array *a, int nsubs, const mt_sub *subs, const char *var);
void mt_fieldnames(mt_array *r, const mt_array *s);
void mt_struct2cell(mt_array *r, const mt_array *s);
double mt_numfields(const mt_array *s);
void mt_cell2mat(mt_array *r, const mt_array *c);
void mt_num2cell(mt_array *r, const mt_array *a);
void mt_isfield(mt_array *r, const mt_array *s, const mt_array *names);
void mt_rmfield(mt_array *r, const mt_array *s, const mt_array *name);
/* Rearranging containers without touching their elements: `ids` gets 1..numel (doubles)
 * shaped like a; after any numeric rearrangement of ids (reshape, repmat, ...),
 * mt_container_gather makes r the container whose element k is a's element ids[k]. Code that
 * copies raw element bytes must go through these for cells and structs. */
int mt_is_container(const mt_array *a);
void mt_container_ids(mt_array *ids, const mt_array *a);
void mt_container_gather(mt_array *r, const mt_array *a, const mt_array *ids);

/* Function handles as run-time values (mt_fhandle.c): a 1x1 MT_FHANDLE is the compiler's
 * creation-site id of the handle, Octave's text of it and the values it captured. Calls
 * through one are a switch on mt_fh_site in the generated code (0: not a handle). */
void mt_fh_box(mt_array *r, double site, const char *text, int ncaps, const mt_arg *caps);
double mt_fh_site(const mt_array *a);
void mt_fh_cap(mt_array *r, const mt_array *h, double j);
void mt_fh_func2str(mt_array *r, const mt_array *h);
double mt_fh_is(const mt_array *a);
/* ---- random numbers (mt_rand.c): GNU Octave's generators and streams ---- */
/* dist: 0 = rand (uniform), 1 = randn (normal), 2 = rande (exponential), 3 = randp (Poisson),
 * 4 = randg (gamma). Arguments as Octave takes them: sizes, a trailing 'single'/'double', or
 * 'seed'/'state'/'twister' to set (2 args) or query (1 arg); randp and randg first take their
 * parameter (a scalar, or an array whose size the result takes). r may be NULL for a
 * statement without result. */
void mt_rand(mt_array *r, int dist, int nargs, const mt_arg *args);
double mt_rand_scalar(int dist);                          /* rand / randn, one double */
void mt_randi(mt_array *r, int nargs, const mt_arg *args);
void mt_randperm(mt_array *r, int nargs, const mt_arg *args);
/* ---- command-line inputs of an entry function (mt_entry.c) ---- */
/* argv[k] parsed as a numeric literal into r ('NAME' undefined when missing). */
void mt_entry_arg(mt_array *r, int argc, char **argv, int k, const char *fname,
                  const char *name);
/* More command-line arguments than the function has inputs: Octave's error. */
void mt_entry_nargs(int argc, int n, const char *fname);
/* Converts r to the declared class/complexity and checks extent k is in [lo[k], hi[k]]
 * (ndecl < 0: any shape); decl is the declared type for the message. */
void mt_entry_check(mt_array *r, const char *fname, const char *name, mt_class cls, int cplx,
                    int ndecl, const size_t *lo, const size_t *hi, const char *decl);
/* Every element in [lo, hi]. */
void mt_entry_range(const mt_array *r, const char *fname, const char *name, double lo,
                    double hi);
/* Extent da of a equals extent db of b (a shared named extent). */
void mt_entry_same_dim(const mt_array *a, int da, const mt_array *b, int db, const char *fname,
                       const char *dim);

/* ---- library entry points (mt_lib.c, mat2c --emit=lib) ---- */
/* Called with an error's identifier ("" when none) and message when no try/catch handles it;
 * then the program exits (status 1). NULL (the default): the message goes to stderr as
 * Octave prints it, unless the runtime is built without stdio (MT_NO_STDIO/MT_NO_HEAP). */
extern void (*mt_error_hook)(const char *id, const char *msg);
/* Called with a warning's identifier and message instead of printing it on stderr (NULL:
 * printed, or dropped in a runtime built without stdio). */
extern void (*mt_warning_hook)(const char *id, const char *msg);
/* A runtime built without stdio (MT_NO_STDIO/MT_NO_HEAP) writes what the program prints
 * here (fd 1: standard output, 2: standard error; dropped while NULL). */
extern void (*mt_output_hook)(int fd, const char *s, size_t n);
/* a becomes a borrowed view of the caller's nd-dimensional array `data` (never written). */
void mt_lib_wrap(mt_array *a, mt_class cls, int nd, const size_t *dims, const void *data);
/* Copies output a (of class cls, at most cap elements) into dst; its nd extents to dims. */
void mt_lib_out(const mt_array *a, mt_class cls, void *dst, size_t cap, int nd, size_t *dims,
                const char *fname, const char *name);
/* A caller's extent n within its declared bound hi. */
void mt_lib_extent(size_t n, size_t hi, const char *fname, const char *name);

/* ---- errors that try/catch can catch, and memory cells (mt_except.c) ---- */
/* One user function call in Octave's `error: called from` backtrace: generated code links
 * a local frame into `mt_frames` on entry, unlinks it at exit, and stores in `pos` the
 * line and column Octave would report before each operation that can raise an error. */
typedef struct mt_frame {
    const char *name;
    unsigned long long pos; /* MT_POS(line, column); 0 before the first such operation */
    struct mt_frame *up;
    /* What the function owns (its local arrays, its spill cells), freed when an error
     * raised below it is caught above it; NULL/0 in frames that own nothing. */
    mt_array *const *owned;
    unsigned nowned;
    mt_array *const *cells;
    unsigned ncells;
} mt_frame;
#define MT_POS(line, col) (((unsigned long long)(line) << 32) | (unsigned long long)(col))
extern mt_frame *mt_frames; /* innermost frame; a try handler restores the one it saw */
/* Pushes a handler for the next protected statement: `if (setjmp(*mt_try_push())) ...`;
 * setjmp returns nonzero when an error raised under it came back. */
jmp_buf *mt_try_push(void);
void mt_try_pop(void);                                    /* the statement completed */
void mt_blas_threads(int n); /* OpenBLAS's thread count (`--threads=N`); other BLAS: no-op */
/* Handlers active now: a parallel loop runs serially unless 0 (a longjmp cannot cross threads). */
int mt_try_depth(void);
void *mt_xcalloc(size_t n, size_t size);  /* zeroed; Octave's out-of-memory error on failure */
void mt_error_id(const char *id, const char *fmt, ...);   /* mt_error with an identifier */
void mt_caught(mt_array *r);           /* caught error: struct (message, identifier, stack) */
void mt_err_field(mt_array *r, const mt_array *e, int which); /* 0: message, 1: identifier */
void mt_error_struct(const mt_array *s); /* error(struct('message', m, 'identifier', id)) */
void mt_rethrow(const mt_array *e);                       /* rethrow(err) / error(err) */
void mt_lasterr(mt_array *r);                             /* message of the last caught error */
mt_array *mt_spill_new(void);                              /* a heap cell holding [] */
void mt_spill_free(mt_array *c);
double mt_spill_scalar(const mt_array *c);                 /* its value, 0 when not 1x1 */
void mt_spill_set_scalar(mt_array *c, double v);           /* c = v (a double 1x1) */
void mt_spill_set_bool(mt_array *c, double v);             /* c = logical(v) */

/* ---- timers (mt_time.c) ---- */
void mt_tic(mt_array *r);              /* r: the uint64 id `t = tic`; NULL: restart the timer */
double mt_toc(int nargs, const mt_arg *args);             /* seconds since tic / toc(id) */
void mt_toc_print(int nargs, const mt_arg *args);         /* "Elapsed time is X seconds." */
void mt_clock(mt_array *r);                               /* [y mo d h mi s] */
double mt_etime(const mt_array *t1, const mt_array *t0);
double mt_cputime(void);
void mt_pause(double secs);

/* ---- (added) generic builtin entries ----
 * Builtins whose table row says `Lowering::Runtime` are defined in mt_numeric.c,
 * mt_matrix.c, mt_intfun.c, mt_strings.c, mt_regex.c, mt_fft.c, mt_factor.c, mt_warning.c and mt_introspect.c as `void mt_bi_<name>(int nout, mt_array *const *out, int nargs,
 * const mt_arg *args)`: out[0..max(nout,1)) are distinct destinations that alias no
 * argument (nout is the number of results the call asks for, 0 for a statement);
 * the code generator emits the prototype of each entry a program calls. The helpers they
 * share are in mt_internal.h. */

/* ---- program lifetime ---- */
void mt_init(int argc, char **argv);
int mt_finish(void);

#ifdef __cplusplus
}
#endif
#endif /* MAT2C_RT_H */
