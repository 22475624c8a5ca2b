/* mt_internal.h — what the runtime's C files share with each other, and never with generated
 * code (the contract with the code generator is mat2c_rt.h, which this includes).
 * Names here start with `mt__` (or are generic builtin entries another runtime file calls). */
#ifndef MT_INTERNAL_H
#define MT_INTERNAL_H

#include "mat2c_rt.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* The longest error or warning message kept (longer ones are cut); a small target may
 * lower it (-DMT_ERRMSG_MAX=256): it sizes two static buffers and one on the stack. */
#ifndef MT_ERRMSG_MAX
#define MT_ERRMSG_MAX 8192
#endif

/* MT_NO_HEAP (the runtime of a `mat2c --no-heap` library): the runtime never calls malloc.
 * Its own work arrays come from a fixed pool in static storage (mt_pool.c, MT_POOL_BYTES);
 * running out of it, or a value outgrowing its fixed buffer, is a run-time error. It implies
 * MT_NO_STDIO: errors go to mt_error_hook (mat2c_rt.h), and the runtime's own formatting
 * uses mt_fmt.c (a C library's printf and stdio may allocate). The system headers above
 * are included first, so these names are only replaced in the runtime's own code. */
#ifdef MT_NO_HEAP
#ifndef MT_NO_STDIO
#define MT_NO_STDIO
#endif
void *mt__pool_alloc(size_t n);
void *mt__pool_realloc(void *p, size_t n);
void mt__pool_free(void *p);
void *mt__pool_calloc(size_t n, size_t size);
#define malloc mt__pool_alloc
#define calloc mt__pool_calloc
#define realloc mt__pool_realloc
#define free mt__pool_free
#endif
/* MT_NO_STDIO: the runtime's formatting and output go through mt_fmt.c (output reaches
 * mt_output_hook, declared in mat2c_rt.h), never the C library's stdio. */
#ifdef MT_NO_STDIO
int mt__snprintf(char *buf, size_t n, const char *fmt, ...);
int mt__vsnprintf(char *buf, size_t n, const char *fmt, va_list ap);
int mt__printf(const char *fmt, ...);
int mt__fprintf(FILE *f, const char *fmt, ...);
int mt__fputs(const char *s, FILE *f);
int mt__fputc(int c, FILE *f);
size_t mt__fwrite(const void *p, size_t size, size_t n, FILE *f);
int mt__fflush(FILE *f);
int mt__setvbuf(FILE *f, char *buf, int mode, size_t size);
#define snprintf mt__snprintf
#define vsnprintf mt__vsnprintf
#define printf mt__printf
#define fprintf mt__fprintf
#define fputs mt__fputs
#define fputc mt__fputc
#define fwrite mt__fwrite
#define fflush mt__fflush
#define setvbuf mt__setvbuf
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* The signature of a generic builtin entry `mt_bi_<name>` (see mat2c_rt.h). */
#define BI(name) void mt_bi_##name(int nout, mt_array *const *out, int nargs, const mt_arg *args)

/* Generic entries one runtime file calls in another. */
BI(cat);
BI(char);
BI(m2c_map_new);
BI(m2c_map_get);
BI(m2c_map_set);
BI(m2c_map_call);
BI(permute);
BI(pchip);
BI(spline);
BI(cellstr);
BI(eig);
BI(ismember);
BI(qr);
BI(regexp);
BI(unique);
BI(vertcat);
BI(warning);

/* ---- arrays (mat2c_rt.c) and errors (mt_except.c) ---- */
/* Replaces dst's value by src's heap value and empties src (internal: results computed
 * into a temporary because dst aliased an operand). Keeps dst's borrowed buffer when the
 * value fits in it. */
void mt__take(mt_array *dst, mt_array *src);
/* horzcat/vertcat/cat(1|2, ...): [a, b] / [a; b] with the function forms' size message */
void mt__cat_fn(mt_array *r, int n, const mt_arg *parts, int vert);
void mt__raise(const char *id, const char *msg, size_t len); /* to a handler, or exit(1) */
/* Octave's `KIND: called from` block (KIND "error" or "warning"): one line per frame of
 * mt_frames, innermost first; a frame that has not reached an operation that can fail yet
 * is named without a position. Returns whether it printed anything. */
