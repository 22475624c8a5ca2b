//! Small C helpers pasted at the top of every generated translation unit (`m2c_` prefix).
//! Only the helpers a program refers to are emitted ([`prune`]): an unused `static inline`
//! function is a warning under clang's `-Wall`, and the embedded build is `-Werror`. Each
//! item defines one name (the two-subscript forms of the macros are separate macros).
//! Helpers here are candidates for moving into the runtime.

/// Always emitted.
pub(crate) const BASE: &str = r#"/* Iterations of a parallel loop with reductions per block: their partials (one double per
 * step and iteration) are combined after each block, so the buffers stay small. */
#define M2C_PAR_BLOCK 65536L
/* Inline elementwise loops over at least this many elements run on OpenMP threads. */
#define M2C_PAR_MIN 131072
/* An OpenMP pragma, gone (without an unknown-pragma warning) when built without OpenMP. */
#ifdef _OPENMP
#define M2C_OMP(x) _Pragma(#x)
#else
#define M2C_OMP(x)
#endif
static inline mt_arg m2c_a(const mt_array *a) { mt_arg r; r.a = a; r.s = 0; return r; }
static inline mt_arg m2c_s(double s) { mt_arg r; r.a = NULL; r.s = s; return r; }
static inline mt_sub m2c_colon(void) { mt_sub r; r.kind = MT_SUB_COLON; r.s = 0; r.a = NULL; return r; }
static inline mt_sub m2c_ss(double s) { mt_sub r; r.kind = MT_SUB_SCALAR; r.s = s; r.a = NULL; return r; }
static inline mt_sub m2c_sa(const mt_array *a) { mt_sub r; r.kind = MT_SUB_ARRAY; r.s = 0; r.a = a; return r; }
static inline const mt_array *m2c_undef(void) { static const mt_array u = MT_ARRAY_INIT; return &u; }
/* An element of an array raised to a scalar, as Octave's elem_xpow: 2 and 3 multiply, -1
 * divides, other exponents are the library's pow (mt_pow: never folded). */
static inline double m2c_apow(double x, double y)
{
    return y == 2.0 ? x * x : y == 3.0 ? x * x * x : y == -1.0 ? 1.0 / x : mt_pow(x, y);
}
/* x ^ 2 of a scalar as Octave computes it, std::pow (x, 2) (glibc's pow differs from x * x
 * in about one product in a thousand): the product where it provably is pow's result and
 * mt_pow otherwise. The product's rounding error e is exact (Dekker: each partial product
 * of the 26-bit halves is exact); below 0.45 of the product's ulp (of half of it at a power
 * of two, where the ulp below is finer), pow (error under 0.52 ulp) cannot round to the
 * other neighbour. Subnormal, huge, Inf and NaN products take mt_pow. */
static inline double m2c_sq(double x)
{
    double p = x * x;
    if (p > 1e-290 && p < 1e300) {
        double c = 134217729.0 * x, hi = c - (c - x), lo = x - hi, ulp;
        double e = ((hi * hi - p) + hi * lo + lo * hi) + lo * lo;
        uint64_t b, u;
        memcpy(&b, &p, sizeof b);
        u = (b & 0x7ff0000000000000ull) - ((uint64_t)52 << 52);
        memcpy(&ulp, &u, sizeof ulp);
        if (fabs(e) < ((b & 0x000fffffffffffffull) ? 0.45 : 0.225) * ulp) return p;
    }
    return mt_pow(x, 2.0);
}
static inline int m2c_samedims(const mt_array *a, const mt_array *b)
{
    int k;
    if (a->ndims != b->ndims) return 0;
    for (k = 0; k < a->ndims; k++)
        if (a->dims[k] != b->dims[k]) return 0;
    return 1;
}
/* mt_resize to rows x cols, its common case inline: storage that fits and holds no cell,
 * struct, handle or Map (the container classes end mt_class). */
static inline void m2c_resize2(mt_array *r, mt_class cls, int cplx, size_t rows, size_t cols)
{
    size_t es = cls == MT_DOUBLE || cls == MT_INT64 || cls == MT_UINT64   ? 8
                : cls == MT_SINGLE || cls == MT_INT32 || cls == MT_UINT32 ? 4
                : cls == MT_INT16 || cls == MT_UINT16                     ? 2
                                                                          : 1;
    if (r->data && r->cls < MT_CELL && cls < MT_CELL && rows * cols * (cplx ? 2 * es : es) <= r->cap) {
        int k;
        r->cls = cls;
        r->cplx = cplx ? 1 : 0;
        r->ndims = 2;
        r->dims[0] = rows;
        r->dims[1] = cols;
        for (k = 2; k < MT_MAXDIMS; k++) r->dims[k] = 0;
        r->numel = rows * cols;
        r->layout = MT_LAYOUT_FULL;
        return;
    }
    {
        size_t d[2];
        d[0] = rows;
        d[1] = cols;
        mt_resize(r, cls, cplx, 2, d);
    }
}
static inline void m2c_resize_like(mt_array *r, mt_class cls, const mt_array *a)
{
    size_t d[MT_MAXDIMS];
    int k, nd = a->ndims;
    if (nd == 2) {
        m2c_resize2(r, cls, 0, a->dims[0], a->dims[1]);
        return;
    }
    for (k = 0; k < nd; k++) d[k] = a->dims[k];
    mt_resize(r, cls, 0, nd, d);
}
/* A 1x1 double (mt_from_scalar inline). */
static inline void m2c_from_scalar(mt_array *r, double v)
{
    m2c_resize2(r, MT_DOUBLE, 0, 1, 1);
    ((double *)r->data)[0] = v;
}
static inline void m2c_empty(mt_array *r) { m2c_resize2(r, MT_DOUBLE, 0, 0, 0); }
/* The result of an elementwise `.*`, `./`, `.\` is a full matrix even from a diagonal one. */
static inline void m2c_full(mt_array *r) { if (r->layout == MT_LAYOUT_DIAG) r->layout = MT_LAYOUT_FULL; }
/* An undefined variable before its first indexed assignment (see mt_layout). */
static inline void m2c_undefined(mt_array *r) { m2c_empty(r); r->layout = MT_LAYOUT_UNDEFINED; }
static inline void m2c_from_bool(mt_array *r, double v)
{
    m2c_resize2(r, MT_LOGICAL, 0, 1, 1);
    ((uint8_t *)r->data)[0] = v != 0;
}
static inline void m2c_from_complex(mt_array *r, double re, double im)
{
    m2c_resize2(r, MT_DOUBLE, 1, 1, 1);
    ((double *)r->data)[0] = re;
    ((double *)r->data)[1] = im;
}
static inline void m2c_fill(mt_array *r, double v, int nd, const size_t *d)
{
    size_t k;
    double *p;
    mt_resize(r, MT_DOUBLE, 0, nd, d);
    p = (double *)r->data;
    for (k = 0; k < r->numel; k++) p[k] = v;
}
static inline double m2c_prod_dims_from(const mt_array *a, int k)
{
    double p = 1;
    for (; k < a->ndims; k++) p *= (double)a->dims[k];
    return p;
}
/* A for loop's range without its array: element k (1-based) of start:step:stop with n
 * elements and final element fin (see mt_range_count / mt_range_last); the checked read
 * reports Octave's index errors through the runtime. */
static inline double m2c_range_elem(double b, double s, double n, double fin, double k)
{
    return k == n ? fin : (k == 1 ? b : b + (k - 1) * s);
}
static inline double m2c_range_get(double b, double s, double e, double n, double fin, double k,
                                   const char *var)
{
    if (k >= 1 && k <= n && k == floor(k)) return m2c_range_elem(b, s, n, fin, k);
    return mt_range_get(b, s, e, k, var);
}
/* A subscript known to be a positive integer below 2^63, as a size_t. Through a signed
 * integer: x86-64 converts double to int64 in one step but to uint64 through a branch. */