int mt__backtrace(const char *kind);
/* Links frame f of the library m-file function `name` at (line, col) (0, 0: before its
 * first statement), so an error or warning raised inside prints Octave's backtrace line
 * for it; mt__frame_pop unlinks it (an error's handler restores the stack itself). */
void mt__frame_push(mt_frame *f, const char *name, unsigned line, unsigned col);
void mt__frame_pop(const mt_frame *f);

/* Containers (cells, structs): the hooks the generic entry points dispatch to. */
int mt__is_container(const mt_array *a);
/* The call inline (hot in mt_resize and the growth paths): the container classes end
 * mt_class. */
#define mt__is_container(a) ((a)->cls >= MT_CELL)
/* containers.Map objects (mt_map.c): shared records, copied by reference */
void mt__map_release(mt_array *a);
void mt__map_copy(mt_array *r, const mt_array *a);
void mt__map_display(const char *name, const mt_array *a);
void mt__map_disp(const mt_array *a);
int mt__format_compact(void); /* format compact is on */
void mt__compact_text(char *s, size_t *len, int keep_final); /* drop blank lines */
void mt__container_release(mt_array *a);
void mt__container_copy(mt_array *r, const mt_array *a);
void mt__container_index(mt_array *r, const mt_array *a, int nsubs, const mt_sub *subs,
                         const char *var);
void mt__container_assign(mt_array *a, int nsubs, const mt_sub *subs, mt_arg rhs,
                          const char *var);
void mt__container_delete(mt_array *a, int nsubs, const mt_sub *subs, const char *var);
/* mt_delete without its subscript check (a container deletes through its element ids). */
void mt__delete_elements(mt_array *a, int nsubs, const mt_sub *subs, const char *var);
void mt__container_concat(mt_array *r, int n, const mt_arg *parts, int vert, int fn_form);
void mt__container_display(const char *name, const mt_array *a);
void mt__container_disp(const mt_array *a);
void mt__container_transpose(mt_array *r, const mt_array *a);
void mt__container_type_error(const char *what, const mt_array *a);
/* "NAME: wrong type argument 'cell'" when the format or an argument is a container. */
void mt__no_containers(const char *name, const mt_array *fmt, int nargs, const mt_arg *args);
const char *mt__fh_text(const mt_array *h);
void mt__fh_release(mt_array *h);
void mt__fh_copy(mt_array *r, const mt_array *h);
int mt__fh_equal(const mt_array *a, const mt_array *b);
/* Cells from C (mt_cell.c): element i, and storing a copy of v as element i. */
const mt_array *mt__cell_at(const mt_array *c, size_t i);
int mt__container_equal(const mt_array *a, const mt_array *b,
                        int (*leaf)(const mt_array *, const mt_array *));
void mt__cell_put(mt_array *c, size_t i, const mt_array *v);
/* Structs from C (mt_cell.c): field count, field k's name, field k of element i; a new
 * struct array of the given fields (all `[]`) and storing a copy of v into field k of i. */
size_t mt__struct_nfields(const mt_array *s);
int mt__iskeyword(const char *s); /* Octave's iskeyword (mt_genvarname.c) */
const char *mt__struct_fname(const mt_array *s, size_t k);
const mt_array *mt__struct_at(const mt_array *s, size_t k, size_t i);
void mt__struct_make(mt_array *r, int nd, const size_t *dims, size_t nf, char *const *names);
void mt__struct_put(mt_array *s, size_t k, size_t i, const mt_array *v);
/* The cell forms of strcmp & co. and of upper/lower (mt_cellstr.c): 0 when no argument is
 * a cell (nothing done), else the result is given to o. */
int mt__cellstr_compare(mt_array *o, const char *fn, const mt_array *a, const mt_array *b,
                        size_t n, int fold);
int mt__cellstr_case(mt_array *o, const mt_array *a, int up);
/* Octave's do_string_escapes of s[0..n) in place (its warnings); the new length (mt_escapes.c) */
size_t mt__do_string_escapes(char *s, size_t n);
/* tolower/toupper of a char array in place, UTF-8 aware as Octave (mt_utf8case.c) */
void mt__case_chars(mt_array *r, int up);
/* regexp under the name `who` (regexpi), mt_regex.c */
void mt__regexp_as(const char *who, int nout, mt_array *const *out, int nargs,
                   const mt_arg *args);
/* Whether s[0..n) is valid UTF-8, as gnulib's u8_check sees it (mt_utf8case.c) */
int mt__utf8_valid(const unsigned char *s, size_t n);
/* A character class predicate of a char array's UTF-8 text (mt_utf8case.c) */
typedef enum { MT_U8_UPPER, MT_U8_LOWER, MT_U8_SPACE, MT_U8_DIGIT, MT_U8_ASCII_ONLY } mt_u8class;
void mt__utf8_class(uint8_t *res, const mt_array *a, const char *fn, int (*pred)(int),
                    mt_u8class kind);
/* sort, unique and ismember of cell arrays of strings (mt_cellsets.c). */
void mt__cellstr_sort(const mt_array *x, int d, int desc, mt_array *res, mt_array *ix);
/* unique's index outputs i and j (mt_numeric.c), shared by the numeric and cellstr forms. */
/* unique's options (Octave 7's unique.m); `first` is 0 for "last" and for "legacy". */
typedef struct {
    int rows, first, stable, legacy;
} mt_unique_opts;
/* The output order of unique's groups: with "stable" the m group leaders (firsti) sorted
 * ascending, so groups follow the input; otherwise nothing to do. */
void mt__unique_stable(size_t m, size_t *firsti, const mt_unique_opts *o);
void mt__unique_indices(int nout, mt_array *const *out, size_t m, size_t n,
                        const size_t *firsti, const size_t *lasti, const size_t *grp,
                        const mt_unique_opts *o, int rowvec);
/* unique(x, "rows", ...) and ismember(a, s, "rows") (mt_setrows.c). */
void mt__unique_rows(int nout, mt_array *const *out, const mt_array *x, const mt_unique_opts *o);
void mt__ismember_rows(int nout, mt_array *const *out, const mt_array *a, const mt_array *s);
void mt__cellstr_unique(int nout, mt_array *const *out, const mt_array *x,
                        const mt_unique_opts *o);
void mt__cellstr_ismember(int nout, mt_array *const *out, const mt_array *a, const mt_array *set);
void mt__cellstr_setop(mt_array *out, char op, const char *fn, const mt_array *a,
                       const mt_array *b); /* 'u'nion, 'i'ntersect, set'd'iff, set'x'or */
int mt__cellstr_map(mt_array *o, const mt_array *a,
                    void (*fn)(int, mt_array *const *, int, const mt_arg *));
/* mt_display's text (malloc'd; *len bytes, a char value may hold NULs) for a value shown
 * `indent` columns in (cells, structs), already indented */
char *mt__display_str(const char *name, const mt_array *a, int indent, size_t *len);
uint8_t mt__char_of(const mt_array *a, size_t i); /* element i as concatenation's char */
double mt__get(const mt_array *a, size_t i);              /* element i (real part) as double */
double mt__get_im(const mt_array *a, size_t i);           /* imaginary part (0 if real) */
void mt__set(mt_array *r, size_t i, double v);            /* store with class conversion */
double mt__int_value(mt_class c, double v); /* v rounded and saturated to integer class c */
void mt__set_c(mt_array *r, size_t i, double re, double im);
void mt__dims_str(char *buf, size_t n, int ndims, const size_t *dims); /* "2x3" */
int mt__is_int_class(mt_class c);
int mt__char_high(const mt_array *a);
/* A malloc'd work block kept across calls that may raise: freed when a `try` catches the
 * error (mt__hold), or by mt__release (free and forget) on the normal path. */
void mt__hold(void *p);
void mt__release(void *p);
void mt__unhold(void *p);
void mt__hold_array(mt_array *a); /* a malloc'd mt_array: mt_free'd, then freed */
void mt__hold_with(void *p, void (*drop)(void *)); /* released by drop(p) */
/* A result built over calls that may raise: an empty mt_array on the heap, held until
 * mt__held_give moves it into out (and frees the block) or mt__held_drop frees it. */