static inline size_t m2c_uz(double x)
{
    return (size_t)(ptrdiff_t)x;
}
/* The layout marker after writing element `off` (0-based) of `a`: Octave keeps a diagonal
 * matrix diagonal when the element written lies on the diagonal (`A = eye(n); A(i,i) = x`). */
static inline mt_layout m2c_diag_kept(const mt_array *a, size_t off)
{
    return a->layout == MT_LAYOUT_DIAG && a->ndims == 2 && off % a->dims[0] == off / a->dims[0]
        ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
}
/* Element access with scalar subscripts on a real double array: an inline bounds-checked
 * fast path; everything else (errors, growth, other classes) goes to the runtime, which
 * reports Octave's messages. The `_at` forms store the backtrace position `pos` into frame
 * `fr` on that cold path only, so a hot loop pays nothing for it. */
static inline double m2c_get1_at(mt_frame *fr, unsigned long long pos, const mt_array *a,
                                 double i, const char *var)
{
    if (a->cls == MT_DOUBLE && !a->cplx && i >= 1 && i <= (double)(ptrdiff_t)a->numel) {
        size_t k = m2c_uz(i);
        if ((double)(ptrdiff_t)k == i) return ((const double *)a->data)[k - 1];
    }
    if (fr) fr->pos = pos;
    return mt_get_scalar(a, 1, &i, var);
}
static inline double m2c_get1(const mt_array *a, double i, const char *var)
{
    return m2c_get1_at(NULL, 0, a, i, var);
}
static inline double m2c_get2_at(mt_frame *fr, unsigned long long pos, const mt_array *a,
                                 double i, double j, const char *var)
{
    double s[2];
    if (a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && i >= 1 && j >= 1
        && i <= (double)(ptrdiff_t)a->dims[0] && j <= (double)(ptrdiff_t)a->dims[1]) {
        size_t r = m2c_uz(i), c = m2c_uz(j);
        if ((double)(ptrdiff_t)r == i && (double)(ptrdiff_t)c == j)
            return ((const double *)a->data)[(c - 1) * a->dims[0] + (r - 1)];
    }
    s[0] = i;
    s[1] = j;
    if (fr) fr->pos = pos;
    return mt_get_scalar(a, 2, s, var);
}
static inline double m2c_get2(const mt_array *a, double i, double j, const char *var)
{
    return m2c_get2_at(NULL, 0, a, i, j, var);
}
/* Checks the subscript list I (n doubles; NULL: a colon) for m2c_gather2/m2c_scatter2: every
 * value a positive integer, the list not stored in `alias`; *max gets the largest. */
static inline int m2c_sub_list(const double *I, size_t n, const void *alias, size_t *max)
{
    size_t k;
    *max = 0;
    if (I && (const void *)I == alias) return 0;
    for (k = 0; I && k < n; k++) {
        if (!(I[k] >= 1 && (double)m2c_uz(I[k]) == I[k])) return 0;
        if (m2c_uz(I[k]) > *max) *max = m2c_uz(I[k]);
    }
    return 1;
}
/* m2c_sub_list of a real double index vector I, its own data: an unmodified range (layout
 * RANGE: start + k * step, exact for integers) with an integer start and step is checked at
 * its ends; any other vector element by element. */
static inline int m2c_sub_vec(const mt_array *I, size_t *max)
{
    const double *p = (const double *)I->data;
    size_t n = I->numel;
    if (n >= 2 && I->layout == MT_LAYOUT_RANGE) {
        double a = p[0], b = p[n - 1], s = p[1] - p[0];
        if (a >= 1 && b >= 1 && a < 4503599627370496.0 && b < 4503599627370496.0 &&
            s > -4503599627370496.0 && s < 4503599627370496.0 && (double)(long long)a == a &&
            (double)(long long)b == b && (double)(long long)s == s) {
            *max = (size_t)(a > b ? a : b);
            return 1;
        }
    }
    return m2c_sub_list(p, n, NULL, max);
}
/* r = a(I, J) for a full real double matrix `a`, each subscript a list of `n` doubles or a
 * colon (`I == NULL`). Returns 0, touching nothing, when a subscript is not a valid integer
 * index or `r` aliases an operand: the caller then calls mt_index, which raises Octave's
 * error (or handles the rare case). */
static inline int m2c_gather2(mt_array *r, const mt_array *a, const double *I, size_t ni,
                              const double *J, size_t nj)
{
    size_t k, c, rows, cols, mi, mj;
    const double *src;
    double *dst;
    if (r == a || a->cls != MT_DOUBLE || a->cplx || a->ndims != 2 || a->layout != MT_LAYOUT_FULL
        || !m2c_sub_list(I, ni, r->data, &mi) || !m2c_sub_list(J, nj, r->data, &mj))
        return 0;
    rows = a->dims[0];
    cols = a->dims[1];
    if (mi > rows || mj > cols) return 0;
    if (!I) ni = rows;
    if (!J) nj = cols;
    m2c_resize2(r, MT_DOUBLE, 0, ni, nj);
    src = (const double *)a->data;
    dst = (double *)r->data;
    for (c = 0; c < nj; c++) {
        const double *col = src + (J ? m2c_uz(J[c]) - 1 : c) * rows;
        if (!I) {
            memcpy(dst + c * ni, col, ni * sizeof *dst);
            continue;
        }
        for (k = 0; k < ni; k++)
            dst[c * ni + k] = col[m2c_uz(I[k]) - 1];
    }
    return 1;
}
/* sum(a) or mean(a) (`op`) whose result inference proved 1x1: a real double vector adds its
 * elements in mt_reduce's order without a boxed result; anything else goes through it. */
static inline double m2c_vreduce(const mt_array *a, mt_redop op)
{
    mt_array t = MT_ARRAY_INIT;
    double v;
    if (a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1)
        && (op == MT_SUM || a->numel > 0)) {
        const double *x = (const double *)a->data;
        size_t k;
        v = 0;
        for (k = 0; k < a->numel; k++)
            v += x[k];
        return op == MT_MEAN ? v / (double)a->numel : v;
    }
    mt_reduce(&t, op, a, 0);
    v = mt_to_scalar(&t, "");
    mt_free(&t);
    return v;
}
/* More columns, `cols` in all, for a full real double matrix `a` of at least one row: the
 * new ones zeroed, in place while the capacity lasts (mt_grow2's amortised growth leaves
 * room), else through mt_grow2. */
static inline void m2c_grow_cols(mt_array *a, size_t cols)
{
    size_t rows = a->dims[0];
    if (a->data && cols <= a->cap / sizeof(double) / rows) {
        memset((double *)a->data + a->numel, 0, (cols - a->dims[1]) * rows * sizeof(double));
        a->dims[1] = cols;
        a->numel = rows * cols;
    } else
        mt_grow2(a, rows, cols);
}
/* a(I, J) = b for a full real double matrix `a` (grown as needed), subscripts as in
 * m2c_gather2, `b` a real double array of the selection's shape (a vector for a vector
 * selection) or, when NULL, the scalar `*bs`. Returns 0, touching nothing, for anything
 * else (a colon over an empty extent, a shape mismatch, aliasing): the caller then calls
 * mt_assign for Octave's rules and errors. */