mt_array *mt__held_new(void);
void mt__held_give(mt_array *out, mt_array *held);
void mt__held_drop(mt_array *held);
/* (mt_single.c) op on a single value with the C library's float function; 0 if op has none. */
int mt__unary_single(mt_unop op, double x, double *out);
int mt__binary_single(mt_binop op, double x, double y, double *out);
double mt__apow_single(double x, double y); /* a single array element .^ a scalar */
/* Octave's "binary operator 'op' not implemented for 'A' by 'B' operations" error. */
void mt__binop_type_error(const char *op, const mt_array *a, const mt_array *b);
void mt__scalar_matop_check(const char *op, const mt_array *a, const mt_array *b);
void mt__matop_container_check(const char *op, const mt_array *a, const mt_array *b);
/* (mt_int64.c) r[i] = a[ia] op b[ib] exactly for an int64/uint64 result; 0 if not handled. */
int mt__int64_binary(mt_array *r, size_t i, mt_binop op, const mt_array *a, size_t ia,
                     const mt_array *b, size_t ib);
int mt__int64_compare(mt_binop op, const mt_array *a, size_t ia, const mt_array *b, size_t ib,
                      uint8_t *res);
/* (mt_int64.c) exact helpers for int64/uint64 arrays: what a value exceeds its double by (a
 * sort's tie-break key; 0 for other classes), a bit-exact element copy between arrays of one
 * class, the sign of a[i] - a[j] */
double mt__wide_rest(const mt_array *a, size_t i);
void mt__copy_elem(mt_array *dst, size_t di, const mt_array *src, size_t si);
int mt__wide_cmp(const mt_array *a, size_t i, size_t j);
/* The argument of re + i im as Octave's complex ordering takes it (-pi counted as pi) */
double mt__sort_arg(double re, double im);
/* a(x) before a(y) in sort's order (desc: descending; NaN last ascending, complex values by
 * magnitude then argument, int64/uint64 exactly), mt_numeric.c */
int mt__elem_before(const mt_array *a, size_t x, size_t y, int desc);
/* Bit k - 1 of a mask passed as a double (the `~` outputs, inputname's variables) */
static inline int mt__mask_bit(double mask, double k)
{
    return k >= 1 && k <= 53 && fmod(floor(mask / pow(2, k - 1)), 2) == 1;
}
/* res[ri] = median (mode 0) or mode (mode 1) of an int64/uint64 slice, exactly */
void mt__wide_median_mode(mt_array *res, size_t ri, const mt_array *x, size_t base, size_t stride,
                          size_t len, int mode);
void mt__narrow_complex(mt_array *r);                     /* drop all-zero imaginary part */
/* re + im*i from its parts (`re + im * I` turns an imaginary -0 into +0) */
double _Complex mt__cplx(double re, double im);
/* Column dot products as Octave's dot (its ddot3/sdot3 call the BLAS ddot/sdot): z[j] is the
 * dot of column j (n elements) of x and y, k columns, double or single (cls) values of any
 * real class. Returns 0 without a linked BLAS (mt_linalg.c). */
int mt__blas_dots(mt_class cls, size_t n, size_t k, const mt_array *x, const mt_array *y,
                  double *z);
/* Octave's do_string_escapes of s[0..n) appended to the NUL-terminated buffer *out. */
void mt__string_escapes(char **out, size_t *len, size_t *cap, const char *s, size_t n);
void mt__format_printf(char **out, size_t *len, size_t *cap, const mt_array *fmt,
                       int nargs, const mt_arg *args, int escapes);

/* ---- LAPACK (mt_lapack.c): the drivers Octave calls, when linked (MT_HAVE_LAPACK). Each
 * returns LAPACK's INFO, or MT_LA_MISSING in a build without LAPACK. Complex matrices are
 * interleaved (re, im); NULL vector outputs are not computed. ---- */
#define MT_LA_MISSING (-100000)
int mt__la_available(void);
int mt__la_dsyev(int vectors, size_t n, double *a, double *w);
int mt__la_zheev(int vectors, size_t n, double *a, double *w);
int mt__la_dgeevx(int balance, size_t n, double *a, double *wr, double *wi, double *vl,
                  double *vr);
int mt__la_zgeevx(int balance, size_t n, double *a, double *w, double *vl, double *vr);
/* ComplexSCHUR with the unitary factor (sqrtm): zgeesx/cgeesx in place, vs n x n */
int mt__la_geesx(int single, size_t n, void *a, void *vs);
/* c = op (a) * op (b) of complex n x n matrices by the BLAS as Octave's xgemm (mt_linalg.c) */
double mt__frob_norm(const mt_array *a); /* norm (a, "fro") as Octave's xfrobnorm */
/* norm (a, p) of a matrix for 1 < p < Inf, p != 2: Higham's method (mt_pnorm.c) */
double mt__norm_higham(const mt_array *a, double p);
void mt__cgemm_flags(int single, size_t n, const void *a, int ta, const void *b, int tb, void *c);
/* their single-precision twins (ssyev, cheev, sgeevx, cgeevx): doubles in and out */
int mt__la_ssyev(int vectors, size_t n, double *a, double *w);
int mt__la_cheev(int vectors, size_t n, double *a, double *w);
int mt__la_sgeevx(int balance, size_t n, double *a, double *wr, double *wi, double *vl,
                  double *vr);