static inline int m2c_scatter2(mt_array *a, const double *I, size_t ni, const double *J,
                               size_t nj, const mt_array *b, const double *bs)
{
    size_t k, c, rows, cols, mi, mj;
    const double *src;
    double *dst;
    if (a->cls != MT_DOUBLE || a->cplx || a->ndims != 2 || a->layout != MT_LAYOUT_FULL
        || !m2c_sub_list(I, ni, a->data, &mi) || !m2c_sub_list(J, nj, a->data, &mj))
        return 0;
    rows = a->dims[0];
    cols = a->dims[1];
    if ((!I && !rows) || (!J && !cols)) return 0;
    if (!I) ni = mi = rows;
    if (!J) nj = mj = cols;
    if (b) {
        int vec = (ni == 1 || nj == 1) && (b->dims[0] == 1 || b->dims[1] == 1);
        if (b == a || b->data == a->data || b->cls != MT_DOUBLE || b->cplx || b->ndims != 2 || b->numel != ni * nj
            || !(vec || (b->dims[0] == ni && b->dims[1] == nj)))
            return 0;
    }
    if (mi <= rows && mj > cols && rows > 0)
        m2c_grow_cols(a, mj);
    else if (mi > rows || mj > cols)
        mt_grow2(a, mi > rows ? mi : rows, mj > cols ? mj : cols);
    rows = a->dims[0];
    src = b ? (const double *)b->data : bs;
    dst = (double *)a->data;
    for (c = 0; c < nj; c++) {
        double *col = dst + (J ? m2c_uz(J[c]) - 1 : c) * rows;
        for (k = 0; k < ni; k++)
            col[I ? m2c_uz(I[k]) - 1 : k] = b ? src[c * ni + k] : *bs;
    }
    return 1;
}
/* a(:, j) = b for a full real double matrix `a` of at least one row and a real double
 * vector `b` of that many elements (m2c_scatter2's rules for this form): one column copy,
 * after m2c_grow_cols for a j past the end. Returns 0, touching nothing, for anything else: the caller calls mt_assign. */
static inline int m2c_setcol(mt_array *a, double j, const mt_array *b)
{
    size_t rows = a->dims[0], cols = a->dims[1], jj;
    if (a->cls != MT_DOUBLE || a->cplx || a->ndims != 2 || a->layout != MT_LAYOUT_FULL ||
        rows == 0 || b == a || b->data == a->data || b->cls != MT_DOUBLE || b->cplx ||
        b->ndims != 2 || b->numel != rows || (b->dims[0] != 1 && b->dims[1] != 1) ||
        !(j >= 1 && (double)m2c_uz(j) == j))
        return 0;
    jj = m2c_uz(j);
    if (jj > cols) m2c_grow_cols(a, jj);
    memcpy((double *)a->data + (jj - 1) * rows, b->data, rows * sizeof(double));
    return 1;
}
/* A char code as Octave's signed C++ char (what ordering two chars compares). */
static inline double m2c_schar(double v)
{
    return v > 127 ? v - 256 : v;
}
static inline void m2c_set1_at(mt_frame *fr, unsigned long long pos, mt_array *a, double i,
                               double v, const char *var)
{
    if (a->cls == MT_DOUBLE && !a->cplx && i >= 1 && i <= (double)(ptrdiff_t)a->numel) {
        size_t k = m2c_uz(i);
        if ((double)(ptrdiff_t)k == i) {
            ((double *)a->data)[k - 1] = v;
            a->layout = m2c_diag_kept(a, k - 1);
            return;
        }
    }
    /* x(end+1) = v on a full real double row or column with room left (mt_set_scalar's
     * growth doubles the capacity): the element and the extent, in place */
    if (a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && a->numel > 0 &&
        a->layout == MT_LAYOUT_FULL && (a->dims[0] == 1 || a->dims[1] == 1) &&
        i == (double)a->numel + 1 && (a->numel + 1) * sizeof(double) <= a->cap && a->data) {
        ((double *)a->data)[a->numel] = v;
        a->dims[a->dims[0] == 1 ? 1 : 0] = a->numel + 1;
        a->numel++;
        return;
    }
    if (fr) fr->pos = pos;
    mt_set_scalar(a, 1, &i, v, var);
}
static inline void m2c_set1(mt_array *a, double i, double v, const char *var)
{
    m2c_set1_at(NULL, 0, a, i, v, var);
}
/* x(end+1) = v (the subscript is numel (x) + 1 by construction): m2c_set1_at's append
 * case first, without its subscript's double. */
static inline void m2c_append1_at(mt_frame *fr, unsigned long long pos, mt_array *a, double v,
                                  const char *var)
{
    size_t n = a->numel;
    if (a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && n > 0 &&
        a->layout == MT_LAYOUT_FULL && (a->dims[0] == 1 || a->dims[1] == 1) &&
        n < a->cap / sizeof(double) && a->data) {
        ((double *)a->data)[n] = v;
        a->dims[a->dims[0] == 1 ? 1 : 0] = n + 1;
        a->numel = n + 1;
        return;
    }
    {
        /* m2c_set1_at's other cases cannot apply (the subscript is past the end) */
        double i = (double)n + 1;
        if (fr) fr->pos = pos;
        mt_set_scalar(a, 1, &i, v, var);
    }
}
static inline void m2c_append1(mt_array *a, double v, const char *var)
{
    m2c_append1_at(NULL, 0, a, v, var);
}
/* The same one-subscript reads and writes given the subscript's integer form `k` (0-based,
 * see int_forms.rs; a negative form wraps to a huge size_t): the bounds check is one
 * unsigned compare, and the subscript's double (for the cold path's messages) is rebuilt
 * from k, exactly, so the C compiler may drop a loop's double counter. */
static inline double m2c_zsub(size_t k)
{
    return (double)(ptrdiff_t)k + 1.0;
}
/* Out of line: a loop of element reads stays small. (Not pure: a read raises its index
 * error where the program reads, even when the value is never used.) */
static MT_COLD double m2c_getz_cold(mt_frame *fr, unsigned long long pos,
                                         const mt_array *a, size_t k, const char *var)
{
    double i = m2c_zsub(k);
    if (fr) fr->pos = pos;
    return mt_get_scalar(a, 1, &i, var);
}
static inline double m2c_get1z_at(mt_frame *fr, unsigned long long pos, const mt_array *a,
                                  size_t k, const char *var)
{
    if (k < a->numel && a->cls == MT_DOUBLE && !a->cplx) return ((const double *)a->data)[k];
    return m2c_getz_cold(fr, pos, a, k, var);
}
static inline double m2c_get1z(const mt_array *a, size_t k, const char *var)
{
    return m2c_get1z_at(NULL, 0, a, k, var);
}
static inline void m2c_set1z_at(mt_frame *fr, unsigned long long pos, mt_array *a, size_t k,
                                double v, const char *var)
{
    if (k < a->numel && a->cls == MT_DOUBLE && !a->cplx) {
        ((double *)a->data)[k] = v;
        a->layout = m2c_diag_kept(a, k);
        return;
    }
    m2c_set1_at(fr, pos, a, m2c_zsub(k), v, var);
}
static inline void m2c_set1z(mt_array *a, size_t k, double v, const char *var)
{
    m2c_set1z_at(NULL, 0, a, k, v, var);
}
static inline void m2c_set2_at(mt_frame *fr, unsigned long long pos, mt_array *a, double i,
                               double j, double v, const char *var)
{
    double s[2];
    if (a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && i >= 1 && j >= 1
        && i <= (double)(ptrdiff_t)a->dims[0] && j <= (double)(ptrdiff_t)a->dims[1]) {
        size_t r = m2c_uz(i), c = m2c_uz(j);
        if ((double)(ptrdiff_t)r == i && (double)(ptrdiff_t)c == j) {
            ((double *)a->data)[(c - 1) * a->dims[0] + (r - 1)] = v;
            a->layout = a->layout == MT_LAYOUT_DIAG && r == c ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
            return;
        }
    }
    s[0] = i;
    s[1] = j;
    if (fr) fr->pos = pos;
    mt_set_scalar(a, 2, s, v, var);
}
static inline void m2c_set2(mt_array *a, double i, double j, double v, const char *var)
{
    m2c_set2_at(NULL, 0, a, i, j, v, var);
}
/* Inline element access on arrays of the other classes: the offset (0-based) of element
 * (i) or (i, j) when `a` has class `cls`, is real and the subscripts are in-bounds integers;
 * otherwise 0, and the caller goes to the runtime (its errors, growth, conversions). */