int mt__la_cgeevx(int balance, size_t n, double *a, double *w, double *vl, double *vr);
int mt__la_dpotrf_ok(size_t n, const double *b); /* b (n x n) has a Cholesky factor */
int mt__la_dsygv(int vectors, size_t n, double *a, double *b, double *w);
int mt__la_dggev(size_t n, double *a, double *b, double *ar, double *ai, double *beta,
                 double *vl, double *vr);
int mt__la_zpotrf_ok(size_t n, const double *b); /* complex b has a Cholesky factor */
int mt__la_zhegv(int vectors, size_t n, double *a, double *b, double *w);
int mt__la_zggev(size_t n, double *a, double *b, double *alpha, double *beta, double *vl,
                 double *vr);
/* job 'N' (values), 'S' (economy vectors) or 'A' (all vectors); vt is V' (V^H) */
int mt__la_gesvd(int cplx, char job, size_t m, size_t n, double *a, double *s, double *u,
                 double *vt);
/* Octave's svd (A, sigma_only), single precision LAPACK for a single A; a destroyed */
int mt__la_svd_sigma(int cplx, int single, size_t m, size_t n, double *a, double *s);
/* x rounded to float when the computation is single's: the steps of Octave's float code
 * (double arithmetic rounded after each step is exact for + - * / and sqrt) */
static inline double mt__rnd(int single, double x)
{
    return single ? (double)(float)x : x;
}
/* Octave's matrix_value () of an N-d array: a's dims[0] rows and the product of the others
 * as columns, in *view (sharing a's data, which must outlive it); a itself when 2-D. */
static inline const mt_array *mt__matrix_view(const mt_array *a, mt_array *view)
{
    int k;
    if (a->ndims <= 2)
        return a;
    *view = *a;
    for (k = 2; k < a->ndims; k++) {
        view->dims[1] *= a->dims[k];
        view->dims[k] = 0;
    }
    view->ndims = 2;
    return view;
}
/* A's values as doubles in a fresh buffer, interleaved (re, im) when complex */
double *mt__values(const mt_array *a);
/* Octave's norm1 of its solvers, det and rcond: the largest column sum of magnitudes of the
 * m x n matrix a (interleaved when cplx), summed in its precision; the first sum that is Inf
 * or NaN instead, when there is one */
double mt__norm1(const double *a, size_t m, size_t n, int cplx, int single);
/* Octave's MatrixType probe of an n x n matrix (doubles, interleaved when cplx; products
 * rounded to float when single): MT_MT_UPPER or MT_MT_LOWER triangular with a nonzero
 * diagonal, else MT_MT_HERMITIAN (a_ij = conj (a_ji), a real positive diagonal and
 * |a_ij|^2 < a_ii a_jj), else MT_MT_FULL. */
#define MT_MT_FULL 0
#define MT_MT_UPPER 1
#define MT_MT_LOWER 2
#define MT_MT_HERMITIAN 3
int mt__matrix_type(const double *a, size_t n, int cplx, int single);
/* One square solve of Octave's xMatrix::solve (kind MT_LA_SOLVE_*): triangular (trtrs with
 * trans, then trcon '1'), Cholesky (potrf; pocon and potrs when it succeeds) or LU (getrf;
 * gecon and getrs when it succeeds). a (n x n) and b (n x nrhs) are doubles, interleaved
 * when cplx, worked on in float when single; a receives the factor, b the solution, piv
 * (unless NULL) getrf's 1-based pivots. Returns the factorization's INFO (trtrs's for
 * triangular); *rcond and *cinfo the estimate's. With nrhs 0 it is det's and rcond's
 * factorization and estimate alone. */
#define MT_LA_SOLVE_UPPER 1
#define MT_LA_SOLVE_LOWER 2
#define MT_LA_SOLVE_CHOL 3
#define MT_LA_SOLVE_LU 4
int mt__la_solve(int kind, int cplx, int single, char trans, size_t n, size_t nrhs, double *a,
                 double *b, double anorm, double *rcond, int *cinfo, int *piv);
/* xMatrix::lssolve's xgelsd (b: max(m, n) x nrhs); s: min(m, n) singular values */
int mt__la_gelsd(int cplx, int single, size_t m, size_t n, size_t nrhs, double *a, double *b,
                 double *s, int *rank);
/* Octave's qr (xgeqrf) or qrp (xgeqp3) and form: type 0 raw (r m x n), 1 std (q m x m,
 * r m x n), 2 economy (q m x min, r min x n); jpvt 0-based when pivot */
int mt__la_qr(int cplx, int single, int pivot, int type, size_t m, size_t n, const double *a,
              double *q, double *r, size_t *jpvt);
/* lu's xgetrf (a packed in place; perm the row order of P * A) and chol's xpotrf ('U', or
 * 'L' when lower, of the triangle a holds); both return INFO */
int mt__la_getrf(int cplx, int single, size_t m, size_t n, double *a, size_t *perm);
int mt__la_potrf(int cplx, int single, int lower, size_t n, double *a);
/* raises Octave's XERBLA error when a LAPACK routine rejected an argument since the last
 * check; called by a wrapper's caller once its buffers are freed */
void mt__la_xerbla_check(void);
/* mt__la_gesvd computed in single precision (sgesvd, cgesvd) */
int mt__la_gesvd_single(int cplx, char job, size_t m, size_t n, double *a, double *s, double *u,
                        double *vt);
/* inv with its condition estimate, in place on a (double, or float when single) */
int mt__la_getri(int single, size_t n, void *a, double anorm, double *rcond);
int mt__la_trtri(int single, int lower, size_t n, void *a, double *rcond);
int mt__la_potri(int single, size_t n, void *a, double anorm, double *rcond);
/* the complex twins (a interleaved, single or double) */
int mt__la_zgetri(int single, size_t n, void *a, double anorm, double *rcond);
int mt__la_ztrtri(int single, int lower, size_t n, void *a, double *rcond);
int mt__la_zpotri(int single, size_t n, void *a, double anorm, double *rcond);
int mt__la_dgebal(char job, size_t n, double *a, size_t *ilo, size_t *ihi, double *scale);
int mt__la_dgebak(char job, size_t n, size_t ilo, size_t ihi, const double *scale, double *v);
int mt__la_sgebal(char job, size_t n, double *a, size_t *ilo, size_t *ihi, double *scale);
int mt__la_sgebak(char job, size_t n, size_t ilo, size_t ihi, const double *scale, double *v);
/* r = inv (x) of a real double or single square matrix (n > 1, not diagonal) as Octave's
 * Matrix::inverse through LAPACK: 1 where it reports info -1, 0 otherwise, -1 (nothing
 * done) for other matrices or without LAPACK. */
int mt__inv_lapack(mt_array *r, const mt_array *x, double *rc);
/* inv (and [X, RCOND] = inv) of a complex n x n matrix (mt_cinv.c) */
void mt__inv_complex(int nout, mt_array *const *out, const mt_array *x, size_t n);
/* xpow.cc's matrix powers through EIG (mt_eig.c): m ^ s for s not an integer or complex,
 * s ^ m (base_scalar); std::pow of interleaved pairs as libstdc++ mixes the kinds; and
 * Q.inverse () as xpow takes it (mt_cinv.c). */
void mt__mpower_eig(mt_array *r, const mt_array *m, const mt_array *s, int base_scalar);
void mt__pow_pair(double *out, const double *x, int x_cplx, const double *y, int y_cplx,
                  int single);