static inline int m2c_at1(const mt_array *a, mt_class cls, double i, size_t *k)
{
    size_t t;
    if (a->cls != cls || a->cplx || !(i >= 1 && i <= (double)(ptrdiff_t)a->numel)) return 0;
    t = m2c_uz(i);
    if ((double)(ptrdiff_t)t != i) return 0;
    *k = t - 1;
    return 1;
}
static inline int m2c_at2(const mt_array *a, mt_class cls, double i, double j, size_t *k)
{
    size_t r, c;
    if (a->cls != cls || a->cplx || a->ndims != 2 || !(i >= 1 && j >= 1)
        || !(i <= (double)(ptrdiff_t)a->dims[0] && j <= (double)(ptrdiff_t)a->dims[1])) return 0;
    r = m2c_uz(i);
    c = m2c_uz(j);
    if ((double)(ptrdiff_t)r != i || (double)(ptrdiff_t)c != j) return 0;
    *k = (c - 1) * a->dims[0] + (r - 1);
    return 1;
}
/* A char or logical element (both stored as bytes) as a double. */
static inline double m2c_getb1(const mt_array *a, mt_class cls, double i, const char *var)
{
    size_t k;
    if (m2c_at1(a, cls, i, &k)) return ((const uint8_t *)a->data)[k];
    return mt_get_scalar(a, 1, &i, var);
}
static inline double m2c_getb1z_at(mt_frame *fr, unsigned long long pos, const mt_array *a,
                                   mt_class cls, size_t k, const char *var)
{
    if (k < a->numel && a->cls == cls && !a->cplx) return ((const uint8_t *)a->data)[k];
    return m2c_getz_cold(fr, pos, a, k, var);
}
static inline double m2c_getb1z(const mt_array *a, mt_class cls, size_t k, const char *var)
{
    return m2c_getb1z_at(NULL, 0, a, cls, k, var);
}
static inline double m2c_getb2(const mt_array *a, mt_class cls, double i, double j, const char *var)
{
    size_t k;
    double s[2];
    if (m2c_at2(a, cls, i, j, &k)) return ((const uint8_t *)a->data)[k];
    s[0] = i;
    s[1] = j;
    return mt_get_scalar(a, 2, s, var);
}
/* Element writes that need no conversion rule: `v` is exactly representable in the class
 * (an integer in range for the integer classes, 0..255 for char, 0/1 for logical; single
 * rounds to nearest like Octave's single()). They return 0 when the write must go to the
 * runtime: saturation, rounding, NaN, growth, another class, errors. */
#define M2C_PUT1(sfx, CLS, T, OK) \
    static inline int m2c_put##sfx(mt_array *a, double i, double v) \
    { \
        size_t k; \
        if (!(OK) || !m2c_at1(a, CLS, i, &k)) return 0; \
        ((T *)a->data)[k] = (T)v; \
        a->layout = mt_written_layout(a->layout, CLS); \
        return 1; \
    }
/* The one-subscript write given the subscript's integer form `k` (0-based; see m2c_get1z). */
#define M2C_PUT1Z(sfx, CLS, T, OK) \
    static inline int m2c_put##sfx##z(mt_array *a, size_t k, double v) \
    { \
        if (!(OK) || k >= a->numel || a->cls != CLS || a->cplx) return 0; \
        ((T *)a->data)[k] = (T)v; \
        a->layout = mt_written_layout(a->layout, CLS); \
        return 1; \
    }
#define M2C_PUT2(sfx, CLS, T, OK) \
    static inline int m2c_put##sfx##_2(mt_array *a, double i, double j, double v) \
    { \
        size_t k; \
        if (!(OK) || !m2c_at2(a, CLS, i, j, &k)) return 0; \
        ((T *)a->data)[k] = (T)v; \
        a->layout = mt_written_layout(a->layout, CLS); \
        return 1; \
    }
/* (the range test first makes the conversion defined; floor would be a libm call) */
#define M2C_INT_OK(lo, hi) (v >= (lo) && v <= (hi) && v == (double)(long long)v)
M2C_PUT1(_char, MT_CHAR, uint8_t, M2C_INT_OK(0, 255))
M2C_PUT1Z(_char, MT_CHAR, uint8_t, M2C_INT_OK(0, 255))
M2C_PUT2(_char, MT_CHAR, uint8_t, M2C_INT_OK(0, 255))
M2C_PUT1(_logical, MT_LOGICAL, uint8_t, (v == 0 || v == 1))
M2C_PUT1Z(_logical, MT_LOGICAL, uint8_t, (v == 0 || v == 1))
M2C_PUT2(_logical, MT_LOGICAL, uint8_t, (v == 0 || v == 1))
M2C_PUT1(_single, MT_SINGLE, float, 1)
M2C_PUT1Z(_single, MT_SINGLE, float, 1)
M2C_PUT2(_single, MT_SINGLE, float, 1)
M2C_PUT1(_int8, MT_INT8, int8_t, M2C_INT_OK(-128, 127))
M2C_PUT1Z(_int8, MT_INT8, int8_t, M2C_INT_OK(-128, 127))
M2C_PUT2(_int8, MT_INT8, int8_t, M2C_INT_OK(-128, 127))
M2C_PUT1(_uint8, MT_UINT8, uint8_t, M2C_INT_OK(0, 255))
M2C_PUT1Z(_uint8, MT_UINT8, uint8_t, M2C_INT_OK(0, 255))
M2C_PUT2(_uint8, MT_UINT8, uint8_t, M2C_INT_OK(0, 255))
M2C_PUT1(_int16, MT_INT16, int16_t, M2C_INT_OK(-32768, 32767))
M2C_PUT1Z(_int16, MT_INT16, int16_t, M2C_INT_OK(-32768, 32767))
M2C_PUT2(_int16, MT_INT16, int16_t, M2C_INT_OK(-32768, 32767))
M2C_PUT1(_uint16, MT_UINT16, uint16_t, M2C_INT_OK(0, 65535))
M2C_PUT1Z(_uint16, MT_UINT16, uint16_t, M2C_INT_OK(0, 65535))
M2C_PUT2(_uint16, MT_UINT16, uint16_t, M2C_INT_OK(0, 65535))
M2C_PUT1(_int32, MT_INT32, int32_t, M2C_INT_OK(-2147483648.0, 2147483647.0))
M2C_PUT1Z(_int32, MT_INT32, int32_t, M2C_INT_OK(-2147483648.0, 2147483647.0))
M2C_PUT2(_int32, MT_INT32, int32_t, M2C_INT_OK(-2147483648.0, 2147483647.0))
M2C_PUT1(_uint32, MT_UINT32, uint32_t, M2C_INT_OK(0, 4294967295.0))
M2C_PUT1Z(_uint32, MT_UINT32, uint32_t, M2C_INT_OK(0, 4294967295.0))
M2C_PUT2(_uint32, MT_UINT32, uint32_t, M2C_INT_OK(0, 4294967295.0))
M2C_PUT1(_int64, MT_INT64, int64_t, M2C_INT_OK(-9223372036854775808.0, 9223372036854774784.0))
M2C_PUT1Z(_int64, MT_INT64, int64_t, M2C_INT_OK(-9223372036854775808.0, 9223372036854774784.0))
M2C_PUT2(_int64, MT_INT64, int64_t, M2C_INT_OK(-9223372036854775808.0, 9223372036854774784.0))
/* (from 2^52 on every double is an integer, and long long stops at 2^63) */
#define M2C_U64_OK (v >= 0 && v <= 18446744073709549568.0 && (v >= 4503599627370496.0 || v == (double)(long long)v))
M2C_PUT1(_uint64, MT_UINT64, uint64_t, M2C_U64_OK)
M2C_PUT1Z(_uint64, MT_UINT64, uint64_t, M2C_U64_OK)
M2C_PUT2(_uint64, MT_UINT64, uint64_t, M2C_U64_OK)
/* A double scalar that may be complex (SlotKind::Complex): real exactly when im == 0, as
 * the runtime's arithmetic narrows its results. Operations copy the runtime's formulas
 * (mt_binary's real path for two real operands, binop_c/unop_c otherwise), so results are
 * bit-identical with the boxed code. */