void mt__cinverse_plain(mt_array *r, const mt_array *x);
const char *mt__type_name(const mt_array *a); /* Octave's "bool matrix", "sq_string", ... */
/* A char array written in double quotes (see MT_LAYOUT_DQ). */
static inline int mt__is_dq(const mt_array *a)
{
    return a->cls == MT_CHAR && (a->layout == MT_LAYOUT_DQ || a->layout == MT_LAYOUT_NULL_DQ);
}
/* The name of a char array once stored in a variable (an m-file's parameter): never null. */
static inline const char *mt__stored_char_type(const mt_array *a)
{
    return mt__is_dq(a) ? "string" : "sq_string";
}
/* Octave's type name of a char array: by its quotes, and null for an empty literal. */
static inline const char *mt__char_type(const mt_array *a)
{
    switch (a->layout) {
    case MT_LAYOUT_DQ: return "string";
    case MT_LAYOUT_NULL_SQ: return "null_sq_string";
    case MT_LAYOUT_NULL_DQ: return "null_string";
    default: return "sq_string";
    }
}
const char *mt__empty_type_name(const mt_array *a); /* "null_matrix" or "matrix" */
/* The stream of fid (1 stdout, 2 stderr, 3... files from fopen; mt_files.c), with
 * "FN: invalid stream number = FID" for any other. */
FILE *mt__stream(int fid, const char *fn);
/* sscanf (str, fmt [, size]) with `who` in its messages (mt_sscanf.c; fscanf uses it);
 * *eof (when not NULL): whether reading hit the end of the input. */
void mt__scanf(const char *who, int nout, mt_array *const *out, int nargs, const mt_arg *args,
               int *eof);
/* ---- random streams (mt_rand.c) and the deviates built on them (mt_randdist.c) ---- */
/* Distributions, each with its own stream: the dist argument of mt_rand. */
enum { MT_DIST_UNIFORM, MT_DIST_NORMAL, MT_DIST_EXPON, MT_DIST_POISSON, MT_DIST_GAMMA };
int mt__rnd_old(void);          /* rand('seed', x) selected RANLIB's generators */
float mt__rnd_ranf(int dist);   /* RANLIB's uniform on dist's virtual generator */
double mt__rnd_u53(int dist);   /* Mersenne Twister draws on dist's stream */
float mt__rnd_u24(int dist);
double mt__rnd_normal(int dist);
float mt__rnd_normalf(int dist);
double mt__rnd_exp(int dist);
float mt__rnd_expf(int dist);
float mt__ranlib_snorm(int dist); /* RANLIB's normal and exponential deviates */
float mt__ranlib_sexpo(int dist);
void mt__randg_fill(double a, size_t n, double *r); /* n values for one parameter */
void mt__randg_fillf(float a, size_t n, float *r);
double mt__randg_scalar(double a);                  /* one value per parameter element */
float mt__randg_scalarf(float a);
void mt__randp_fill(double lambda, size_t n, double *r);
void mt__randp_fillf(float lambda, size_t n, float *r);
double mt__randp_scalar(double lambda);
float mt__randp_scalarf(float lambda);
/* ---- helpers of the generic builtin entries (mt_numeric.c) ---- */
const mt_array *mt__bi_arg(const mt_arg *g, mt_array *view); /* array view of an argument */
void mt__bi_give(mt_array *out, mt_array *tmp);              /* move tmp into out */
/* Copy a char row (or any array's elements as bytes) into a fresh NUL-terminated string. */
char *mt__bi_cstr(const mt_array *a);
void *mt__bi_alloc(size_t n);                                 /* zeroed; errors when out of memory */
void mt__bi_set2(mt_array *r, mt_class cls, size_t rows, size_t cols);
void mt__bi_give_scalar(mt_array *out, mt_class cls, double v);
void mt__bi_give_bool(mt_array *out, int v);
double mt__bi_scalar(const mt_arg *args, int k);               /* first element of args[k] */
int mt__bi_is_string(const mt_arg *g);                         /* a char argument */
int mt__bi_is_word(const mt_arg *g, const char *lower_word);   /* case-insensitive option */
void mt__bi_no_complex(const char *fn, const mt_array *a);     /* mat2c error for complex */
int mt__bi_default_dim(const mt_array *a);                     /* first non-singleton, 0-based */
/* raises Octave's "VAR(_,v,...): subscripts must be either integers ..." for subscript pos */
void mt__bad_subscript(double v, int pos, int nsubs, const char *var);
int mt__bi_dim(const char *fn, const mt_arg *g);               /* DIM argument, 0-based */
void mt__bi_split_dims(const mt_array *a, int d, size_t *before, size_t *len, size_t *after);
mt_class mt__bi_arith_class(const mt_array *a);                /* logical/char compute in double */

#ifdef __cplusplus
}
#endif
#endif /* MT_INTERNAL_H */