typedef struct m2c_cplx { double re, im; } m2c_cplx;
static inline m2c_cplx m2c_cx(double re, double im) { m2c_cplx z; z.re = re; z.im = im; return z; }
static inline void m2c_box_cplx(mt_array *r, m2c_cplx z)
{
    if (z.im == 0) m2c_from_scalar(r, z.re);
    else m2c_from_complex(r, z.re, z.im);
}
static inline m2c_cplx m2c_unbox_cplx(const mt_array *a)
{
    if (a->cls == MT_DOUBLE && a->cplx && a->numel == 1)
        return m2c_cx(((const double *)a->data)[0], ((const double *)a->data)[1]);
    return m2c_cx(mt_to_scalar(a, ""), 0);
}
static inline double m2c_cplx_real(m2c_cplx z)
{
    mt_array t = MT_ARRAY_INIT;
    double v;
    if (z.im == 0) return z.re;
    m2c_box_cplx(&t, z);
    v = mt_to_scalar(&t, "");
    mt_free(&t);
    return v;
}
static inline m2c_cplx m2c_cbin(mt_binop op, m2c_cplx x, m2c_cplx y)
{
    double ar = x.re, ai = x.im, br = y.re, bi = y.im, re, im;
    m2c_cplx z;
    /* binop_c's cases that are plain formulas; C99's complex product where neither part
     * is NaN (else its Annex G recovery, in the runtime); complex division in the runtime.
     * Two real operands give mt_binary's real result: a zero imaginary part (a sum of
     * zeros is one already; a product or quotient with a zero part is not when the other
     * operand is Inf or NaN, so those test for it). */
    switch (op) {
    case MT_ADD: return m2c_cx(ar + br, ai + bi);
    case MT_SUB: return m2c_cx(ar - br, ai - bi);
    case MT_MUL:
        /* one test for the common case, two nonzero imaginary parts: a zero part fails it
         * (0 * Inf and 0 * NaN are NaN), as does a NaN; a product that underflows goes
         * through the two tests to the formula */
        if (!(fabs(ai * bi) > 0)) {
            if (bi == 0) return m2c_cx(ar * br, ai == 0 ? 0 : ai * br);
            if (ai == 0) return m2c_cx(ar * br, ar * bi);
        }
        re = ar * br - ai * bi;
        im = ar * bi + ai * br;
        if (!(re != re && im != im)) return m2c_cx(re, im);
        break;
    case MT_RDIV:
        if (bi == 0) return m2c_cx(ar / br, ai == 0 ? 0 : ai / br);
        break;
    default:
        if (ai == 0) return m2c_cx(br / ar, bi == 0 ? 0 : bi / ar);
        break;
    }
    {
        mt_cz w = mt_binary_cz(op, ar, ai, br, bi);
        z.re = w.re;
        z.im = w.im;
    }
    return z;
}
/* z * z of a complex slot: m2c_cbin's product with one operand (its two zero tests are one) */
static inline m2c_cplx m2c_csq(m2c_cplx x)
{
    double re, im;
    if (x.im == 0) return m2c_cx(x.re * x.re, 0);
    re = x.re * x.re - x.im * x.im;
    im = x.re * x.im + x.im * x.re;
    if (!(re != re && im != im)) return m2c_cx(re, im);
    return m2c_cbin(MT_MUL, x, x);
}
/* Element reads of a double array, real or complex, as an m2c_cplx: Octave's indexing
 * narrows its result (a zero imaginary part is real), which is this type's meaning. Other
 * classes, fractional or out-of-bounds subscripts go to the runtime's indexing (its errors). */
static m2c_cplx m2c_cget_cold(const mt_array *a, int n, const double *s, const char *var)
{
    mt_array t = MT_ARRAY_INIT;
    mt_sub sub[2];
    m2c_cplx z;
    int k;
    for (k = 0; k < n; k++) sub[k] = m2c_ss(s[k]);
    mt_index(&t, a, n, sub, var);
    z = m2c_unbox_cplx(&t);
    mt_free(&t);
    return z;
}
static inline m2c_cplx m2c_cget_k(const mt_array *a, size_t k)
{
    const double *d = (const double *)a->data;
    if (!a->cplx) return m2c_cx(d[k], 0);
    return m2c_cx(d[2 * k], d[2 * k + 1]);
}
static inline m2c_cplx m2c_cget1(const mt_array *a, double i, const char *var)
{
    size_t t;
    if (a->cls == MT_DOUBLE && i >= 1 && i <= (double)(ptrdiff_t)a->numel) {
        t = m2c_uz(i);
        if ((double)(ptrdiff_t)t == i) return m2c_cget_k(a, t - 1);
    }
    return m2c_cget_cold(a, 1, &i, var);
}
static inline m2c_cplx m2c_cget2(const mt_array *a, double i, double j, const char *var)
{
    size_t r, c;
    double s[2];
    if (a->cls == MT_DOUBLE && a->ndims == 2 && i >= 1 && j >= 1
        && i <= (double)(ptrdiff_t)a->dims[0] && j <= (double)(ptrdiff_t)a->dims[1]) {
        r = m2c_uz(i);
        c = m2c_uz(j);
        if ((double)(ptrdiff_t)r == i && (double)(ptrdiff_t)c == j) return m2c_cget_k(a, (c - 1) * a->dims[0] + (r - 1));
    }
    s[0] = i;
    s[1] = j;
    return m2c_cget_cold(a, 2, s, var);
}
/* Element writes of a complex scalar into a double array that keep its complexity: a
 * complex value into a complex array, a real one into a real array. 0 sends the write to
 * the runtime: growth, errors, a real array becoming complex, a complex one that may
 * narrow to real. */
static inline int m2c_cput_k(mt_array *a, size_t k, m2c_cplx z)
{
    double *d = (double *)a->data;
    if (a->cplx) {
        if (z.im == 0) return 0;
        d[2 * k] = z.re;
        d[2 * k + 1] = z.im;
    } else {
        if (z.im != 0) return 0;
        d[k] = z.re;
    }
    a->layout = MT_LAYOUT_FULL;
    return 1;
}
static inline int m2c_cput(mt_array *a, double i, m2c_cplx z)
{
    size_t t;
    if (a->cls != MT_DOUBLE || !(i >= 1 && i <= (double)(ptrdiff_t)a->numel)) return 0;
    t = m2c_uz(i);
    if ((double)(ptrdiff_t)t != i) return 0;
    return m2c_cput_k(a, t - 1, z);
}
static inline int m2c_cput_2(mt_array *a, double i, double j, m2c_cplx z)
{
    size_t r, c;
    if (a->cls != MT_DOUBLE || a->ndims != 2 || !(i >= 1 && j >= 1)
        || !(i <= (double)(ptrdiff_t)a->dims[0] && j <= (double)(ptrdiff_t)a->dims[1])) return 0;
    r = m2c_uz(i);
    c = m2c_uz(j);
    if ((double)(ptrdiff_t)r != i || (double)(ptrdiff_t)c != j) return 0;
    return m2c_cput_k(a, (c - 1) * a->dims[0] + (r - 1), z);
}
/* exp, abs and friends: the real path for a real value, else the complex formula. */
static inline m2c_cplx m2c_cexp(m2c_cplx x)
{
    m2c_cplx z;
    if (x.im == 0) return m2c_cx(exp(x.re), 0);
    mt_cexp_s(x.re, x.im, &z.re, &z.im);
    return z;
}
/* abs of a complex scalar: the runtime's cabs, which C99 defines as hypot (same bits). */
static inline double m2c_cabs(m2c_cplx x)
{
    if (x.im == 0) return fabs(x.re);
    return hypot(x.re, x.im);
}
/* Reads of single and integer (up to 32-bit) elements as doubles (exact). */
#define M2C_GET1(sfx, CLS, T) \
    static inline double m2c_get##sfx(const mt_array *a, double i, const char *var) \
    { \
        size_t k; \
        if (m2c_at1(a, CLS, i, &k)) return (double)((const T *)a->data)[k]; \
        return mt_get_scalar(a, 1, &i, var); \
    }
#define M2C_GET2(sfx, CLS, T) \
    static inline double m2c_get##sfx##_2(const mt_array *a, double i, double j, const char *var) \
    { \
        size_t k; \
        double s[2]; \
        if (m2c_at2(a, CLS, i, j, &k)) return (double)((const T *)a->data)[k]; \
        s[0] = i; \
        s[1] = j; \
        return mt_get_scalar(a, 2, s, var); \
    }
M2C_GET1(_single, MT_SINGLE, float)
M2C_GET2(_single, MT_SINGLE, float)
M2C_GET1(_int8, MT_INT8, int8_t)
M2C_GET2(_int8, MT_INT8, int8_t)
M2C_GET1(_uint8, MT_UINT8, uint8_t)
M2C_GET2(_uint8, MT_UINT8, uint8_t)
M2C_GET1(_int16, MT_INT16, int16_t)
M2C_GET2(_int16, MT_INT16, int16_t)
M2C_GET1(_uint16, MT_UINT16, uint16_t)
M2C_GET2(_uint16, MT_UINT16, uint16_t)
M2C_GET1(_int32, MT_INT32, int32_t)
M2C_GET2(_int32, MT_INT32, int32_t)
M2C_GET1(_uint32, MT_UINT32, uint32_t)
M2C_GET2(_uint32, MT_UINT32, uint32_t)
/* The count and last element of a for range b:1:e with an integer constant b (|b| < 2^31):
 * exact without the runtime's range arithmetic when e is an integer not below b; else the
 * runtime's (Octave's rules for fractions, NaN, Inf, empty ranges). */
static inline double m2c_range_up(double b, double e, double *last)
{
    double n;
    if (e >= b && e < 2147483648.0 && (double)(long long)e == e) {
        *last = e;
        return e - b + 1;
    }
    n = mt_range_count(b, 1.0, e);
    *last = mt_range_last(b, 1.0, e, n);
    return n;
}
/* m2c_range_up for a range whose elements are read as integers (counters): a limit that
 * makes the last element NaN or -0 is refused, tested on the slow path only. */
static inline double m2c_range_up_int(double b, double e, double *last)
{
    double n;
    if (e >= b && e < 2147483648.0 && (double)(long long)e == e && (e != 0 || !signbit(e))) {
        *last = e;
        return e - b + 1;
    }
    n = mt_range_count(b, 1.0, e);
    *last = mt_range_last(b, 1.0, e, n);
    if ((n == 1 && *last != *last) || (*last == 0 && signbit(*last)))
        mt_error("mat2c: a range with a NaN or -0 limit is not supported here");
    return n;
}
/* mt_range_stored with its common case inline: b:1:e with integer ends, b >= 1, at most
 * one element before b (mt_range_stored's count there; no -0 end). */
static inline double m2c_range_stored(double b, double s, double e, double *last)
{
    if (s == 1.0 && b >= 1 && e >= b - 1 && e < 2147483648.0 && (double)(long long)b == b &&
        (double)(long long)e == e) {
        *last = e;
        return e - b + 1;
    }
    return mt_range_stored(b, s, e, last);
}
/* mod(x, y) of an integer x in [0, 2^52) by a positive integer constant y, as inference
 * proved it: the integer remainder is Octave's result there (a zero one is +0). */
static inline double m2c_mod_int(double x, double y)
{
    return (double)((long long)x % (long long)y);
}
/* mod, max and min of two real doubles: the runtime's scalar formulas (mt_binary_ss) */
static inline double m2c_mod(double x, double y)
{
    double r, q;
    if (y == 0) return x;
    /* Integers below 2^52 (subscript arithmetic, counters): the integer remainder, which
     * is what the formula below computes for them (x / y never rounds across an integer,
     * y * floor(q) is exact), without its division and floor. A zero remainder is +0
     * when x == y, else 0 with the sign of y, as the formula's copysign gives. */
    if (fabs(x) < 4503599627370496.0 && fabs(y) < 4503599627370496.0) {
        long long xi = (long long)x, yi = (long long)y, ri;
        if ((double)xi == x && (double)yi == y) {
            ri = xi % yi;
            if (ri != 0) return (double)((ri < 0) != (yi < 0) ? ri + yi : ri);
            return x != y ? copysign(0.0, y) : 0.0;
        }
    }
    q = x / y;
    if (round(y) != y && fabs((q - round(q)) / round(q)) < 2.220446049250313e-16)
        r = 0;
    else {
        volatile double tmp = y * floor(q);
        r = x - tmp;
    }
    if (x != y) r = copysign(r, y);
    return r;
}
static inline double m2c_max2(double x, double y) { return y != y ? x : (x > y ? x : y); }
static inline double m2c_min2(double x, double y) { return y != y ? x : (x < y ? x : y); }
/* Octave's conversion of a double to an integer class (the runtime's set rule): NaN is 0,
 * round half away from zero, saturate. Integer arithmetic is done in double and converted
 * so, as the runtime does (exact up to 32-bit classes). */
static inline double m2c_sat(double v, double lo, double hi)
{
    double t;
    if (v != v) return 0;
    /* clamping first is the same (the bounds are integers); then |v| < 2^33 and rounding
     * needs no libm call: truncate, step away from zero on a half or more (and -0 is 0) */
    if (v <= lo) return lo;
    if (v >= hi) return hi;
    t = (double)(long long)v;
    if (v - t >= 0.5) return t + 1;
    if (v - t <= -0.5) return t - 1;
    return t;
}
/* Saturation of an integer-valued double (a sum, difference or product of integer-class
 * values: never NaN, nothing to round). */
static inline double m2c_clamp(double v, double lo, double hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
/* A 1x1 of class `cls` holding `v` (already a value of that class). */
static inline void m2c_from_cls(mt_array *r, mt_class cls, double v)
{
    m2c_resize2(r, cls, 0, 1, 1);
    switch (cls) {
    case MT_SINGLE: ((float *)r->data)[0] = (float)v; break;
    case MT_INT8: ((int8_t *)r->data)[0] = (int8_t)v; break;
    case MT_UINT8: ((uint8_t *)r->data)[0] = (uint8_t)v; break;
    case MT_INT16: ((int16_t *)r->data)[0] = (int16_t)v; break;
    case MT_UINT16: ((uint16_t *)r->data)[0] = (uint16_t)v; break;
    case MT_INT32: ((int32_t *)r->data)[0] = (int32_t)v; break;
    case MT_UINT32: ((uint32_t *)r->data)[0] = (uint32_t)v; break;
    default: ((double *)r->data)[0] = v; break;
    }
}
static inline void m2c_from_char(mt_array *r, double v)
{
    m2c_resize2(r, MT_CHAR, 0, 1, 1);
    ((uint8_t *)r->data)[0] = (uint8_t)v;
}
/* char() of a double scalar: inline when it rounds into 0..255; else the runtime's
 * conversion (NaN's error, the range warning). */
static double m2c_char_cold(double v)
{
    mt_array a = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    double c;
    if (v != v) /* raised before anything is allocated */
        mt_error("invalid conversion from NaN to character");
    mt_from_scalar(&a, v);
    mt_convert(&r, MT_CHAR, &a);
    c = ((const uint8_t *)r.data)[0];
    mt_free(&a);
    mt_free(&r);
    return c;
}
static inline double m2c_char_of(double v)
{
    /* the common case first: an integer code (its +0 for a -0) */
    if (v >= 0 && v <= 255) {
        double t = (double)(int)v;
        if (t == v) return t;
    }
    if (v > -0.5 && v < 255.5) return m2c_sat(v, 0.0, 255.0);
    return m2c_char_cold(v);
}
/* A 1x1 int64 or uint64 of exactly these bits (a literal a double cannot hold). */
static inline void m2c_from_bits64(mt_array *r, mt_class cls, uint64_t v)
{
    m2c_resize2(r, cls, 0, 1, 1);
    ((uint64_t *)r->data)[0] = v;
}
"#;

/// `reshape(a, ...)`.
pub(crate) const RESHAPE: &str = r#"static void m2c_dims_text(char *buf, int nd, const size_t *d)
{
    int k, n = 0;
    buf[0] = 0;
    for (k = 0; k < nd; k++)
        n += sprintf(buf + n, k ? "x%lu" : "%lu", (unsigned long)d[k]);
}
static void m2c_reshape(mt_array *r, const mt_array *a, int n, const mt_arg *args)
{
    size_t d[MT_MAXDIMS], p = 1;
    int k, nd, hole = -1;
    char s1[128], s2[128];
    if (mt_is_container(a)) { /* reshape the element ids, then gather the elements */
        mt_array ids = MT_ARRAY_INIT, out = MT_ARRAY_INIT;
        mt_container_ids(&ids, a);
        m2c_reshape(&out, &ids, n, args);
        mt_container_gather(r, a, &out);
        mt_free(&ids);
        mt_free(&out);
        return;
    }
    if (n == 1) {
        if (args[0].a) {
            for (k = 0; k < (int)args[0].a->numel && !mt_is_container(args[0].a); k++) {
                double i = (double)k + 1;
                if (!(mt_get_scalar(args[0].a, 1, &i, "") > -1)) /* truncated first; NaN too */
                    mt_error("reshape: SIZE must be non-negative");
            }
        } else if (!(args[0].s > -1)) {
            mt_error("reshape: SIZE must be non-negative");
        }
        nd = mt_dims_from_args(1, args, d);
    } else {
        /* Octave's Freshape: each size as idx_type_value reads it (a vector's first element,
         * truncated, NaN negative, beyond the index type saturated), the unknown one from the
         * product of the others (an octave_idx_type: it may wrap), then dim_vector's
         * safe_numel (no extent product beyond its dim_max) */
        int64_t dl[MT_MAXDIMS], nel = 1, idx_max = INT64_MAX - 1;
        if (n > MT_MAXDIMS) mt_error("reshape: too many dimensions");
        nd = n;
        for (k = 0; k < n; k++) {
            if (args[k].a && args[k].a->numel == 0) {
                if (hole >= 0) mt_error("reshape: only a single dimension can be unknown");
                hole = k;
                dl[k] = 1;
            } else {
                double v = args[k].a ? mt_dim_value(args[k].a, "reshape") : args[k].s;
                dl[k] = v != v || v <= -9223372036854775808.0 ? INT64_MIN
                        : v >= 9223372036854775808.0          ? INT64_MAX
                                                              : (int64_t)v;
                if (dl[k] < 0) mt_error("reshape: SIZE must be non-negative");
            }
        }
        if (hole >= 0) {
            int64_t q;
            for (k = 0; k < nd; k++) nel = (int64_t)((uint64_t)nel * (uint64_t)dl[k]);
            q = nel == 0 ? 0 : (int64_t)a->numel / nel;
            if (nel != 0 && (int64_t)a->numel != q * nel)
                mt_error("reshape: SIZE is not divisible by the product of known dimensions (= %lld)",
                         (long long)nel);
            dl[hole] = q;
        }
        for (k = 0; k < nd; k++) {
            if (dl[k] != 0) idx_max /= dl[k];
            if (idx_max <= 0) mt_error("out of memory or dimension too large for Octave's index type");
            d[k] = (size_t)dl[k];
        }
    }
    for (k = 0; k < nd; k++) p *= d[k];
    if (p != a->numel) {
        m2c_dims_text(s1, a->ndims, a->dims);
        m2c_dims_text(s2, nd, d);
        mt_error("reshape: can't reshape %s array to %s array", s1, s2);
    }
    if (r == a) {
        mt_resize(r, a->cls, a->cplx, nd, d);
    } else {
        mt_resize(r, a->cls, a->cplx, nd, d);
        if (a->numel) memcpy(r->data, a->data, a->numel * mt_elsize(a->cls, a->cplx));
    }
}
"#;

/// `repmat(a, ...)`.
pub(crate) const REPMAT: &str = r#"static void m2c_repmat(mt_array *r, const mt_array *a0, int n, const mt_arg *args)
{
    mt_array tmp = MT_ARRAY_INIT;
    const mt_array *a = a0;
    size_t rep[MT_MAXDIMS], ad[MT_MAXDIMS], od[MT_MAXDIMS], i, es;
    int k, nr, nd;
    nr = mt_repmat_dims(a0, n, args, rep);
    if (mt_is_container(a0)) { /* repeat the element ids, then gather the elements */
        mt_array ids = MT_ARRAY_INIT, out = MT_ARRAY_INIT;
        mt_container_ids(&ids, a0);
        m2c_repmat(&out, &ids, n, args);
        mt_container_gather(r, a0, &out);
        mt_free(&ids);
        mt_free(&out);
        return;
    }
    if (r == a0) { mt_copy(&tmp, a0); a = &tmp; }
    nd = a->ndims > nr ? a->ndims : nr;
    for (k = 0; k < nd; k++) {
        ad[k] = k < a->ndims ? a->dims[k] : 1;
        od[k] = ad[k] * (k < nr ? rep[k] : 1);
    }
    mt_resize(r, a->cls, a->cplx, nd, od);
    es = mt_elsize(a->cls, a->cplx);
    for (i = 0; i < r->numel; i++) {
        size_t rem = i, src = 0, stride = 1;
        for (k = 0; k < nd; k++) {
            size_t s = rem % od[k];
            rem /= od[k];
            src += (s % ad[k]) * stride;
            stride *= ad[k];
        }
        memcpy((char *)r->data + i * es, (const char *)a->data + src * es, es);
    }
    mt_free(&tmp);
}
"#;

/// `[m, i] = max(a, [], dim)` / `min`: values and 1-based indices (real arrays).
pub(crate) const MAXMIN: &str = r#"static void m2c_maxmin(mt_array *rv, mt_array *ri, const mt_array *a0, int dim, int ismax)
{
    mt_array a = MT_ARRAY_INIT, v = MT_ARRAY_INIT;
    size_t d[MT_MAXDIMS], before = 1, len, after = 1, b, c, j;
    int k, nd;
    const double *x;
    double *pv, *pi;
    if (a0->cplx) mt_error("mat2c: max/min with two outputs of complex values is not supported");
    mt_convert(&a, MT_DOUBLE, a0);
    if (a0->cls == MT_CHAR) /* Octave's signed chars: above 127 they order below the others */
        for (j = 0; j < a.numel; j++)
            if (((double *)a.data)[j] > 127) ((double *)a.data)[j] -= 256;
    nd = a.ndims;
    if (dim <= 0) {
        dim = 1;
        if (!(nd == 2 && a.dims[0] == 0 && a.dims[1] == 0))
            for (k = 0; k < nd; k++)
                if (a.dims[k] != 1) { dim = k + 1; break; }
    }
    for (k = 0; k < MT_MAXDIMS; k++) d[k] = k < nd ? a.dims[k] : 1;
    if (dim > nd) {
        /* a dimension beyond the last (mt_reduce_dim's MT_MAXDIMS + 1 among them): each
         * element is its own slice */
        before = a.numel;
        len = 1;
    } else {
        for (k = 0; k < dim - 1; k++) before *= d[k];
        len = d[dim - 1];
        for (k = dim; k < nd; k++) after *= d[k];
        if (len > 0) d[dim - 1] = 1;
    }
    mt_resize(&v, MT_DOUBLE, 0, nd, d);
    mt_resize(ri, MT_DOUBLE, 0, nd, d);
    x = (const double *)a.data;
    pv = (double *)v.data;
    pi = (double *)ri->data;
    for (c = 0; c < after; c++)
        for (b = 0; b < before; b++) {
            size_t best = 0, base = b + c * before * len;
            int found = 0;
            if (len == 0) continue;
            for (j = 0; j < len; j++) {
                double e = x[base + j * before];
                int better;
                if (e != e) continue;
                if (a0->cls == MT_INT64 || a0->cls == MT_UINT64) {
                    /* exactly: doubles round 64-bit values beyond 2^53 */
                    const void *p = a0->data;
                    size_t je = base + j * before, jb = base + best * before;
                    better = a0->cls == MT_INT64
                        ? (ismax ? ((const int64_t *)p)[je] > ((const int64_t *)p)[jb] : ((const int64_t *)p)[je] < ((const int64_t *)p)[jb])
                        : (ismax ? ((const uint64_t *)p)[je] > ((const uint64_t *)p)[jb] : ((const uint64_t *)p)[je] < ((const uint64_t *)p)[jb]);
                } else {
                    better = ismax ? e > x[base + best * before] : e < x[base + best * before];
                }
                if (!found || better) {
                    best = j;
                    found = 1;
                }
            }
            pv[b + c * before] = x[base + best * before];
            if (pv[b + c * before] < 0 && a0->cls == MT_CHAR) pv[b + c * before] += 256;
            pi[b + c * before] = (double)best + 1;
        }
    if (a0->cls == MT_INT64 || a0->cls == MT_UINT64) {
        /* the chosen elements' own bits */
        mt_resize(rv, a0->cls, 0, nd, d);
        for (c = 0; c < after; c++)
            for (b = 0; b < before; b++)
                if (len > 0)
                    ((uint64_t *)rv->data)[b + c * before] = ((const uint64_t *)a0->data)[b + c * before * len + ((size_t)pi[b + c * before] - 1) * before];
    } else if (a0->cls == MT_DOUBLE || a0->cls == MT_CHAR) {
        mt_array t = *rv;
        *rv = v;
        v = t;
    } else {
        mt_convert(rv, a0->cls, &v);
    }
    mt_free(&v);
    mt_free(&a);
}
"#;

/// `switch` case matching: strings compare like `strcmp`, numbers with `==` (all elements).
pub(crate) const CASE_MATCH: &str = r#"static double m2c_case_matches(const mt_array *s, const mt_array *v)
{
    mt_array x = MT_ARRAY_INIT, y = MT_ARRAY_INIT;
    size_t k;
    int eq = 1;
    if ((s->cls == MT_CHAR) != (v->cls == MT_CHAR)) return 0;
    if (s->cls == MT_CHAR) {
        if (s->numel != v->numel || (s->numel && !m2c_samedims(s, v))) return 0;
        return s->numel == 0 || memcmp(s->data, v->data, s->numel) == 0;
    }
    if (s->numel == 0 || v->numel == 0) return 0;
    if (v->numel != 1 && !m2c_samedims(s, v)) return 0;
    mt_convert(&x, MT_DOUBLE, s);
    mt_convert(&y, MT_DOUBLE, v);
    for (k = 0; k < x.numel && eq; k++) {
        size_t j = y.numel == 1 ? 0 : k;
        double a = ((const double *)x.data)[k * (x.cplx ? 2 : 1)];
        double b = ((const double *)y.data)[j * (y.cplx ? 2 : 1)];
        double ai = x.cplx ? ((const double *)x.data)[2 * k + 1] : 0;
        double bi = y.cplx ? ((const double *)y.data)[2 * j + 1] : 0;
        eq = a == b && ai == bi;
    }
    mt_free(&x);
    mt_free(&y);
    return eq;
}
"#;

/// One top-level item of the prelude: its text (leading comment included) and the name it
/// defines.
struct Item<'a> {
    text: &'a str,
    name: Option<String>,
}

/// `full` (prelude text) reduced to the items `rest` (the code after it) refers to, directly
/// or through other kept items, in their original order.
pub(crate) fn prune(full: &str, rest: &str) -> String {
    let items = split_items(full);
    let mut needed = idents(rest);
    let mut keep = vec![false; items.len()];
    // Items only refer to earlier ones, so one pass from the end closes the set.
    for (k, it) in items.iter().enumerate().rev() {
        if it.name.as_ref().is_none_or(|n| needed.contains(n)) {
            keep[k] = true;
            needed.extend(idents(it.text));
        }
    }
    items
        .iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(it, _)| it.text)
        .collect()
}

/// Top-level items: a new one starts at a column-0 line that is not a brace, unless the
/// item so far is only a comment (a comment belongs to the definition after it); an
/// `#if ... #endif` block is one item.
fn split_items(full: &str) -> Vec<Item<'_>> {
    let mut items = Vec::new();
    let (mut start, mut has_head, mut pos) = (0, false, 0);
    // Depth of `#if` blocks: a conditional (`#ifdef _OPENMP ... #endif`) is one item.
    let mut depth = 0usize;
    for line in full.split_inclusive('\n') {
        let inside = depth > 0;
        if line.starts_with("#if") {
            depth += 1;
        } else if line.starts_with("#endif") {
            depth = depth.saturating_sub(1);
        }
        let top =
            !inside && line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '#' || c == '_');
        let comment = line.starts_with("/*");
        if (top || comment) && has_head {
            items.push(item(&full[start..pos]));
            start = pos;
            has_head = false;
        }
        has_head |= top;
        pos += line.len();
    }
    if start < full.len() {
        items.push(item(&full[start..]));
    }
    items
}

fn item(text: &str) -> Item<'_> {
    let head = strip_comments(text);
    let head = head.trim_start();
    let word = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let name = if let Some(d) = head.strip_prefix("#define ") {
        Some(word(d))
    } else if head.starts_with("#if") {
        // a conditional definition: named by the first macro it defines
        head.split("#define ").nth(1).map(word)
    } else if let Some(inv) = head.strip_prefix("M2C_") {
        // `M2C_PUT1(_char, ...)` defines `m2c_put_char`, `M2C_GET2(_int8, ...)` `m2c_get_int8_2`.
        // `M2C_PUT1Z(_char, ...)` defines `m2c_put_charz`.
        let mac = word(inv);
        let sfx = word(&inv[mac.len() + 1..]);
        let (mac, z) = match mac.strip_suffix('Z') {
            Some(m) => (m, "z"),
            None => (mac.as_str(), ""),
        };
        let (stem, two) = mac.split_at(mac.len() - 1);
        let tail = if two == "2" { "_2" } else { "" };
        Some(format!("m2c_{}{sfx}{tail}{z}", stem.to_ascii_lowercase()))
    } else if head.starts_with("typedef") {
        let body = head.split(';').next().unwrap_or("");
        body.rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .find(|w| !w.is_empty())
            .map(str::to_string)
    } else {
        let sig = head.split('(').next().unwrap_or("");
        sig.rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .find(|w| !w.is_empty())
            .map(str::to_string)
    };
    Item { text, name }
}

/// `text` without its `/* ... */` comments.
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        rest = rest[i + 2..]
            .find("*/")
            .map_or("", |j| &rest[i + 2 + j + 2..]);
    }
    out.push_str(rest);
    out
}

/// The identifiers of `text` outside comments.
fn idents(text: &str) -> std::collections::HashSet<String> {
    strip_comments(text)
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_names_one_definition() {
        let full = [BASE, RESHAPE, REPMAT, MAXMIN, CASE_MATCH].concat();
        let items = split_items(&full);
        assert_eq!(items.iter().map(|i| i.text).collect::<String>(), full);
        let mut seen = std::collections::HashSet::new();
        for it in &items {
            let n = it.name.clone().expect("every prelude item has a name");
            assert!(seen.insert(n.clone()), "{n} defined twice");
            // outside macro invocations, the name is spelled in the item's own text
            let t = strip_comments(it.text);
            assert!(t.trim_start().starts_with("M2C_") || t.contains(&n), "{n}");
        }
        assert!(seen.contains("m2c_put_single_2") && seen.contains("m2c_get_uint32"));
    }

    #[test]
    fn prune_keeps_what_is_used_and_what_that_uses() {
        let full = [BASE, MAXMIN].concat();
        let kept = prune(&full, "x = m2c_get_single(&a, 1.0, \"a\");\n");
        assert!(kept.contains("#define M2C_GET1"));
        assert!(kept.contains("static inline int m2c_at1("));
        assert!(!kept.contains("m2c_at2("));
        assert!(!kept.contains("M2C_GET2"));
        assert!(!kept.contains("m2c_maxmin"));
        assert!(prune(&full, "").is_empty());
    }
}
