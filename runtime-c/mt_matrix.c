/* mt_matrix.c — matrix builtins called through the generic entry
 * `mt_bi_<name>(nout, out, nargs, args)` (see mat2c_rt.h): norm (Jacobi SVD for the
 * matrix 2-norm), dot, cross, trace, det, inv, flips, circshift, triu/tril, kron, cat,
 * horzcat/vertcat, permute, squeeze, toeplitz, diag, magic, meshgrid, polyval, trapz,
 * rot90, logspace. Messages are Octave 7's. */
#include "mt_internal.h"

#include <complex.h>
#undef I /* magic_fill names a variable I */
#include <float.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

#define UNUSED_BI (void)nout, (void)nargs, (void)args

/* ------------------------------------------------------------------------- */
/* norm, dot, cross, trace, det, inv                                          */
/* ------------------------------------------------------------------------- */

static double pw(int single, double b, double e)
{
    return single ? (double)powf((float)b, (float)e) : pow(b, e);
}

/* Octave's scaled 2-norm accumulator (norm_accumulator_2: no overflow, its rounding). A NaN
 * makes the sum NaN for good; an Inf becomes the scale, a second one keeps the sum finite. */
static double norm2_of(const double *v, size_t n, size_t stride, int single)
{
    double scl = 0, sum = 1, q;
    size_t k;
    for (k = 0; k < n; k++) {
        double t = fabs(v[k * stride]);
        if (t != t)
            return MT_NAN;
        if (scl == t)
            sum = mt__rnd(single, sum + 1);
        else if (scl < t) {
            q = mt__rnd(single, scl / t);
            sum = mt__rnd(single, mt__rnd(single, sum * mt__rnd(single, q * q)) + 1);
            scl = t;
        } else if (t != 0) {
            q = mt__rnd(single, t / scl);
            sum = mt__rnd(single, sum + mt__rnd(single, q * q));
        }
    }
    return mt__rnd(single, scl * mt__rnd(single, sqrt(sum)));
}

/* Octave's scaled p-norm accumulators (norm_accumulator_p and, for p < 0, _mp on the
 * reciprocals). The _mp one starts from a zero scale, so its first step multiplies the sum
 * by 0^p = Inf: every negative-p norm is Inf or NaN in Octave 7, and so here. */
static double normp_of(const double *v, size_t n, double p, int single)
{
    double scl = 0, sum = 1;
    size_t k;
    for (k = 0; k < n; k++) {
        double t = p < 0 ? mt__rnd(single, 1 / fabs(v[k])) : fabs(v[k]);
        if (scl == t)
            sum = mt__rnd(single, sum + 1);
        else if (scl < t) {
            sum = mt__rnd(single, mt__rnd(single, sum * pw(single, mt__rnd(single, scl / t), p)) + 1);
            scl = t;
        } else if (t != 0)
            sum = mt__rnd(single, sum + pw(single, mt__rnd(single, t / scl), p));
    }
    return mt__rnd(single, scl * pw(single, sum, mt__rnd(single, (p < 0 ? -1 : 1) / p)));
}

static int cmp_desc(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x > y ? -1 : x < y ? 1 : 0;
}

/* The min(m, n) singular values of the m x n matrix a, descending, by one-sided Jacobi
 * (Hestenes) rotations of the columns of a copy. */
static void singular_values(const double *a, size_t m, size_t n, double *sv)
{
    double *u;
    size_t i, j, k, sweep;
    if (m < n) {
        double *t = (double *)mt__bi_alloc(m * n * sizeof(double));
        for (i = 0; i < m; i++)
            for (j = 0; j < n; j++)
                t[j + i * n] = a[i + j * m];
        singular_values(t, n, m, sv);
        free(t);
        return;
    }
    u = (double *)mt__bi_alloc(m * n * sizeof(double) + 1);
    memcpy(u, a, m * n * sizeof(double));
    for (sweep = 0; sweep < 60; sweep++) {
        double off = 0;
        for (j = 0; j + 1 < n; j++)
            for (k = j + 1; k < n; k++) {
                double alpha = 0, beta = 0, gamma = 0, zeta, t, c, s;
                for (i = 0; i < m; i++) {
                    alpha += u[i + j * m] * u[i + j * m];
                    beta += u[i + k * m] * u[i + k * m];
                    gamma += u[i + j * m] * u[i + k * m];
                }
                if (gamma == 0 || fabs(gamma) <= DBL_EPSILON * sqrt(alpha * beta))
                    continue;
                off = fmax(off, fabs(gamma) / sqrt(alpha * beta));
                zeta = (beta - alpha) / (2 * gamma);
                t = (zeta >= 0 ? 1.0 : -1.0) / (fabs(zeta) + sqrt(1 + zeta * zeta));
                c = 1 / sqrt(1 + t * t);
                s = c * t;
                for (i = 0; i < m; i++) {
                    double x = u[i + j * m], y = u[i + k * m];
                    u[i + j * m] = c * x - s * y;
                    u[i + k * m] = s * x + c * y;
                }
            }
        if (off <= DBL_EPSILON)
            break;
    }
    for (j = 0; j < n; j++)
        sv[j] = norm2_of(u + j * m, m, 1, 0);
    qsort(sv, n, sizeof(double), cmp_desc);
    free(u);
}

static double max_singular(const double *a, size_t m, size_t n)
{
    size_t q = m < n ? m : n;
    double *sv = (double *)mt__bi_alloc(q * sizeof(double)), best;
    singular_values(a, m, n, sv);
    best = q ? sv[0] : 0;
    free(sv);
    return best;
}

/* rcond (A) as Octave's xMatrix::rcond through LAPACK, in A's precision: Inf for an empty
 * A; by the type probe trcon of a triangular A, else pocon after a successful Cholesky of a
 * hermitian one, else gecon after LU (0 when the LU fails). */
BI(rcond)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n = x->dims[0], w = x->cplx ? 2 : 1;
    int single = x->cls == MT_SINGLE, type, info, cinfo = 0;
    double *a, *c, rc = 0, anorm = 0, dummy = 0;
    (void)nout, (void)nargs;
    /* Frcond takes A's matrix_value (integers and logicals convert) */
    if (x->cls == MT_CELL || x->cls == MT_STRUCT || x->cls == MT_FHANDLE)
        mt_error("octave_base_value::matrix_value(): wrong type argument '%s'",
                 mt__type_name(x));
    if (x->cls == MT_CHAR)
        mt_error("invalid conversion from string to real matrix");
    if (x->ndims != 2 || x->dims[0] != x->dims[1])
        mt_error("matrix must be square");
    if (n == 0) {
        mt__bi_give_scalar(out[0], single ? MT_SINGLE : MT_DOUBLE, MT_INF);
        return;
    }
    if (!mt__la_available())
        mt_error("mat2c: rcond needs LAPACK (this program was built without it)");
    a = mt__values(x);
    type = mt__matrix_type(a, n, x->cplx, single);
    if (type == MT_MT_UPPER || type == MT_MT_LOWER) {
        info = mt__la_solve(type == MT_MT_UPPER ? MT_LA_SOLVE_UPPER : MT_LA_SOLVE_LOWER,
                            x->cplx, single, 'N', n, 0, a, &dummy, 0, &rc, &cinfo, NULL);
        if (cinfo != 0)
            rc = 0;
    } else {
        anorm = mt__norm1(a, n, n, x->cplx, single);
        c = (double *)mt__bi_alloc((w * n * n + 1) * sizeof(double));
        info = -1;
        if (type == MT_MT_HERMITIAN) {
            memcpy(c, a, w * n * n * sizeof(double));
            info = mt__la_solve(MT_LA_SOLVE_CHOL, x->cplx, single, 'N', n, 0, c, &dummy, anorm,
                                &rc, &cinfo, NULL);
            if (info == 0 && cinfo != 0)
                rc = 0;
        }
        if (info != 0) {
            if (x->cplx && anorm != anorm) /* ComplexMatrix::rcond skips LAPACK (bug #45577) */
                rc = 0;
            else {
                memcpy(c, a, w * n * n * sizeof(double));
                info = mt__la_solve(MT_LA_SOLVE_LU, x->cplx, single, 'N', n, 0, c, &dummy, anorm,
                                    &rc, &cinfo, NULL);
                if (info != 0 || cinfo != 0)
                    rc = 0;
            }
        }
        free(c);
    }
    free(a);
    mt__la_xerbla_check();
    mt__bi_give_scalar(out[0], single ? MT_SINGLE : MT_DOUBLE, rc);
}

/* Octave's row and column norms of a matrix (xcolnorms, xrownorms: 1-norm accumulators)
 * and RowVector::max of them: the first one, then any larger (a NaN after it is passed
 * over, a NaN first stays). */
static double max_line_sum(const double *v, size_t m, size_t n, int rows, int single)
{
    size_t lines = rows ? m : n, len = rows ? n : m, i, j;
    double r = 0;
    for (i = 0; i < lines; i++) {
        double s = 0;
        for (j = 0; j < len; j++)
            s = mt__rnd(single, s + fabs(rows ? v[i + j * m] : v[j + i * m]));
        if (i == 0 || s > r)
            r = s;
    }
    return r;
}

/* The matrix 2-norm: the largest singular value of Octave's svd (A, sigma_only), LAPACK's
 * (its errors for an Inf or NaN included). Without LAPACK, real matrices take the Jacobi
 * fallback (NaN for a non-finite one); complex ones cannot. a (interleaved when cplx) is
 * freed here. */
static double matrix_norm2(double *a, int cplx, int single, size_t m, size_t n)
{
    size_t k = m < n ? m : n, i;
    double *s = (double *)mt__bi_alloc((k + 1) * sizeof(double)), r = 0;
    int info = mt__la_svd_sigma(cplx, single, m, n, a, s);
    if (info == MT_LA_MISSING && !cplx) {
        for (i = 0; i < m * n; i++)
            if (!isfinite(a[i]))
                r = MT_NAN;
        if (r == 0)
            r = max_singular(a, m, n);
    } else if (info != MT_LA_MISSING)
        r = s[0];
    free(s);
    free(a);
    mt__la_xerbla_check();
    if (info == MT_LA_MISSING && cplx)
        mt_error("mat2c: norm of a complex matrix needs LAPACK");
    return r;
}

/* The p-norm of n values as Octave's vector_norm accumulators (v holds the pairs (re, im)
 * of complex values, which the 2-norm takes as two elements each and the others by their
 * magnitudes, written over v). */
static double vec_norm(double *v, size_t n, int cplx, double p, int single)
{
    double r = 0;
    size_t i;
    if (cplx) {
        if (p == 2)
            return norm2_of(v, 2 * n, 1, single);
        for (i = 0; i < n; i++)
            v[i] = single ? (double)hypotf((float)v[2 * i], (float)v[2 * i + 1])
                          : hypot(v[2 * i], v[2 * i + 1]);
    }
    if (p == 2)
        return norm2_of(v, n, 1, single);
    if (isinf(p) && p > 0) {
        for (i = 0; i < n; i++)
            r = fabs(v[i]) > r || v[i] != v[i] ? fabs(v[i]) : r;
    } else if (isinf(p)) {
        r = MT_INF;
        for (i = 0; i < n; i++)
            r = fabs(v[i]) < r || v[i] != v[i] ? fabs(v[i]) : r;
    } else if (p == 1) {
        for (i = 0; i < n; i++)
            r = mt__rnd(single, r + fabs(v[i]));
    } else if (p == 0) {
        for (i = 0; i < n; i++)
            r += v[i] != 0;
    } else
        r = normp_of(v, n, p, single);
    return r;
}

/* Octave's xfrobnorm: the 2-norm accumulator over every element (the parts of a complex
 * one), in a's precision. */
double mt__frob_norm(const mt_array *a)
{
    double *v = mt__values(a), r;
    r = norm2_of(v, a->cplx ? 2 * a->numel : a->numel, 1, a->cls == MT_SINGLE);
    free(v);
    return r;
}

/* An option of norm, lower-cased, copied to the stack (an error unwinds past any free). */
static void norm_word(char *opt, size_t size, const mt_array *a)
{
    size_t q, n = a->numel < size - 1 ? a->numel : size - 1;
    for (q = 0; q < n; q++)
        opt[q] = (char)tolower((int)mt__get(a, q));
    opt[n] = 0;
}

/* Octave's column_norms / row_norms (xcolnorms, xrownorms): the vector norm of each column
 * (a row of results) or row (a column of them), accumulated in index order. */
static void line_norms(mt_array *out, const mt_array *x, double p, int rows, int single)
{
    size_t m = x->dims[0], n = x->dims[1], lines = rows ? m : n, len = rows ? n : m, i, j;
    size_t w = x->cplx ? 2 : 1;
    double *v = mt__values(x), *line = (double *)mt__bi_alloc((w * len + 1) * sizeof(double));
    mt_array r = MT_ARRAY_INIT;
    mt__bi_set2(&r, single ? MT_SINGLE : MT_DOUBLE, rows ? m : 1, rows ? 1 : n);
    for (i = 0; i < lines; i++) {
        for (j = 0; j < len; j++) {
            size_t at = rows ? i + j * m : j + i * m;
            line[w * j] = v[w * at];
            if (w == 2)
                line[2 * j + 1] = v[2 * at + 1];
        }
        mt__set(&r, i, vec_norm(line, len, x->cplx, p, single));
    }
    free(v);
    free(line);
    mt__bi_give(out, &r);
}

/* norm (A), norm (A, p), norm (A, opt), norm (A, p, opt) as Octave's Fnorm: a trailing
 * string is the option ("rows", "columns"/"cols", "fro", "inf", "-inf", any case), p a
 * scalar (or, with "rows"/"columns", one of those words), 2 when absent or empty. */
BI(norm)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t m, n, N = x->numel;
    double p = 2, r = 0, *v;
    int fro = 0, vec, single = x->cls == MT_SINGLE, lines = 0; /* 1 rows, 2 columns */
    char opt[64];
    (void)nout;
    if (x->cls == MT_CELL)
        mt_error("xnorm: wrong type argument 'cell'");
    if (x->ndims > 2)
        mt_error("norm: only valid for 2-D objects");
    if (x->cls != MT_DOUBLE && x->cls != MT_SINGLE)
        mt_error("norm: X must be a numeric matrix");
    if (nargs >= 2 && mt__bi_is_string(&args[nargs - 1])) {
        norm_word(opt, sizeof opt, args[nargs - 1].a);
        if (!strcmp(opt, "cols") || !strcmp(opt, "columns"))
            lines = 2;
        else if (!strcmp(opt, "rows"))
            lines = 1;
        else if (!strcmp(opt, "fro"))
            fro = 1;
        else if (!strcmp(opt, "inf"))
            p = MT_INF;
        else if (!strcmp(opt, "-inf"))
            p = -MT_INF;
        else
            mt_error("norm: unrecognized option: %s", opt);
        nargs--;
    }
    if (nargs >= 2) {
        mt_array v1;
        const mt_array *pa = mt__bi_arg(&args[1], &v1);
        if (pa->numel == 0)
            p = 2;
        else if (mt__bi_is_string(&args[1])) {
            norm_word(opt, sizeof opt, pa);
            if (!lines || !strcmp(opt, "cols") || !strcmp(opt, "columns") || !strcmp(opt, "rows"))
                mt_error("norm: invalid combination of options");
            if (!strcmp(opt, "fro"))
                p = 2;
            else if (!strcmp(opt, "inf"))
                p = MT_INF;
            else if (!strcmp(opt, "-inf"))
                p = -MT_INF;
            else
                mt_error("norm: unrecognized option: %s", opt);
        } else if (pa->numel != 1)
            mt_error("norm: wrong type argument '%s'", mt__type_name(pa));
        else
            p = mt__rnd(single, mt__get(pa, 0));
    }
    m = x->dims[0];
    n = x->dims[1];
    if (lines) {
        line_norms(out[0], x, p, lines == 1, single);
        return;
    }
    vec = m == 1 || n == 1;
    if (N == 0) {
        mt__bi_give_scalar(out[0], single ? MT_SINGLE : MT_DOUBLE, 0);
        return;
    }
    if (!vec && !fro && !(p == 1 || p == 2 || (isinf(p) && p > 0))) {
        if (!(p > 1))
            mt_error("xnorm: p must be >= 1");
        r = mt__norm_higham(x, p);
        mt__bi_give_scalar(out[0], single ? MT_SINGLE : MT_DOUBLE, r);
        return;
    }
    /* the values (the pairs (re, im) of a complex x) in a fresh buffer */
    v = mt__values(x);
    if (!vec && !fro && p == 2) {
        r = matrix_norm2(v, x->cplx, single, m, n);
        mt__bi_give_scalar(out[0], single ? MT_SINGLE : MT_DOUBLE, r);
        return;
    }
    if (fro || vec)
        r = vec_norm(v, N, x->cplx, fro ? 2 : p, single);
    else {
        if (x->cplx) {
            size_t i;
            for (i = 0; i < N; i++)
                v[i] = single ? (double)hypotf((float)v[2 * i], (float)v[2 * i + 1])
                              : hypot(v[2 * i], v[2 * i + 1]);
        }
        r = max_line_sum(v, m, n, p != 1, single);
    }
    free(v);
    mt__bi_give_scalar(out[0], single ? MT_SINGLE : MT_DOUBLE, r);
}

/* One product of dot: Octave multiplies elementwise in the integer class (saturating) when
 * an operand is an integer, then sums in double; single products stay single. */
static double dot_prod(mt_class c, double x, double y)
{
    mt_array t = MT_ARRAY_INIT;
    size_t one[2] = {1, 1};
    double v = x * y;
    if (c == MT_DOUBLE)
        return v;
    mt_resize(&t, c, 0, 2, one);
    mt__set(&t, 0, v);
    v = mt__get(&t, 0);
    mt_free(&t);
    return v;
}

/* dot (a, b, dim) as Octave's dot.cc: the sizes must match as they are; the sum of
 * products along dim of each slice, by BLAS's dot when the dimension is the first one of
 * the layout (ddot3's column-major case), else by its nested loop in index order, in the
 * precision of the operands. */
static void dot_along(mt_array *o, const mt_array *a, const mt_array *b, double dv, mt_class pc,
                      mt_class rc)
{
    mt_array r = MT_ARRAY_INIT;
    size_t before, len, after, dims[MT_MAXDIMS], i, l, j;
    int d = (int)dv - 1, k;
    if (a->ndims != b->ndims || memcmp(a->dims, b->dims, (size_t)a->ndims * sizeof(size_t)))
        mt_error("dot: sizes of X and Y must match");
    if (dv != floor(dv))
        mt_error("conversion of %g to int value failed", dv);
    if (d < 0)
        mt_error("dot: DIM must be a valid dimension");
    if (mt__is_int_class(pc))
        mt_error("mat2c: dot of integers with a dimension argument is not supported");
    mt__bi_split_dims(a, d, &before, &len, &after);
    for (k = 0; k < a->ndims; k++)
        dims[k] = k == d ? 1 : a->dims[k];
    mt_resize(&r, rc, 0, a->ndims, dims);
    if (before == 1 && after > 0 && len > 0) {
        double *z = (double *)mt__bi_alloc(after * sizeof(double));
        if (mt__blas_dots(pc, len, after, a, b, z)) {
            for (j = 0; j < after; j++)
                mt__set(&r, j, z[j]);
            free(z);
            mt__bi_give(o, &r);
            return;
        }
        free(z);
    }
    for (j = 0; j < after; j++) {
        for (i = 0; i < before; i++)
            mt__set(&r, i + j * before, 0);
        for (l = 0; l < len; l++)
            for (i = 0; i < before; i++) {
                size_t at = i + l * before + j * before * len, to = i + j * before;
                double p = mt__rnd(pc == MT_SINGLE, mt__get(a, at) * mt__get(b, at));
                mt__set(&r, to, mt__rnd(pc == MT_SINGLE, mt__get(&r, to) + p));
            }
    }
    mt__bi_give(o, &r);
}

BI(dot)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    size_t i, j;
    mt_class pc = mt__is_int_class(a->cls)   ? a->cls
                  : mt__is_int_class(b->cls) ? b->cls
                  : (a->cls == MT_SINGLE || b->cls == MT_SINGLE) ? MT_SINGLE
                                                                 : MT_DOUBLE;
    mt_class rc = pc == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    (void)nout;
    mt__bi_no_complex("dot", a);
    mt__bi_no_complex("dot", b);
    if (nargs > 2) {
        dot_along(out[0], a, b, mt__bi_scalar(args, 2), pc, rc);
        return;
    }
    {
        int av = a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1);
        int bv = b->ndims == 2 && (b->dims[0] == 1 || b->dims[1] == 1);
        if (av && bv) {
            double s = 0;
            if (a->numel != b->numel)
                mt_error("dot: sizes of X and Y must match");
            if (!mt__is_int_class(pc) && mt__blas_dots(pc, a->numel, 1, a, b, &s)) {
                mt__bi_give_scalar(out[0], rc, s);
                return;
            }
            for (i = 0; i < a->numel; i++)
                s += dot_prod(pc, mt__get(a, i), mt__get(b, i));
            mt__bi_give_scalar(out[0], rc, s);
            return;
        }
        if (a->ndims != 2 || b->ndims != 2 || a->dims[0] != b->dims[0] || a->dims[1] != b->dims[1])
            mt_error("dot: sizes of X and Y must match");
        mt__bi_set2(&r, rc, 1, a->dims[1]);
        if (!mt__is_int_class(pc) && a->dims[1] > 0) {
            double *z = (double *)malloc(a->dims[1] * sizeof(double));
            if (z && mt__blas_dots(pc, a->dims[0], a->dims[1], a, b, z)) {
                for (j = 0; j < a->dims[1]; j++)
                    mt__set(&r, j, z[j]);
                free(z);
                mt__bi_give(out[0], &r);
                return;
            }
            free(z);
        }
        for (j = 0; j < a->dims[1]; j++) {
            double s = 0;
            for (i = 0; i < a->dims[0]; i++)
                s += dot_prod(pc, mt__get(a, i + j * a->dims[0]), mt__get(b, i + j * a->dims[0]));
            mt__set(&r, j, s);
        }
        mt__bi_give(out[0], &r);
    }
}

BI(cross)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    double x[3], y[3];
    size_t i;
    UNUSED_BI;
    mt__bi_no_complex("cross", a);
    mt__bi_no_complex("cross", b);
    if (a->numel != 3 || b->numel != 3 || a->ndims != 2 || b->ndims != 2)
        mt_error("mat2c: cross of arrays other than 3-element vectors is not supported");
    for (i = 0; i < 3; i++) {
        x[i] = mt__get(a, i);
        y[i] = mt__get(b, i);
    }
    if (a->dims[0] != b->dims[0])
        mt_error("mat2c: cross of a row and a column vector is not supported");
    mt_resize(&r, MT_DOUBLE, 0, a->ndims, a->dims);
    ((double *)r.data)[0] = x[1] * y[2] - x[2] * y[1];
    ((double *)r.data)[1] = x[2] * y[0] - x[0] * y[2];
    ((double *)r.data)[2] = x[0] * y[1] - x[1] * y[0];
    mt__bi_give(out[0], &r);
}

BI(trace)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    double s = 0;
    UNUSED_BI;
    /* Octave's trace.m: 0 for an empty matrix, the first element of a vector, otherwise the
     * sum of the diagonal (of a non-square matrix too) */
    if (x->ndims != 2)
        mt_error("trace: only valid on 2-D objects");
    mt__bi_no_complex("trace", x);
    if (x->numel && (x->dims[0] == 1 || x->dims[1] == 1))
        s = mt__get(x, 0);
    else
        for (i = 0; i < x->dims[0] && i < x->dims[1]; i++)
            s += mt__get(x, i + i * x->dims[0]);
    mt__bi_give_scalar(out[0], MT_DOUBLE, s);
}

/* LU with partial pivoting in place (column-major n x n); returns the pivot sign, 0 when a
 * zero pivot was met. */
static int lu_inplace(double *a, size_t n, size_t *perm)
{
    size_t i, j, k;
    int sign = 1, ok = 1;
    for (i = 0; i < n; i++)
        perm[i] = i;
    for (k = 0; k < n; k++) {
        size_t p = k;
        double best = fabs(a[k + k * n]);
        for (i = k + 1; i < n; i++)
            if (fabs(a[i + k * n]) > best) {
                best = fabs(a[i + k * n]);
                p = i;
            }
        if (p != k) {
            for (j = 0; j < n; j++) {
                double t = a[k + j * n];
                a[k + j * n] = a[p + j * n];
                a[p + j * n] = t;
            }
            {
                size_t t = perm[k];
                perm[k] = perm[p];
                perm[p] = t;
            }
            sign = -sign;
        }
        if (a[k + k * n] == 0) {
            ok = 0;
            continue;
        }
        for (i = k + 1; i < n; i++) {
            /* scaled by the reciprocal of the pivot, as LAPACK's dgetf2 */
            double l = a[i + k * n] * (1.0 / a[k + k * n]);
            a[i + k * n] = l;
            for (j = k + 1; j < n; j++)
                a[i + j * n] -= l * a[k + j * n];
        }
    }
    return ok ? sign : 0;
}

/* Octave's DET accumulator (DET.h): a coefficient renormalised by frexp after each factor
 * (a complex one scaled to a modulus in [0.5, 1)) and a power of two; value() multiplies
 * the coefficient by 2^e. Written once per precision (FloatDET computes in float). */
#define DET_REAL(NAME, R, FREXP)                                                          \
    static double NAME(const double *t, size_t n, int square)                             \
    {                                                                                     \
        R c;                                                                              \
        int e2, e;                                                                        \
        size_t i;                                                                         \
        c = FREXP((R)1, &e2);                                                             \
        for (i = 0; i < n; i++) {                                                         \
            c = FREXP(c * (R)t[i], &e);                                                   \
            e2 += e;                                                                      \
        }                                                                                 \
        if (square) {                                                                     \
            c = FREXP(c * c, &e);                                                         \
            e2 = e2 + e2 + e;                                                             \
        }                                                                                 \
        return (double)(c * (R)ldexp(1.0, e2));                                           \
    }
DET_REAL(det_value_d, double, frexp)
DET_REAL(det_value_f, float, frexpf)

#define DET_CPLX(NAME, R, C, FREXP, CABS, CR, CI)                                         \
    static C NAME##_norm(C x, int *e)                                                     \
    {                                                                                     \
        R ax = CABS(x), lax = FREXP(ax, e);                                               \
        return ax != lax ? (x / ax) * lax : x;                                            \
    }                                                                                     \
    static void NAME(const double *t, size_t n, int square, double *re, double *im)       \
    {                                                                                     \
        C c = 1, v;                                                                       \
        int e2, e;                                                                        \
        size_t i;                                                                         \
        c = NAME##_norm(c, &e2);                                                          \
        for (i = 0; i < n; i++) {                                                         \
            R parts[2];                                                                   \
            C f;                                                                          \
            parts[0] = (R)t[2 * i];                                                       \
            parts[1] = (R)t[2 * i + 1]; /* re + im * I would make Inf parts NaN */        \
            memcpy(&f, parts, sizeof f);                                                  \
            c = NAME##_norm(c * f, &e);                                                   \
            e2 += e;                                                                      \
        }                                                                                 \
        if (square) {                                                                     \
            c = NAME##_norm(c * c, &e);                                                   \
            e2 = e2 + e2 + e;                                                             \
        }                                                                                 \
        v = c * (C)(R)ldexp(1.0, e2);                                                     \
        *re = (double)CR(v);                                                              \
        *im = (double)CI(v);                                                              \
    }
DET_CPLX(det_value_z, double, double complex, frexp, cabs, creal, cimag)
DET_CPLX(det_value_c, float, float complex, frexpf, cabsf, crealf, cimagf)

/* [D, RCOND] = det (A): Octave's det.cc and xMatrix::determinant. Empty: 1. A diagonal
 * matrix: the product of its diagonal, RCOND min/max of its magnitudes. Otherwise the
 * type probe: triangular takes the diagonal's product (RCOND 0, as Octave leaves it);
 * hermitian Cholesky (potrf, pocon), squared, falling back to LU when it fails; LU
 * (getrf, gecon) with the pivots' signs, 0 when either reports a problem. LAPACK in A's
 * precision; a build without it has the runtime's own LU for real matrices. */
BI(det)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n, i, w;
    int single = x->cls == MT_SINGLE, cplx = x->cplx, type, info = 0, cinfo = 0, zero = 0;
    int square = 0, *piv;
    double rc = 0, anorm = 0, *t, *a, dre = 0, dim = 0;
    mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
    (void)nargs;
    if (x->numel == 0) {
        if (nout > 1) /* Octave returns the 1 alone */
            mt_error("element number 2 undefined in return list");
        mt__bi_give_scalar(out[0], MT_DOUBLE, 1);
        return;
    }
    if (x->ndims != 2 || x->dims[0] != x->dims[1])
        mt_error("det: A must be a square matrix");
    if (x->cls == MT_CHAR)
        mt_error("invalid conversion from string to real matrix");
    if (x->cls == MT_CELL || x->cls == MT_STRUCT || x->cls == MT_FHANDLE)
        mt_error("det: wrong type argument '%s'", mt__type_name(x));
    n = x->dims[0];
    w = cplx ? 2 : 1;
    a = mt__values(x);
    t = (double *)mt__bi_alloc((w * n + 1) * sizeof(double));
    if (x->layout == MT_LAYOUT_DIAG) {
        double amx = 0, amn = 0;
        for (i = 0; i < n; i++) {
            double m = cplx ? (single ? (double)hypotf((float)a[2 * (i + i * n)],
                                                       (float)a[2 * (i + i * n) + 1])
                                      : hypot(a[2 * (i + i * n)], a[2 * (i + i * n) + 1]))
                            : fabs(a[i + i * n]);
            memcpy(t + w * i, a + w * (i + i * n), w * sizeof(double));
            if (i == 0 || m > amx)
                amx = m;
            if (i == 0 || m < amn)
                amn = m;
        }
        rc = amx == 0 ? 0 : mt__rnd(single, amn / amx);
    } else {
        type = mt__matrix_type(a, n, cplx, single);
        if (type == MT_MT_UPPER || type == MT_MT_LOWER) {
            for (i = 0; i < n; i++)
                memcpy(t + w * i, a + w * (i + i * n), w * sizeof(double));
        } else {
            double dummy = 0;
            anorm = mt__norm1(a, n, n, cplx, single);
            piv = (int *)mt__bi_alloc((n + 1) * sizeof(int));
            if (type == MT_MT_HERMITIAN) {
                double *c = (double *)mt__bi_alloc((w * n * n + 1) * sizeof(double));
                memcpy(c, a, w * n * n * sizeof(double));
                info = mt__la_solve(MT_LA_SOLVE_CHOL, cplx, single, 'N', n, 0, c, &dummy, anorm,
                                    &rc, &cinfo, NULL);
                if (info == 0) {
                    if (cinfo != 0)
                        rc = 0;
                    for (i = 0; i < n; i++)
                        memcpy(t + w * i, c + w * (i + i * n), w * sizeof(double));
                    square = 1;
                } else {
                    rc = 0;
                    type = MT_MT_FULL; /* not positive definite (or no LAPACK): LU */
                }
                free(c);
            }
            if (type == MT_MT_FULL && cplx && anorm != anorm) {
                /* Octave's complex LU skips LAPACK for a NaN norm (bug #45577): det 0 */
                zero = 1;
                rc = 0;
            } else if (type == MT_MT_FULL) {
                info = mt__la_solve(MT_LA_SOLVE_LU, cplx, single, 'N', n, 0, a, &dummy, anorm, &rc,
                                    &cinfo, piv);
                if (info == MT_LA_MISSING) {
                    size_t *perm = (size_t *)mt__bi_alloc(n * sizeof(size_t) + 1);
                    int sign;
                    if (cplx || nout > 1) {
                        free(perm), free(piv), free(t), free(a);
                        mt_error("mat2c: det of a complex matrix or with RCOND needs LAPACK "
                                 "(this program was built without it)");
                    }
                    sign = lu_inplace(a, n, perm);
                    free(perm);
                    for (i = 0; i < n; i++)
                        t[i] = a[i + i * n] * (i == 0 && sign < 0 ? -1 : 1);
                } else if (info != 0 || cinfo != 0) {
                    zero = 1;
                    if (info != 0)
                        rc = 0;
                } else
                    for (i = 0; i < n; i++) {
                        double *e = a + w * (i + i * n);
                        double sg = piv[i] != (int)i + 1 ? -1 : 1;
                        t[w * i] = sg * e[0];
                        if (cplx)
                            t[w * i + 1] = sg * e[1];
                    }
            }
            free(piv);
        }
    }
    if (zero)
        dre = dim = 0;
    else if (cplx) {
        if (single)
            det_value_c(t, n, square, &dre, &dim);
        else
            det_value_z(t, n, square, &dre, &dim);
    } else
        dre = single ? det_value_f(t, n, square) : det_value_d(t, n, square);
    free(t);
    free(a);
    mt__la_xerbla_check();
    if (cplx) {
        size_t one[2] = {1, 1};
        mt_resize(&r, cls, 1, 2, one);
        if (single) {
            ((float *)r.data)[0] = (float)dre;
            ((float *)r.data)[1] = (float)dim;
        } else {
            ((double *)r.data)[0] = dre;
            ((double *)r.data)[1] = dim;
        }
        mt__narrow_complex(&r);
        mt__bi_give(out[0], &r);
    } else
        mt__bi_give_scalar(out[0], cls, dre);
    if (nout > 1)
        mt__bi_give_scalar(out[1], cls, rc);
}

/* Octave's MatrixType probe of an n x n array (mt__matrix_type on its values). */
static int matrix_type(const mt_array *x, size_t n)
{
    double *a = mt__values(x);
    int t = mt__matrix_type(a, n, x->cplx, x->cls == MT_SINGLE);
    free(a);
    return t;
}

/* [X, RCOND] = inv (A): Octave's Matrix::inverse with the condition estimate, through
 * LAPACK in A's precision: triangular matrices by dtrtri and dtrcon (of the inverse),
 * symmetric positive-diagonal ones by Cholesky (dpotrf, dpocon, dpotri) when it succeeds,
 * the others by dgetrf, dgecon and dgetri, Inf where RCOND is 0 (except triangular); no
 * warning. Scalars follow Octave's results; builds without LAPACK are refused. */
/* r = inv (A) of an n x n real A (n > 1, not diagonal) through LAPACK, and its RCOND.
 * Returns nonzero where Octave's Matrix::inverse reports info -1 (a factorization, the
 * estimate or the inversion failed). */
static int inv_lapack(mt_array *r, const mt_array *x, size_t n, double *rc)
{
    int failed;
    int single = x->cls == MT_SINGLE, type;
    mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
    double anorm;
    size_t i, j;
    type = matrix_type(x, n);
    mt_convert(r, cls, x);
    if (type == 1 || type == 2)
        return mt__la_trtri(single, type == 2, n, r->data, rc) != 0;
    /* Octave's norm1: the largest column sum of |A|, summed in A's precision; max skips
     * NaN sums unless all are NaN */
    anorm = MT_NAN;
    for (j = 0; j < n; j++) {
        double s = 0;
        float fs = 0;
        for (i = 0; i < n; i++) {
            if (single)
                fs += fabsf(((float *)r->data)[i + j * n]);
            else
                s += fabs(((double *)r->data)[i + j * n]);
        }
        if (single)
            s = (double)fs;
        if (s == s && !(s <= anorm))
            anorm = s;
    }
    failed = 0;
    if (type != 3 || mt__la_potri(single, n, r->data, anorm, rc) != 0) {
        mt_convert(r, cls, x); /* not positive definite: the full path on A again */
        failed = mt__la_getri(single, n, r->data, anorm, rc) != 0;
    }
    if (*rc == 0)
        for (i = 0; i < n * n; i++)
            mt__set(r, i, MT_INF);
    return failed;
}

int mt__inv_lapack(mt_array *r, const mt_array *x, double *rc)
{
    size_t n = x->dims[0];
    if (!mt__la_available() || x->cplx || x->ndims != 2 || n != x->dims[1] || n < 2 ||
        x->layout == MT_LAYOUT_DIAG || (x->cls != MT_DOUBLE && x->cls != MT_SINGLE))
        return -1;
    return inv_lapack(r, x, n, rc);
}

static void inv_rcond(mt_array *const *out, const mt_array *x, size_t n)
{
    int single = x->cls == MT_SINGLE;
    mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
    mt_array r = MT_ARRAY_INIT;
    double rc;
    if (n == 0)
        mt_error("element number 2 undefined in return list");
    if (n == 1) {
        double a = mt__get(x, 0);
        rc = a != a ? a : (a == 0 || isinf(a)) ? 0 : 1;
        mt__bi_give_scalar(out[0], cls, single ? (double)(1.0f / (float)a) : 1.0 / a);
        mt__bi_give_scalar(out[1], cls, rc);
        return;
    }
    if (x->layout == MT_LAYOUT_DIAG)
        mt_error("mat2c: the RCOND output of inv of a diagonal matrix is not supported");
    if (!mt__la_available())
        mt_error("mat2c: the RCOND output of inv needs LAPACK");
    inv_lapack(&r, x, n, &rc);
    mt__bi_give(out[0], &r);
    mt__bi_give_scalar(out[1], cls, rc);
}

BI(inv)
{
    mt_array v0, d = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n, i, j, k, *perm;
    double *lu, *inv;
    UNUSED_BI;
    if (x->numel == 0 && nout > 1)
        mt_error("element number 2 undefined in return list");
    if (x->numel == 0 && x->cls == MT_DOUBLE && !x->cplx) {
        /* Octave: any empty A gives a 0x0 double, square or not */
        size_t z[2] = {0, 0};
        mt_zeros(&r, MT_DOUBLE, 2, z);
        mt__bi_give(out[0], &r);
        return;
    }
    if (x->numel == 0)
        mt_error("mat2c: inv of an empty array of a class other than double is not supported");
    if (x->ndims != 2 || x->dims[0] != x->dims[1])
        mt_error("inverse: A must be a square matrix");
    if (mt__is_int_class(x->cls))
        mt_error("inverse: argument must be a square matrix");
    n = x->dims[0];
    if (x->cplx) {
        mt__inv_complex(nout, out, x, n);
        return;
    }
    if (nout > 1) {
        inv_rcond(out, x, n);
        return;
    }
    if (n > 1 && x->layout != MT_LAYOUT_DIAG && mt__la_available()) {
        /* Octave's Matrix::inverse with the estimate, and inv.cc's warning */
        double rc;
        inv_lapack(&r, x, n, &rc);
        if (rc != rc || (x->cls == MT_SINGLE ? ((float)rc + 1.0f == 1.0f) : (rc + 1.0 == 1.0))) {
            if (rc == 0)
                mt_warn("Octave:singular-matrix", "matrix singular to machine precision");
            else
                mt_warn("Octave:singular-matrix", "matrix singular to machine precision, rcond = %g",
                        rc);
        }
        mt__bi_give(out[0], &r);
        return;
    }
    mt_convert(&d, MT_DOUBLE, x);
    lu = (double *)d.data;
    perm = (size_t *)mt__bi_alloc(n * sizeof(size_t));
    mt__bi_set2(&r, MT_DOUBLE, n, n);
    inv = (double *)r.data;
    if (lu_inplace(lu, n, perm) == 0) {
        /* Octave: Inf, with a warning unless A is a scalar */
        if (n > 1)
            mt_warn("Octave:singular-matrix", "matrix singular to machine precision");
        for (i = 0; i < n * n; i++)
            inv[i] = n == 1 ? 1.0 / lu[0] : MT_INF; /* inv(-0) is -Inf */
    } else {
        /* solve LU * X = P * I column by column */
        for (j = 0; j < n; j++) {
            double *c = inv + j * n;
            for (i = 0; i < n; i++)
                c[i] = perm[i] == j ? 1.0 : 0.0;
            for (i = 0; i < n; i++)
                for (k = 0; k < i; k++)
                    c[i] -= lu[i + k * n] * c[k];
            for (i = n; i-- > 0;) {
                for (k = i + 1; k < n; k++)
                    c[i] -= lu[i + k * n] * c[k];
                c[i] /= lu[i + i * n];
            }
        }
        if (n > 1) {
            /* Octave warns when the reciprocal condition number (1-norm) vanishes next to 1 */
            double na = 0, ni = 0, rc;
            for (j = 0; j < n; j++) {
                double sa = 0, si = 0;
                for (i = 0; i < n; i++) {
                    sa += fabs(mt__get(x, i + j * n));
                    si += fabs(inv[i + j * n]);
                }
                na = sa > na ? sa : na;
                ni = si > ni ? si : ni;
            }
            rc = 1.0 / (na * ni);
            if (rc + 1.0 == 1.0 || rc != rc)
                mt_warn("Octave:singular-matrix", "matrix singular to machine precision, rcond = %g", rc);
        }
    }
    free(perm);
    mt_free(&d);
    if (x->layout == MT_LAYOUT_DIAG && x->cls == MT_DOUBLE && n > 1) {
        /* Octave inverts a diagonal matrix as one (Inf for a zero on the diagonal) */
        for (j = 0; j < n; j++)
            for (i = 0; i < n; i++)
                if (i != j)
                    inv[i + j * n] = 0;
        r.layout = MT_LAYOUT_DIAG;
    }
    if (x->cls == MT_SINGLE)
        mt_convert(&r, MT_SINGLE, &r);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* rearrangements: flips, shifts, triangles, kron, cat, permute, squeeze     */
/* ------------------------------------------------------------------------- */

/* A rearranging builtin given a cell or struct array (args[0]): fn moves the element ids
 * (mt_container_ids), the elements follow them (mt_container_gather). A byte copy of a
 * container's elements would share its boxes uncounted. Returns 0 for other values. */
static int via_ids(void (*fn)(int, mt_array *const *, int, const mt_arg *), int nargs,
                   const mt_arg *args, mt_array *out)
{
    mt_array ids = MT_ARRAY_INIT, p = MT_ARRAY_INIT, r = MT_ARRAY_INIT, *po = &p;
    mt_arg a[4];
    const mt_array *x = args[0].a;
    int k;
    if (!x || !mt__is_container(x) || nargs > 4)
        return 0;
    mt_container_ids(&ids, x);
    a[0].a = &ids;
    a[0].s = 0;
    for (k = 1; k < nargs; k++)
        a[k] = args[k];
    fn(1, &po, nargs, a);
    mt_container_gather(&r, x, &p);
    mt_free(&ids);
    mt_free(&p);
    mt__bi_give(out, &r);
    return 1;
}

/* An n x n double identity in diagonal layout (n > 1): indexed by permutation vectors it
 * becomes a permutation matrix in Octave (the eye(n)(p,:) hack of octave_diag_matrix's
 * do_index_op), and flip, circshift and rot90 index that way. */
static int identity_diag(const mt_array *a)
{
    size_t n = a->dims[0], i;
    if (a->layout != MT_LAYOUT_DIAG || a->cls != MT_DOUBLE || a->cplx || a->ndims != 2 ||
        a->dims[1] != n || n < 2)
        return 0;
    for (i = 0; i < n; i++)
        if (((const double *)a->data)[i + i * n] != 1)
            return 0;
    return 1;
}

/* r = a with dimension d reversed. */
static void flip_dim(mt_array *r, const mt_array *a, int d)
{
    size_t before, len, after, o, b, k, es = mt_elsize(a->cls, a->cplx);
    mt__bi_split_dims(a, d, &before, &len, &after);
    mt_resize(r, a->cls, a->cplx, a->ndims, a->dims);
    for (o = 0; o < after; o++)
        for (k = 0; k < len; k++)
            for (b = 0; b < before; b++)
                memcpy((char *)r->data + (o * before * len + b + k * before) * es,
                       (const char *)a->data + (o * before * len + b + (len - 1 - k) * before) * es,
                       es);
    if (d < 2 && identity_diag(a))
        r->layout = MT_LAYOUT_PERM;
}

BI(fliplr)
{
    mt_array v0, r = MT_ARRAY_INIT;
    UNUSED_BI;
    if (via_ids(mt_bi_fliplr, nargs, args, out[0]))
        return;
    flip_dim(&r, mt__bi_arg(&args[0], &v0), 1);
    mt__bi_give(out[0], &r);
}

BI(flipud)
{
    mt_array v0, r = MT_ARRAY_INIT;
    UNUSED_BI;
    if (via_ids(mt_bi_flipud, nargs, args, out[0]))
        return;
    flip_dim(&r, mt__bi_arg(&args[0], &v0), 0);
    mt__bi_give(out[0], &r);
}

BI(flip)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    (void)nout;
    if (via_ids(mt_bi_flip, nargs, args, out[0]))
        return;
    flip_dim(&r, x, nargs >= 2 ? mt__bi_dim("flip", &args[1]) : mt__bi_default_dim(x));
    mt__bi_give(out[0], &r);
}

static void circ_dim(mt_array *r, const mt_array *a, int d, long sh)
{
    size_t before, len, after, o, b, k, es = mt_elsize(a->cls, a->cplx);
    mt__bi_split_dims(a, d, &before, &len, &after);
    mt_resize(r, a->cls, a->cplx, a->ndims, a->dims);
    if (len == 0)
        return;
    sh %= (long)len;
    if (sh < 0)
        sh += (long)len;
    for (o = 0; o < after; o++)
        for (k = 0; k < len; k++)
            for (b = 0; b < before; b++)
                memcpy((char *)r->data + (o * before * len + b + ((k + (size_t)sh) % len) * before) * es,
                       (const char *)a->data + (o * before * len + b + k * before) * es, es);
}

/* circshift.m, step by step: N is padded to [zeros(1, DIM-1), N] (zeros' own size rules
 * and messages for DIM), must then be a vector no longer than ndims(X) with integer
 * values, and X is indexed once with one subscript per dimension: an infinite shift makes
 * rem (b, sz) NaN, and that subscript raises Octave's index error. */
BI(circshift)
{
    mt_array v0, v1, r = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *n = mt__bi_arg(&args[1], &v1);
    double sh[MT_MAXDIMS];
    size_t k, pad = 0, len;
    int padded_char;
    (void)nout;
    if (via_ids(mt_bi_circshift, nargs, args, out[0]))
        return;
    if (x->numel == 0) { /* circshift.m returns an empty X before looking at N */
        mt_copy(&r, x);
        mt__bi_give(out[0], &r);
        return;
    }
    if (nargs >= 3 && n->numel != 1)
        mt_error("circshift: N must be a scalar when DIM is also specified");
    /* circshift.m's n = [zeros(1, dim-1), n] of a char N: a warning, and an sq_string */
    padded_char = n->cls == MT_CHAR && (nargs >= 3 || n->numel == 1);
    if (padded_char) {
        mt_frame f;
        mt__frame_push(&f, "circshift", nargs >= 3 ? 99 : 93, nargs >= 3 ? 7 : 9);
        mt_warn("Octave:num-to-str", "implicit conversion from numeric to char");
        mt__frame_pop(&f);
    }
    if (nargs >= 3) {
        mt_array v2;
        size_t dims[MT_MAXDIMS];
        const mt_array *dm = mt__bi_arg(&args[2], &v2);
        mt_arg za[2];
        za[0].a = NULL;
        za[0].s = 1;
        za[1].a = NULL;
        za[1].s = (dm->numel ? mt__get(dm, 0) : 0) - 1; /* a vector DIM: its first */
        mt_ctor_dims("zeros", 2, za, dims);
        pad = dims[1];
    } else if (n->numel == 1) {
        int d = mt__bi_default_dim(x);
        pad = (size_t)d;
    }
    /* circshift.m pads a scalar N with zeros: a cell joins them, a struct or handle fails */
    if (mt__is_container(n) && n->cls != MT_CELL && (nargs >= 3 || n->numel == 1))
        mt_error("concatenation operator not implemented for 'matrix' by '%s' operations",
                 mt__type_name(n));
    len = n->numel == 1 ? pad + 1 : n->numel;
    if (!(n->ndims == 2 && (n->dims[0] == 1 || n->dims[1] == 1) && n->numel >= 1) ||
        len > (size_t)x->ndims)
        mt_error("circshift: N must be a vector, no longer than the number of dimensions in X");
    if (mt__is_container(n)) /* circshift.m's n != fix (n) */
        mt_error("fix: not defined for %s", mt__type_name(n));
    for (k = 0; k < n->numel; k++)
        if (mt__get(n, k) != floor(mt__get(n, k)) ||
            (n->cplx && mt__get_im(n, k) != floor(mt__get_im(n, k))))
            mt_error("circshift: all values of N must be integers");
    if (n->cls == MT_CHAR)
        mt_error("rem: wrong type argument '%s'", /* circshift.m's rem (n, len) */
                 padded_char ? "sq_string" : mt__stored_char_type(n));
    for (k = 0; n->cplx && k < n->numel; k++) /* circshift.m's rem (n, len) */
        if (mt__get_im(n, k) != 0)
            mt_error("rem: not defined for complex numbers");
    for (k = 0; k < len; k++)
        sh[k] = n->numel == 1 ? (k < pad ? 0.0 : mt__get(n, 0)) : mt__get(n, k);
    for (k = 0; k < len; k++)
        if (isinf(sh[k]))
            mt__bad_subscript(MT_NAN, (int)k, x->ndims, "x");
    mt_copy(&r, x);
    {
        int shifted = 0, beyond = 0;
        for (k = 0; k < len; k++)
            if (sh[k] != 0) {
                shifted = 1;
                beyond = beyond || k > 1;
                circ_dim(&t, &r, (int)k, (long)sh[k]);
                mt_copy(&r, &t);
            }
        /* circshift.m indexes x (unless every shift is 0): an identity becomes a
         * permutation matrix */
        if (shifted && !beyond && identity_diag(x))
            r.layout = MT_LAYOUT_PERM;
    }
    mt_free(&t);
    mt__bi_give(out[0], &r);
}

/* A trailing string argument of tril/triu: 1 when it is "pack" (any other string is taken
 * and ignored, as Octave's). */
static int tri_pack(int *nargs, const mt_arg *args)
{
    int pack;
    char *o;
    if (*nargs < 2 || !args[*nargs - 1].a || args[*nargs - 1].a->cls != MT_CHAR)
        return 0;
    o = mt__bi_cstr(args[*nargs - 1].a);
    pack = strcmp(o, "pack") == 0;
    free(o);
    (*nargs)--;
    return pack;
}

static void tri(int nout, mt_array *const *out, int nargs, const mt_arg *args, int upper)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    long k = 0;
    size_t i, j, m, n, c = 0;
    int pack = tri_pack(&nargs, args);
    (void)nout;
    if (nargs >= 3)
        mt_error("Invalid call to %s.  Correct usage is:\n\n"
                 " -- A_%s = %s (A)\n"
                 " -- A_%s = %s (A, K)\n"
                 " -- A_%s = %s (A, K, PACK)",
                 upper ? "triu" : "tril", upper ? "UP" : "LO", upper ? "triu" : "tril",
                 upper ? "UP" : "LO", upper ? "triu" : "tril", upper ? "UP" : "LO",
                 upper ? "triu" : "tril");
    if (nargs >= 2) {
        double kv;
        if (args[1].a && mt__is_container(args[1].a)) /* K's int64_value */
            mt__container_type_error("octave_base_value::int64_value ()", args[1].a);
        if (args[1].a && args[1].a->numel == 0)
            mt_error("octave_base_value::int64_value (): wrong type argument '%s'",
                     mt__empty_type_name(args[1].a));
        kv = mt__bi_scalar(args, 1);
        if (kv != floor(kv))
            mt_error("conversion of %g to int64_t value failed", kv);
        /* Octave's int64 conversion saturates: K = Inf keeps no diagonal, -Inf all */
        k = kv >= 9e18 ? LONG_MAX : kv <= -9e18 ? LONG_MIN : (long)kv;
    }
    if (x->ndims != 2)
        mt_error("%s: need a 2-D matrix", upper ? "triu" : "tril");
    m = x->dims[0];
    n = x->dims[1];
    if (pack) {
        /* the elements of the triangle, column by column, in a column */
        mt_array t = MT_ARRAY_INIT;
        size_t d[2] = {0, 1};
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++) {
                long off = (long)j - (long)i;
                d[0] += upper ? off >= k : off <= k;
            }
        mt_resize(&t, x->cls, x->cplx, 2, d);
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++) {
                long off = (long)j - (long)i;
                if (upper ? off >= k : off <= k)
                    mt__set_c(&t, c++, mt__get(x, i + j * m), mt__get_im(x, i + j * m));
            }
        mt__bi_give(out[0], &t);
        return;
    }
    mt_copy(&r, x);
    r.layout = MT_LAYOUT_FULL;
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++) {
            long off = (long)j - (long)i;
            if (upper ? off < k : off > k)
                mt__set_c(&r, i + j * m, 0, 0);
        }
    mt__bi_give(out[0], &r);
}

/* tril/triu of a cell or struct array: its elements off the triangle become [] (a struct's
 * fields), as Octave's. */
static int tri_cell(void (*fn)(int, mt_array *const *, int, const mt_arg *), const char *name,
                    int nargs, const mt_arg *args, mt_array *out)
{
    if (!args[0].a || (args[0].a->cls != MT_CELL && args[0].a->cls != MT_STRUCT))
        return 0;
    if (tri_pack(&nargs, args))
        mt_error("%s: \"pack\" not implemented for class %s", name,
                 args[0].a->cls == MT_CELL ? "cell" : "struct");
    return nargs < 3 && via_ids(fn, nargs, args, out);
}

BI(triu)
{
    if (!tri_cell(mt_bi_triu, "triu", nargs, args, out[0]))
        tri(nout, out, nargs, args, 1);
}

BI(tril)
{
    if (!tri_cell(mt_bi_tril, "tril", nargs, args, out[0]))
        tri(nout, out, nargs, args, 0);
}

/* One product of kron: a complex pair by C's complex multiplication (Octave's
 * std::complex product), a real factor part by part. */
static void kron_mul(const mt_array *a, size_t ia, const mt_array *b, size_t ib, int sgl,
                     double *re, double *im)
{
    double ar = mt__get(a, ia), ai = mt__get_im(a, ia);
    double br = mt__get(b, ib), bi = mt__get_im(b, ib);
    if (a->cplx && b->cplx) {
        if (sgl) {
            float complex x, y, w;
            ((float *)&x)[0] = (float)ar, ((float *)&x)[1] = (float)ai;
            ((float *)&y)[0] = (float)br, ((float *)&y)[1] = (float)bi;
            w = x * y;
            *re = (double)crealf(w), *im = (double)cimagf(w);
        } else {
            double complex w = mt__cplx(ar, ai) * mt__cplx(br, bi);
            *re = creal(w), *im = cimag(w);
        }
    } else if (a->cplx) {
        *re = sgl ? (double)((float)ar * (float)br) : ar * br;
        *im = sgl ? (double)((float)ai * (float)br) : ai * br;
    } else {
        *re = sgl ? (double)((float)ar * (float)br) : ar * br;
        *im = sgl ? (double)((float)ar * (float)bi) : ar * bi;
    }
}

/* kron (a, b) of two matrices; an N-d operand is its matrix_value (Octave's kron.cc), its
 * rows by the product of its other dimensions. */
static void kron2(mt_array *r, const mt_array *a, const mt_array *b)
{
    size_t ma, na, mb, nb, i, j, k, l;
    int sgl, cplx = a->cplx || b->cplx;
    size_t dims[2];
    mt_array av, bv;
    if (mt__is_container(a) || mt__is_container(b))
        mt_error("octave_base_value::matrix_value(): wrong type argument '%s'",
                 mt__type_name(mt__is_container(a) ? a : b));
    a = mt__matrix_view(a, &av);
    b = mt__matrix_view(b, &bv);
    ma = a->dims[0], na = a->dims[1], mb = b->dims[0], nb = b->dims[1];
    /* Octave's kron is single when either operand is, else double (integers included) */
    sgl = a->cls == MT_SINGLE || b->cls == MT_SINGLE;
    dims[0] = ma * mb, dims[1] = na * nb;
    mt_resize(r, sgl ? MT_SINGLE : MT_DOUBLE, cplx, 2, dims);
    for (j = 0; j < na; j++)
        for (l = 0; l < nb; l++)
            for (i = 0; i < ma; i++)
                for (k = 0; k < mb; k++) {
                    size_t o = (i * mb + k) + (j * nb + l) * ma * mb;
                    if (cplx) {
                        double re, im;
                        kron_mul(a, i + j * ma, b, k + l * mb, sgl, &re, &im);
                        mt__set_c(r, o, re, im);
                        continue;
                    }
                    {
                        double x = mt__get(a, i + j * ma), y = mt__get(b, k + l * mb);
                        if (sgl)
                            ((float *)r->data)[o] = (float)x * (float)y;
                        else
                            ((double *)r->data)[o] = x * y;
                    }
                }
    mt__narrow_complex(r);
}

/* kron(A, B, C, ...) is kron(kron(A, B), C), ... */
BI(kron)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    int k;
    UNUSED_BI;
    kron2(&r, a, b);
    for (k = 2; k < nargs; k++) {
        mt_array t = MT_ARRAY_INIT;
        b = mt__bi_arg(&args[k], &v1);
        kron2(&t, &r, b);
        mt__take(&r, &t);
    }
    mt__bi_give(out[0], &r);
}

/* The class of a concatenation (char wins, then integers, single, double; all-logical stays). */
static mt_class cat_class(int n, const mt_array *const *p)
{
    int k, all_log = 1, any_single = 0;
    for (k = 0; k < n; k++)
        if (p[k]->cls == MT_CHAR)
            return MT_CHAR;
    for (k = 0; k < n; k++)
        if (mt__is_int_class(p[k]->cls))
            return p[k]->cls;
    for (k = 0; k < n; k++) {
        all_log &= p[k]->cls == MT_LOGICAL;
        any_single |= p[k]->cls == MT_SINGLE;
    }
    return all_log && n > 0 ? MT_LOGICAL : any_single ? MT_SINGLE : MT_DOUBLE;
}

static int is_empty00(const mt_array *x)
{
    return x->cls == MT_DOUBLE && x->ndims == 2 && !x->dims[0] && !x->dims[1];
}

/* The field names of struct x are those of struct s (in any order). */
static int same_fields(const mt_array *x, const mt_array *s)
{
    size_t i, j, n = mt__struct_nfields(x);
    if (n != mt__struct_nfields(s))
        return 0;
    for (i = 0; i < n; i++) {
        for (j = 0; j < n && strcmp(mt__struct_fname(x, i), mt__struct_fname(s, j)); j++)
            ;
        if (j == n)
            return 0;
    }
    return 1;
}

/* Octave's error for cat of a numeric array followed by a struct: the dims first. */
static void cat_numeric_struct(int np, const mt_arg *parts, const mt_array *first, int d)
{
    mt_array v, m = *first;
    const mt_array *x = NULL;
    int k, i;
    for (k = 0; k < np; k++) {
        x = mt__bi_arg(&parts[k], &v);
        if (is_empty00(x))
            continue;
        for (i = 0; i < MT_MAXDIMS; i++)
            if (i != d && (i < x->ndims ? x->dims[i] : 1) != (i < first->ndims ? first->dims[i] : 1))
                mt_error("cat: dimension mismatch");
        if (x->cls == MT_STRUCT)
            break;
    }
    m.numel = 2; /* named as a matrix, whatever its size */
    mt_error("concatenation operator not implemented for '%s' by '%s' operations",
             mt__type_name(&m), mt__type_name(x));
}

/* cat along a dimension >= 3 (dim) of parts among which is a cell or struct array. As
 * Octave's: when the first part that is not [] is a struct, only structs with the same field
 * names may follow; else, with a cell among the parts, every other value joins as a 1x1
 * cell. */
static mt_class cat_check_containers(int np, const mt_arg *parts, const mt_arg *dim)
{
    mt_array v0, v1;
    const mt_array *first = NULL, *x;
    int k, any_cell = 0;
    for (k = 0; k < np; k++) {
        x = mt__bi_arg(&parts[k], &v0);
        if (!first && !is_empty00(x))
            first = x;
        any_cell |= x->cls == MT_CELL;
    }
    if (!first || first->cls == MT_FHANDLE)
        mt_error("mat2c: cat of cells or structs with other values along dimension %d is not "
                 "supported", mt__bi_dim("cat", dim) + 1);
    if (first->cls != MT_STRUCT && !any_cell)
        cat_numeric_struct(np, parts, first, mt__bi_dim("cat", dim));
    for (k = 0; k < np && first->cls == MT_STRUCT; k++) {
        x = mt__bi_arg(&parts[k], &v1);
        if (is_empty00(x))
            continue;
        if (x->cls == MT_CELL)
            mt_error("octave_base_value::cell_value(): wrong type argument '%s'",
                     mt__type_name(first));
        if (x->cls != MT_STRUCT)
            mt_error("concatenation operator not implemented for 'struct' by '%s' operations",
                     mt__type_name(x));
        if (!same_fields(x, first))
            mt_error("cat: field names mismatch in concatenating structs");
    }
    return first->cls == MT_STRUCT ? MT_STRUCT : MT_CELL;
}

/* The parts checked by cat_check_containers: the element ids, numbered across the parts,
 * are concatenated as numbers (mt_bi_cat checks the dims); the elements, laid in a row in
 * the same order, follow them. */
static void cat_containers(mt_array *r, int np, const mt_arg *parts, const mt_arg *dim)
{
    mt_arg a[17];
    mt_array view, *ids[16], *rows[16], *pos, *all;
    size_t total = 0, i, d[2];
    int k;
    mt_class cls = cat_check_containers(np, parts, dim);
    /* held: mt_bi_cat raises a dimension mismatch after they are built */
    for (k = 0; k < np; k++) {
        const mt_array *x = mt__bi_arg(&parts[k], &view);
        ids[k] = mt__held_new();
        rows[k] = mt__held_new();
        if (is_empty00(x) || x->cls == cls)
            mt_copy(rows[k], x);
        else
            mt_cell_box(rows[k], parts[k]); /* in a cell result: the value in a 1x1 cell */
        mt_resize(ids[k], MT_DOUBLE, 0, rows[k]->ndims, rows[k]->dims);
        for (i = 0; i < rows[k]->numel; i++)
            ((double *)ids[k]->data)[i] = (double)(total + i + 1);
        total += rows[k]->numel;
        a[k + 1].a = ids[k];
        a[k + 1].s = 0;
    }
    a[0] = *dim;
    pos = mt__held_new();
    mt_bi_cat(1, &pos, np + 1, a);
    for (k = 0; k < np; k++) {
        /* each part's elements as a row, the rows side by side */
        d[0] = rows[k]->numel ? 1 : 0;
        d[1] = rows[k]->numel;
        mt_resize(ids[k], MT_DOUBLE, 0, 2, d);
        for (i = 0; i < rows[k]->numel; i++)
            ((double *)ids[k]->data)[i] = (double)(i + 1);
        if (rows[k]->numel) {
            mt_array t = MT_ARRAY_INIT;
            mt_container_gather(&t, rows[k], ids[k]);
            mt__bi_give(rows[k], &t);
        }
        a[k].a = rows[k];
        a[k].s = 0;
    }
    all = mt__held_new();
    mt__cat_fn(all, np, a, 0);
    mt_container_gather(r, all, pos);
    mt__held_drop(all);
    mt__held_drop(pos);
    for (k = 0; k < np; k++) {
        mt__held_drop(ids[k]);
        mt__held_drop(rows[k]);
    }
}
BI(cat)
{
    mt_array r = MT_ARRAY_INIT, views[16];
    const mt_array *p[16];
    int d, k, i, nd, np = nargs - 1, any_cplx = 0;
    size_t dims[MT_MAXDIMS], before, after, off, o;
    (void)nout;
    d = mt__bi_dim("cat", &args[0]);
    if (d <= 1) {
        mt__cat_fn(&r, np, args + 1, d == 0);
        mt__bi_give(out[0], &r);
        return;
    }
    if (np > 16)
        mt_error("mat2c: cat of more than 16 arrays is not supported");
    nd = d + 1;
    for (k = 0; k < np; k++) {
        p[k] = mt__bi_arg(&args[k + 1], &views[k]);
        if (mt__is_container(p[k])) {
            cat_containers(&r, np, args + 1, &args[0]);
            mt__bi_give(out[0], &r);
            return;
        }
        any_cplx |= p[k]->cplx;
        if (p[k]->ndims > nd)
            nd = p[k]->ndims;
    }
    /* skip [] (0x0) operands as Octave does; the first other operand fixes the dims */
    for (i = 0; i < MT_MAXDIMS; i++)
        dims[i] = 0;
    {
        int have = 0;
        for (k = 0; k < np; k++) {
            const mt_array *a = p[k];
            if (a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0)
                continue;
            for (i = 0; i < nd; i++) {
                size_t e = i < a->ndims ? a->dims[i] : 1;
                if (!have)
                    dims[i] = e;
                else if (i == d)
                    dims[i] += e;
                else if (dims[i] != e)
                    mt_error("cat: dimension mismatch");
            }
            have = 1;
        }
        /* only [] operands: Octave stacks them (cat(3, [], []) is 0x0x2) */
        if (!have && np > 0) {
            for (i = 2; i < nd; i++)
                dims[i] = 1;
            dims[d] = (size_t)np;
        }
    }
    if (cat_class(np, p) == MT_CHAR)
        for (k = 0; k < np; k++)
            if (p[k]->cls != MT_CHAR &&
                !(p[k]->ndims == 2 && p[k]->dims[0] == 0 && p[k]->dims[1] == 0)) {
                mt_warn(NULL, "implicit conversion from numeric to char");
                break;
            }
    mt_resize(&r, cat_class(np, p), any_cplx, nd, dims);
    before = 1;
    for (i = 0; i < d; i++)
        before *= dims[i];
    after = 1;
    for (i = d + 1; i < nd; i++)
        after *= dims[i];
    off = 0;
    for (k = 0; k < np; k++) {
        const mt_array *a = p[k];
        size_t len = d < a->ndims ? a->dims[d] : 1, b;
        if (a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0)
            continue;
        for (o = 0; o < after; o++)
            for (b = 0; b < before * len; b++) {
                size_t di = o * before * dims[d] + off * before + b, si = o * before * len + b;
                if (r.cls == MT_CHAR)
                    ((uint8_t *)r.data)[di] = mt__char_of(a, si);
                else
                    mt__set_c(&r, di, mt__get(a, si), mt__get_im(a, si));
            }
        off += len;
    }
    mt__bi_give(out[0], &r);
}

BI(horzcat)
{
    mt_array r = MT_ARRAY_INIT;
    (void)nout;
    mt__cat_fn(&r, nargs, args, 0);
    mt__bi_give(out[0], &r);
}

BI(vertcat)
{
    mt_array r = MT_ARRAY_INIT;
    (void)nout;
    mt__cat_fn(&r, nargs, args, 1);
    mt__bi_give(out[0], &r);
}

/* shiftdim (Octave 7's m-file): x's dimensions rotated left by n (permute), or -n leading
 * singletons (reshape); n defaults to the number of leading singletons; ns = n. */
BI(shiftdim)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    int nd = x->ndims, k;
    double n = 0;
    if (nargs < 2) {
        for (k = 0; k < nd && x->dims[k] == 1; k++)
            ;
        n = k == nd || k == 0 ? nd : k;
    } else {
        mt_array v1;
        const mt_array *na = mt__bi_arg(&args[1], &v1);
        if (na->numel != 1 || na->cls > MT_CHAR || na->cplx || mt__get(na, 0) != trunc(mt__get(na, 0)))
            mt_error("shiftdim: N must be a scalar integer");
        n = mt__get(na, 0);
    }
    if (n >= nd)
        n = fmod(n, nd);
    if (n < 0) {
        size_t dims[MT_MAXDIMS];
        int m = (int)-n;
        if (mt__is_container(x))
            mt_error("mat2c: shiftdim of a cell or struct with N < 0 is not supported");
        if (-n + nd > MT_MAXDIMS)
            mt_error("mat2c: shiftdim to more than %d dimensions is not supported", MT_MAXDIMS);
        for (k = 0; k < m; k++)
            dims[k] = 1;
        for (k = 0; k < nd; k++)
            dims[m + k] = x->dims[k];
        mt_copy(&r, x);
        r.ndims = m + nd;
        memcpy(r.dims, dims, sizeof(size_t) * (size_t)(m + nd));
        while (r.ndims > 2 && r.dims[r.ndims - 1] == 1)
            r.ndims--;
        r.layout = MT_LAYOUT_FULL;
    } else if (n > 0) {
        mt_array pv = MT_ARRAY_INIT, *po = &r;
        mt_arg a2[2];
        size_t d2[2] = {1, (size_t)nd};
        mt_resize(&pv, MT_DOUBLE, 0, 2, d2);
        for (k = 0; k < nd; k++)
            mt__set(&pv, (size_t)k, (double)((k + (int)n) % nd + 1));
        a2[0] = args[0];
        a2[1].a = &pv;
        a2[1].s = 0;
        mt_bi_permute(1, &po, 2, a2);
        mt_free(&pv);
    } else {
        mt_copy(&r, x);
    }
    mt__bi_give(out[0], &r);
    if (nout >= 2)
        mt__bi_give_scalar(out[1], MT_DOUBLE, n);
}

BI(permute)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *pv = mt__bi_arg(&args[1], &v1);
    if (via_ids(mt_bi_permute, nargs, args, out[0]))
        return;
    int perm[MT_MAXDIMS], seen[MT_MAXDIMS] = {0}, np = (int)pv->numel, k, nd;
    size_t dims[MT_MAXDIMS], src[MT_MAXDIMS], stride[MT_MAXDIMS], i, es = mt_elsize(x->cls, x->cplx);
    UNUSED_BI;
    if (np < x->ndims || np > MT_MAXDIMS)
        mt_error("Invalid call to permute.  Correct usage is:\n\n -- permute (A, PERM)");
    for (k = 0; k < np; k++) {
        double v = mt__get(pv, (size_t)k);
        if (v != floor(v) || v < 1 || v > np)
            mt_error("permute: permutation vector contains an invalid element");
        if (seen[(int)v - 1])
            mt_error("permute: permutation vector cannot contain identical elements");
        perm[k] = (int)v - 1;
        seen[perm[k]] = 1;
    }
    if (x->layout == MT_LAYOUT_DIAG && np == 2 && x->numel > 1) {
        /* Octave's octave_base_diag::permute returns a diagonal matrix unchanged for
         * [1 2] and [2 1] alike (a non-square one keeps its shape) */
        mt_copy(&r, x);
        mt__bi_give(out[0], &r);
        return;
    }
    nd = np;
    for (k = 0; k < nd; k++)
        src[k] = k < x->ndims ? x->dims[k] : 1;
    stride[0] = 1;
    for (k = 1; k < nd; k++)
        stride[k] = stride[k - 1] * src[k - 1];
    for (k = 0; k < nd; k++)
        dims[k] = src[perm[k]];
    mt_resize(&r, x->cls, x->cplx, nd, dims);
    {
        size_t sub[MT_MAXDIMS] = {0};
        for (i = 0; i < x->numel; i++) {
            size_t so = 0;
            for (k = 0; k < nd; k++)
                so += sub[k] * stride[perm[k]];
            memcpy((char *)r.data + i * es, (const char *)x->data + so * es, es);
            for (k = 0; k < nd; k++) {
                if (++sub[k] < dims[k])
                    break;
                sub[k] = 0;
            }
        }
    }
    mt__bi_give(out[0], &r);
}

/* ipermute(x, perm) is permute(x, q) with q the inverse permutation (q(perm(k)) = k); an
 * invalid perm is reported by permute */
BI(ipermute)
{
    mt_array v1, q = MT_ARRAY_INIT;
    const mt_array *pv = mt__bi_arg(&args[1], &v1);
    mt_arg a2[2];
    size_t k, n = pv->numel;
    int valid = 1;
    mt__bi_set2(&q, MT_DOUBLE, 1, n);
    for (k = 0; k < n; k++)
        ((double *)q.data)[k] = 0;
    for (k = 0; k < n && valid; k++) {
        double v = mt__get(pv, k);
        valid = v == floor(v) && v >= 1 && v <= (double)n && ((double *)q.data)[(size_t)v - 1] == 0;
        if (valid)
            ((double *)q.data)[(size_t)v - 1] = (double)(k + 1);
    }
    a2[0] = args[0];
    a2[1].a = valid ? &q : pv;
    a2[1].s = 0;
    mt_bi_permute(nout, out, nargs, a2);
    mt_free(&q);
}

BI(squeeze)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t dims[MT_MAXDIMS];
    int k, nd = 0;
    UNUSED_BI;
    mt_copy(&r, x);
    if (x->ndims > 2) {
        for (k = 0; k < x->ndims; k++)
            if (x->dims[k] != 1)
                dims[nd++] = x->dims[k];
        while (nd < 2) /* a 1x1xN array becomes a column */
            dims[nd++] = 1;
        for (k = 0; k < MT_MAXDIMS; k++)
            r.dims[k] = k < nd ? dims[k] : 0;
        r.ndims = nd;
    }
    mt__bi_give(out[0], &r);
}

BI(toeplitz)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *c = mt__bi_arg(&args[0], &v0);
    const mt_array *rw = nargs >= 2 ? mt__bi_arg(&args[1], &v1) : c;
    size_t m = c->numel, n = rw->numel, i, j;
    mt_class cls;
    (void)nout;
    mt__bi_no_complex("toeplitz", c);
    mt__bi_no_complex("toeplitz", rw);
    if (!(c->ndims == 2 && (c->dims[0] == 1 || c->dims[1] == 1)) && c->numel != 0)
        mt_error(nargs >= 2 ? "toeplitz: C must be a vector" : "toeplitz: C must be a vector");
    if (!(rw->ndims == 2 && (rw->dims[0] == 1 || rw->dims[1] == 1)) && rw->numel != 0)
        mt_error("toeplitz: R must be a vector");
    if (nargs >= 2 && m > 0 && n > 0 && mt__get(c, 0) != mt__get(rw, 0))
        mt_warn(NULL, "toeplitz: column wins diagonal conflict");
    cls = c->cls;
    mt__bi_set2(&r, cls, m, n);
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++)
            mt__set(&r, i + j * m, i >= j ? mt__get(c, i - j) : mt__get(rw, j - i));
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* diag, magic, meshgrid, polyval, trapz                                      */
/* ------------------------------------------------------------------------- */

BI(diag)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    long k = 0;
    size_t i;
    int huge = 0;
    (void)nout;
    /* a cell's elements move as numbers would, [] where diag puts zeros */
    if (x->cls == MT_CELL && via_ids(mt_bi_diag, nargs, args, out[0]))
        return;
    if (mt__is_container(x))
        mt_error("octave_base_value::diag (): wrong type argument '%s'", mt__type_name(x));
    /* Fdiag's K is an index value: an array's first element; an empty one has none */
    if (nargs >= 2 && args[1].a && (mt__is_container(args[1].a) || args[1].a->numel == 0))
        mt_error("diag: invalid argument K");
    if (nargs >= 2) {
        double kv = args[1].a ? mt__get(args[1].a, 0) : args[1].s;
        if (args[1].a && args[1].a->cls == MT_CHAR)
            mt_error("diag: invalid argument K");
        /* K as an index: truncated; NaN, Inf and the like are a diagonal past any matrix */
        huge = !(fabs(kv) < 1e15);
        k = huge ? 0 : (long)trunc(kv);
    }
    if (nargs >= 3)
        mt_error("mat2c: diag (v, m, n) is not supported");
    if (x->ndims != 2)
        mt_error("diag: requires vector or matrix argument");
    if (x->dims[0] == 1 || x->dims[1] == 1 || (x->dims[0] == 0 && x->dims[1] == 0)) {
        /* a vector (or []) goes on diagonal k of a square matrix */
        size_t n = x->numel, ak = (size_t)(k < 0 ? -k : k), m = n + ak;
        if (huge || (double)m * (double)m * (double)mt_elsize(x->cls, x->cplx) >= 9.2e18)
            mt_error("out of memory or dimension too large for Octave's index type");
        if (n == 0) {
            mt__bi_set2(&r, x->cls, ak, ak);
            memset(r.data, 0, ak * ak * mt_elsize(x->cls, x->cplx));
        } else {
            size_t d[2];
            d[0] = d[1] = m;
            mt_resize(&r, x->cls, x->cplx, 2, d);
            memset(r.data, 0, m * m * mt_elsize(x->cls, x->cplx));
            for (i = 0; i < n; i++) {
                size_t row = k >= 0 ? i : i + ak, col = k >= 0 ? i + ak : i;
                mt__set_c(&r, row + col * m, mt__get(x, i), mt__get_im(x, i));
            }
            /* Octave keeps diag (v) a diagonal matrix (printed with its header) */
            if (k == 0 && n > 1 && (x->cls == MT_DOUBLE || (x->cls == MT_SINGLE && !x->cplx)))
                r.layout = MT_LAYOUT_DIAG;
        }
    } else {
        /* diagonal k of a matrix, as a column */
        size_t rows = x->dims[0], cols = x->dims[1], n = 0, i0 = k < 0 ? (size_t)-k : 0,
               j0 = k > 0 ? (size_t)k : 0, d[2];
        if (!huge && i0 < rows && j0 < cols)
            n = rows - i0 < cols - j0 ? rows - i0 : cols - j0;
        d[0] = n;
        d[1] = 1;
        mt_resize(&r, x->cls, x->cplx, 2, d);
        for (i = 0; i < n; i++)
            mt__set_c(&r, i, mt__get(x, (i0 + i) + (j0 + i) * rows),
                      mt__get_im(x, (i0 + i) + (j0 + i) * rows));
    }
    mt__bi_give(out[0], &r);
}

/* The magic square of order n in Octave's construction (odd, doubly even, singly even). */
static void magic_fill(double *a, long n)
{
    long i, j, k;
    if (n % 2 == 1) {
        for (k = 0; k < n * n; k++) {
            long shift = k / n;
            long c = (((k + 1) - shift + (n - 3) / 2) % n + n) % n;
            long r = ((n * n - k) + 2 * shift) % n;
            a[c * n + r] = (double)(k + 1);
        }
    } else if (n % 4 == 0) {
        long *I = (long *)mt__bi_alloc((size_t)n * sizeof(long)), m = 0, pass;
        double *old = (double *)mt__bi_alloc((size_t)(n * n) * sizeof(double));
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                a[i + j * n] = (double)(i * n + j + 1);
        for (pass = 0; pass < 2; pass++) {
            long s1 = pass ? 1 : 0, s2 = pass ? 2 : 3;
            m = 0;
            for (i = s1; i < n; i += 4)
                I[m++] = i;
            for (i = s2; i < n; i += 4)
                I[m++] = i;
            memcpy(old, a, (size_t)(n * n) * sizeof(double));
            /* A(I, I) = A(J, J) with J = fliplr (I) */
            for (i = 0; i < m; i++)
                for (j = 0; j < m; j++)
                    a[I[i] + I[j] * n] = old[I[m - 1 - i] + I[m - 1 - j] * n];
        }
        free(I);
        free(old);
    } else {
        long m = n / 2, kk = (m - 1) / 2;
        double *b = (double *)mt__bi_alloc((size_t)(m * m) * sizeof(double)), t;
        magic_fill(b, m);
        for (i = 0; i < m; i++)
            for (j = 0; j < m; j++) {
                double v = b[i + j * m];
                a[i + j * n] = v;
                a[i + (j + m) * n] = v + 2.0 * (double)(m * m);
                a[(i + m) + j * n] = v + 3.0 * (double)(m * m);
                a[(i + m) + (j + m) * n] = v + (double)(m * m);
            }
        free(b);
#define SWAP_ROWS(row, col)                                                                 \
    (t = a[(row) + (col) * n], a[(row) + (col) * n] = a[(row) + m + (col) * n],             \
     a[(row) + m + (col) * n] = t)
        if (kk > 1)
            for (j = 0; j < n; j++) {
                int in_j = (j >= 1 && j <= kk - 1) || (j >= n - kk + 1 && j <= n - 1);
                if (in_j)
                    for (i = 0; i < m; i++)
                        SWAP_ROWS(i, j);
            }
        for (i = 0; i < m; i++)
            if (i != kk)
                SWAP_ROWS(i, 0);
        SWAP_ROWS(kk, kk);
#undef SWAP_ROWS
    }
}

BI(magic)
{
    mt_array r = MT_ARRAY_INIT;
    double nv = trunc(mt__bi_scalar(args, 0));
    UNUSED_BI;
    if (nv < 0)
        mt_error("magic: N must be non-negative");
    if (!(nv >= 1)) {
        mt__bi_set2(&r, MT_DOUBLE, 0, 0);
    } else {
        mt__bi_set2(&r, MT_DOUBLE, (size_t)nv, (size_t)nv);
        magic_fill((double *)r.data, (long)nv);
    }
    mt__bi_give(out[0], &r);
}

/* out = a grid of n dimensions (extents len[0..n)) whose values are those of the vector v
 * along dimension along: element (s_0, ..., s_n-1) is v(s_along). */
static void grid_of(mt_array *out, const mt_array *v, int n, const size_t *len, int along)
{
    size_t total = 1, i, es = mt_elsize(v->cls, v->cplx), stride = 1, dims[MT_MAXDIMS];
    int k, nd = n;
    if (mt__is_container(v))
        mt_error("mat2c: a grid of a cell or struct is not supported");
    for (k = 0; k < n; k++) {
        total *= len[k];
        if (k < along)
            stride *= len[k];
        dims[k] = len[k];
    }
    while (nd > 2 && dims[nd - 1] == 1)
        nd--;
    if (nd < 2)
        dims[nd++] = 1;
    mt_resize(out, v->cls, v->cplx, nd, dims);
    for (i = 0; i < total; i++)
        memcpy((char *)out->data + i * es, (const char *)v->data + (i / stride) % len[along] * es,
               es);
}

static int is_vec(const mt_array *a)
{
    return a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1);
}

/* meshgrid (Octave 7's m-file): 2-D for fewer than three inputs and outputs, else 3-D with
 * x along the columns, y along the rows, z along the pages. */
BI(meshgrid)
{
    mt_array v[3];
    const mt_array *x = mt__bi_arg(&args[0], &v[0]);
    const mt_array *y = nargs >= 2 ? mt__bi_arg(&args[1], &v[1]) : x;
    const mt_array *z = nargs >= 3 ? mt__bi_arg(&args[2], &v[2]) : y;
    size_t len[3];
    int three = nout >= 3 || nargs >= 3, k;
    const mt_array *src[3];
    if (!three && !(is_vec(x) && is_vec(y)))
        mt_error("meshgrid: X and Y must be vectors");
    if (three && !(is_vec(x) && is_vec(y) && is_vec(z)))
        mt_error("meshgrid: X, Y, and Z must be vectors");
    len[0] = y->numel;
    len[1] = x->numel;
    len[2] = three ? z->numel : 1;
    src[0] = x;
    src[1] = y;
    src[2] = z;
    for (k = 0; k < (three ? 3 : 2) && (k == 0 || k < nout); k++)
        grid_of(out[k], src[k], three ? 3 : 2, len, k == 0 ? 1 : k == 1 ? 0 : 2);
}

/* y = y .* x for one element in the precision of the computation: C99's complex product
 * (libstdc++'s, NaN recovery included) when both are complex, part by part when one is real. */
static void pv_mul(int sg, int yc, int xc, double *yr, double *yi, double xr, double xi)
{
    if (yc && xc) {
        if (sg) {
            float complex a, b, c;
            ((float *)&a)[0] = (float)*yr;
            ((float *)&a)[1] = (float)*yi;
            ((float *)&b)[0] = (float)xr;
            ((float *)&b)[1] = (float)xi;
            c = a * b;
            *yr = (double)crealf(c);
            *yi = (double)cimagf(c);
        } else {
            double complex c = mt__cplx(*yr, *yi) * mt__cplx(xr, xi);
            *yr = creal(c);
            *yi = cimag(c);
        }
    } else if (yc) {
        *yr = mt__rnd(sg, *yr * xr);
        *yi = mt__rnd(sg, *yi * xr);
    } else {
        *yi = mt__rnd(sg, *yr * xi);
        *yr = mt__rnd(sg, *yr * xr);
    }
}

/* polyval.m's Horner loop `y = y .* x + p(i)` with a complex p or x, from y = p(1) (x's
 * class of ones): y is complex from the start when p is, after the first product when
 * only x is; narrowed when every imaginary part is zero, as Octave's values are. */
static void polyval_complex(mt_array *r, const mt_array *p, const mt_array *x, int sg)
{
    size_t i, k;
    mt_resize(r, sg ? MT_SINGLE : MT_DOUBLE, 1, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double xr = mt__get(x, i), xi = mt__get_im(x, i);
        double yr = mt__rnd(sg, mt__get(p, 0)), yi = mt__rnd(sg, mt__get_im(p, 0));
        int yc = p->cplx;
        for (k = 1; k < p->numel; k++) {
            pv_mul(sg, yc, x->cplx, &yr, &yi, xr, xi);
            yc |= x->cplx;
            yr = mt__rnd(sg, yr + mt__get(p, k));
            if (p->cplx)
                yi = mt__rnd(sg, yi + mt__get_im(p, k));
        }
        mt__set_c(r, i, yr, yi);
    }
    mt__narrow_complex(r);
}

BI(polyval)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *p = mt__bi_arg(&args[0], &v0), *x = mt__bi_arg(&args[1], &v1);
    size_t i, k;
    mt_class cls;
    UNUSED_BI;
    if ((p->cls != MT_DOUBLE && p->cls != MT_SINGLE) ||
        (!(p->ndims == 2 && (p->dims[0] == 1 || p->dims[1] == 1)) && p->numel != 0))
        mt_error("polyval: P must be a numeric floating point vector");
    if (x->cls != MT_DOUBLE && x->cls != MT_SINGLE)
        mt_error("polyval: X must be numeric floating point");
    cls = p->cls == MT_SINGLE || x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    if ((p->cplx || x->cplx) && p->numel && x->numel) {
        polyval_complex(&r, p, x, cls == MT_SINGLE);
        mt__bi_give(out[0], &r);
        return;
    }
    mt_resize(&r, cls, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double xv = mt__get(x, i), y = p->numel ? mt__get(p, 0) : 0;
        for (k = 1; k < p->numel; k++)
            y = y * xv + mt__get(p, k);
        mt__set(&r, i, y);
    }
    mt__bi_give(out[0], &r);
}

BI(trapz)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *x = NULL, *y;
    size_t before, len, after, o, b, k, dims[MT_MAXDIMS];
    int d = -1, i, nd, have_x = 0;
    double xs = 0;
    (void)nout;
    if (nargs == 1)
        y = mt__bi_arg(&args[0], &v0);
    else if (nargs == 2 && mt__bi_arg(&args[1], &v1)->numel == 1 &&
             mt__bi_arg(&args[0], &v0)->numel != 1) {
        y = mt__bi_arg(&args[0], &v0);
        d = (int)mt__bi_scalar(args, 1) - 1;
    } else {
        x = mt__bi_arg(&args[0], &v0);
        y = mt__bi_arg(&args[1], &v1);
        have_x = 1;
        if (nargs >= 3)
            d = (int)mt__bi_scalar(args, 2) - 1;
    }
    mt__bi_no_complex("trapz", y);
    if (x)
        mt__bi_no_complex("trapz", x);
    if (d < 0 && nargs < 3 && !(nargs == 2 && !have_x)) {
        d = 0;
        for (i = 0; i < y->ndims; i++)
            if (y->dims[i] > 1) {
                d = i;
                break;
            }
    } else if (d < 0 || d >= y->ndims)
        mt_error("trapz: DIM must be an integer and a valid dimension");
    mt__bi_split_dims(y, d, &before, &len, &after);
    if (have_x && x->numel != 1) {
        int xvec = x->ndims == 2 && (x->dims[0] == 1 || x->dims[1] == 1);
        if (!xvec)
            mt_error("mat2c: trapz with a matrix X is not supported");
        if (x->numel != len)
            mt_error("trapz: length of X and length of Y along DIM must match");
    }
    if (have_x && x->numel == 1)
        xs = mt__get(x, 0);
    nd = y->ndims;
    for (i = 0; i < nd; i++)
        dims[i] = y->dims[i];
    dims[d] = 1;
    mt_resize(&r, y->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, nd, dims);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            double s = 0;
            for (k = 0; k + 1 < len; k++) {
                size_t p = o * before * len + b + k * before;
                double pair = mt__get(y, p + before) + mt__get(y, p);
                if (have_x && x->numel != 1)
                    pair *= mt__get(x, k + 1) - mt__get(x, k);
                s += pair;
            }
            mt__set(&r, o * before + b, have_x && x->numel == 1 ? xs * 0.5 * s : 0.5 * s);
        }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* rot90, logspace                                                            */
/* ------------------------------------------------------------------------- */

BI(rot90)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    double kv;
    long k;
    size_t m = a->dims[0], n = a->dims[1], pages, pg, i, j, dims[MT_MAXDIMS],
           es = mt_elsize(a->cls, a->cplx);
    int d;
    (void)nout;
    if (via_ids(mt_bi_rot90, nargs, args, out[0]))
        return;
    /* rot90.m: isscalar (k) && isreal (k) && k == fix (k), then mod (k, 4) */
    if (nargs >= 2 && args[1].a &&
        (args[1].a->numel != 1 || args[1].a->cplx || mt__is_container(args[1].a)))
        mt_error("rot90: K must be a single real integer");
    kv = nargs >= 2 ? mt__bi_scalar(args, 1) : 1;
    if (kv != floor(kv))
        mt_error("rot90: K must be a single real integer");
    if (nargs >= 2 && args[1].a && (args[1].a->cls == MT_CHAR || args[1].a->cls == MT_LOGICAL))
        mt_error("mod: wrong type argument '%s'", /* rot90.m's mod (k, 4) */
                 args[1].a->cls == MT_CHAR ? mt__stored_char_type(args[1].a) : "bool");
    if (isinf(kv)) /* mod (Inf, 4) is NaN, which rot90.m's switch has no case for */
        mt_error("rot90: internal error!");
    k = ((long)fmod(kv, 4) + 4) % 4;
    if (k == 0) { /* rot90.m returns A itself (a diagonal matrix stays one) */
        mt_copy(&r, a);
        mt__bi_give(out[0], &r);
        return;
    }
    pages = m && n ? a->numel / (m * n) : 0;
    for (d = 0; d < a->ndims; d++)
        dims[d] = a->dims[d];
    if (k % 2) {
        dims[0] = n;
        dims[1] = m;
    }
    mt_resize(&r, a->cls, a->cplx, a->ndims, dims);
    for (pg = 0; pg < pages; pg++) {
        const char *src = (const char *)a->data + pg * m * n * es;
        char *dst = (char *)r.data + pg * m * n * es;
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++) {
                size_t to;
                switch (k) {
                case 0: to = i + j * m; break;
                case 1: to = (n - 1 - j) + i * n; break; /* B(n-1-j, i) = A(i, j) */
                case 2: to = (m - 1 - i) + (n - 1 - j) * m; break;
                default: to = j + (m - 1 - i) * n; break; /* B(j, m-1-i) = A(i, j) */
                }
                memcpy(dst + to * es, src + (i + j * m) * es, es);
            }
    }
    if (identity_diag(a))
        r.layout = MT_LAYOUT_PERM;
    mt__bi_give(out[0], &r);
}

/* 10 ^ z as std::pow (double, complex): polar (10 ^ re, im * log (10)). */
static void pow10_c(double re, double im, double *o)
{
    double rho = pow(10.0, re), th = im * log(10.0);
    o[0] = rho * cos(th);
    o[1] = rho * sin(th);
}

/* Complex logspace: 10 .^ Octave's complex linspace (ends set, the rest built from both
 * ends, the middle of an odd count the mean unless a == -b), narrowed when all real. */
static void logspace_complex(mt_array *r, double ar, double ai, double br, double bi, size_t n)
{
    size_t i, d[2];
    double *p, dr, di;
    d[0] = 1;
    d[1] = n;
    mt_resize(r, MT_DOUBLE, 1, 2, d);
    p = (double *)r->data;
    if (n == 0)
        return;
    if (n == 1) { /* linspace (a, b, 1) is b */
        pow10_c(br, bi, p);
        mt__narrow_complex(r);
        return;
    }
    dr = (br - ar) / (double)(n - 1);
    di = (bi - ai) / (double)(n - 1);
    pow10_c(ar, ai, p);
    pow10_c(br, bi, p + 2 * (n - 1));
    for (i = 1; i < n / 2; i++) {
        pow10_c(ar + (double)i * dr, ai + (double)i * di, p + 2 * i);
        pow10_c(br - (double)i * dr, bi - (double)i * di, p + 2 * (n - 1 - i));
    }
    if (n % 2 == 1) {
        if (ar == -br && ai == -bi)
            pow10_c(0, 0, p + 2 * (n / 2));
        else
            pow10_c((ar + br) / 2, (ai + bi) / 2, p + 2 * (n / 2));
    }
    mt__narrow_complex(r);
}

BI(logspace)
{
    mt_array r = MT_ARRAY_INIT;
    double a = mt__bi_scalar(args, 0), b = mt__bi_scalar(args, 1), n = 50;
    size_t i;
    (void)nout;
    if (nargs >= 3)
        n = trunc(mt__bi_scalar(args, 2));
    {
        mt_array v0, v1;
        if (mt__bi_arg(&args[0], &v0)->numel != 1 || mt__bi_arg(&args[1], &v1)->numel != 1 ||
            (nargs >= 3 && mt__bi_arg(&args[2], &v0)->numel != 1))
            mt_error("logspace: arguments A, B, and N must be scalars");
    }
    if (b == 3.141592653589793) /* Octave: logspace (a, pi) ends at pi */
        b = log10(3.141592653589793);
    if ((args[0].a && args[0].a->cplx) || (args[1].a && args[1].a->cplx)) {
        logspace_complex(&r, a, args[0].a && args[0].a->cplx ? mt__get_im(args[0].a, 0) : 0,
                         b, args[1].a && args[1].a->cplx ? mt__get_im(args[1].a, 0) : 0,
                         n >= 1 ? (size_t)n : 0);
        mt__bi_give(out[0], &r);
        return;
    }
    if (n >= 1)
        mt_linspace(&r, a, b, (size_t)n);
    else
        mt__bi_set2(&r, MT_DOUBLE, 1, 0); /* linspace with fewer than one point is 1x0 */
    for (i = 0; i < r.numel; i++)
        ((double *)r.data)[i] = pow(10.0, ((double *)r.data)[i]);
    mt__bi_give(out[0], &r);
}


/* ------------------------------------------------------------------------- */
/* svd, rank                                                                 */
/* ------------------------------------------------------------------------- */

/* a as a fresh column-major double copy; checks it is a real 2-D matrix. */
static double *real_matrix(const char *fn, const mt_array *a)
{
    double *d;
    size_t i;
    if (a->ndims != 2)
        mt_error("%s: A must be a 2-D matrix", fn);
    mt__bi_no_complex(fn, a);
    if (mt__is_int_class(a->cls))
        mt_error("%s: wrong type argument '%s matrix'", fn, mt_class_name(a->cls));
    d = (double *)mt__bi_alloc(a->numel * sizeof(double) + 1);
    for (i = 0; i < a->numel; i++)
        d[i] = mt__get(a, i);
    return d;
}

/* An m x n result from column-major values (interleaved complex when cplx); a diagonal
 * matrix (Octave's DiagMatrix) when diag, its min(m, n) values in v. */
static void svd_give(mt_array *out, mt_class cls, size_t m, size_t n, const double *v, int cplx,
                     int diag)
{
    mt_array r = MT_ARRAY_INIT;
    size_t dims[2], i;
    dims[0] = m;
    dims[1] = n;
    mt_resize(&r, cls, cplx, 2, dims);
    for (i = 0; i < m * n; i++)
        mt__set_c(&r, i, diag ? 0 : cplx ? v[2 * i] : v[i], diag || !cplx ? 0 : v[2 * i + 1]);
    if (diag) {
        for (i = 0; i < m && i < n; i++)
            mt__set(&r, i + i * m, v[i]);
        if (r.numel > 1)
            r.layout = MT_LAYOUT_DIAG;
    }
    mt__bi_give(out, &r);
}

/* V from LAPACK's V' (V^H): k x n into n x k */
static double *svd_v_of_vt(const double *vt, size_t k, size_t n, int cplx)
{
    size_t i, j, w = cplx ? 2 : 1;
    double *v = (double *)mt__bi_alloc((w * n * k + 1) * sizeof(double));
    for (j = 0; j < n; j++)
        for (i = 0; i < k; i++) {
            v[w * (j + i * n)] = vt[w * (i + j * k)];
            if (cplx)
                v[w * (j + i * n) + 1] = -vt[w * (i + j * k) + 1];
        }
    return v;
}

static void svd_identity_give(mt_array *out, mt_class cls, size_t m, size_t n)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    mt__bi_set2(&r, cls, m, n);
    for (i = 0; i < m * n; i++)
        mt__set(&r, i, 0);
    for (i = 0; i < m && i < n; i++)
        mt__set(&r, i + i * m, 1);
    mt__bi_give(out, &r);
}

/* Octave's svd: singular values (gesvd without vectors) or [U, S, V] (gesvd, Octave 7's
 * default driver), economy-sized for svd(A, "econ") and for svd(A, 0) of a tall A. Without
 * LAPACK only the singular values (one-sided Jacobi). */
BI(svd)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i;
    int econ = 0, cplx = x->cplx, info;
    mt_class cls;
    char job;
    double *a, *s, *u = NULL, *vt = NULL;
    if (x->ndims != 2)
        mt_error("svd: A must be a 2-D matrix");
    if (x->cls != MT_DOUBLE && x->cls != MT_SINGLE)
        mt_error("svd: wrong type argument '%s'", mt__type_name(x));
    cls = x->cls;
    for (i = 0; i < x->numel; i++)
        if (!isfinite(mt__get(x, i)) || !isfinite(mt__get_im(x, i)))
            mt_error("svd: cannot take SVD of matrix containing Inf or NaN values");
    if (nargs >= 2) {
        mt_array v1;
        const mt_array *e = mt__bi_arg(&args[1], &v1);
        int real_scalar = e->numel == 1 && !e->cplx && e->cls != MT_CHAR &&
                          e->cls != MT_CELL && e->cls != MT_STRUCT;
        econ = !real_scalar || mt__get(e, 0) != 0 || m > n;
    }
    if (nout <= 1) {
        if (k == 0) {
            svd_give(out[0], cls, 0, 1, NULL, 0, 0);
            return;
        }
    } else if (k == 0) {
        if (econ) {
            svd_identity_give(out[0], cls, m, m < n ? 0 : k);
            svd_give(out[1], cls, k, k, NULL, 0, 0);
            if (nout > 2)
                svd_identity_give(out[2], cls, n, n < m ? 0 : k);
        } else {
            svd_identity_give(out[0], cls, m, m);
            svd_give(out[1], cls, m, n, NULL, 0, 0);
            if (nout > 2)
                svd_identity_give(out[2], cls, n, n);
        }
        return;
    }
    job = nout <= 1 ? 'N' : econ ? 'S' : 'A';
    a = (double *)mt__bi_alloc(((cplx ? 2 : 1) * x->numel + 1) * sizeof(double));
    for (i = 0; i < x->numel; i++) {
        if (cplx) {
            a[2 * i] = mt__get(x, i);
            a[2 * i + 1] = mt__get_im(x, i);
        } else {
            a[i] = mt__get(x, i);
        }
    }
    s = (double *)mt__bi_alloc((k + 1) * sizeof(double));
    if (job != 'N') {
        size_t ucols = job == 'A' ? m : k, vrows = job == 'A' ? n : k, w = cplx ? 2 : 1;
        u = (double *)mt__bi_alloc((w * m * ucols + 1) * sizeof(double));
        vt = (double *)mt__bi_alloc((w * vrows * n + 1) * sizeof(double));
    }
    /* Octave works in the matrix's precision: sgesvd/cgesvd for single */
    info = cls == MT_SINGLE ? mt__la_gesvd_single(cplx, job, m, n, a, s, u, vt)
                            : mt__la_gesvd(cplx, job, m, n, a, s, u, vt);
    if (info == MT_LA_MISSING) {
        if (job != 'N' || cplx)
            mt_error("mat2c: svd of a complex matrix or with singular vectors needs LAPACK "
                     "(this program was built without it)");
        for (i = 0; i < x->numel; i++)
            a[i] = mt__get(x, i);
        singular_values(a, m, n, s);
        info = 0;
    }
    if (info < 0)
        mt_error(cplx ? "unrecoverable error in zgesvd" : "unrecoverable error in dgesvd");
    if (info > 0)
        mt_error(cplx ? "zgesvd failed to converge" : "dgesvd failed to converge");
    for (i = 0; i < k; i++)
        s[i] = fabs(s[i]); /* LAPACK leaves the -0 of svd (-0); Octave gives 0 (bug #55710) */
    if (job == 'N') {
        svd_give(out[0], cls, k, 1, s, 0, 0);
    } else {
        size_t ucols = job == 'A' ? m : k, vrows = job == 'A' ? n : k;
        svd_give(out[0], cls, m, ucols, u, cplx, 0);
        svd_give(out[1], cls, ucols, vrows, s, 0, 1);
        if (nout > 2) {
            double *v = svd_v_of_vt(vt, vrows, n, cplx);
            svd_give(out[2], cls, n, vrows, v, cplx, 0);
            free(v);
        }
    }
    free(a);
    free(s);
    free(u);
    free(vt);
}

/* Octave's rank.m: singular values above max (size (A)) * sigma(1) * eps, or above TOL. */
BI(rank)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t m = x->dims[0], n = x->dims[1], q = m < n ? m : n, i, r = 0;
    double *a, *sv, tol;
    (void)nout;
    a = real_matrix("rank", x);
    for (i = 0; i < m * n; i++) /* rank.m's svd (A) */
        if (!isfinite(a[i])) {
            free(a);
            mt_error("svd: cannot take SVD of matrix containing Inf or NaN values");
        }
    sv = (double *)mt__bi_alloc(q * sizeof(double) + 1);
    /* svd (A) as Octave: LAPACK's gesvd in A's precision, else the Jacobi fallback */
    if (q == 0 || mt__la_svd_sigma(0, x->cls == MT_SINGLE, m, n, a, sv) == MT_LA_MISSING) {
        free(a);
        a = real_matrix("rank", x);
        singular_values(a, m, n, sv);
    }
    if (nargs >= 2)
        tol = mt__bi_scalar(args, 1);
    else if (x->cls == MT_SINGLE)
        tol = (double)((float)(m > n ? m : n) * (float)(q ? sv[0] : 0) * FLT_EPSILON);
    else
        tol = (double)(m > n ? m : n) * (q ? sv[0] : 0) * DBL_EPSILON;
    for (i = 0; i < q; i++)
        if (sv[i] > tol)
            r++;
    free(sv);
    free(a);
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)r);
}


/* ------------------------------------------------------------------------- */
/* function forms of the matrix operators                                     */
/* ------------------------------------------------------------------------- */

BI(mtimes)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    UNUSED_BI;
    mt_mtimes(&r, mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1));
    mt__bi_give(out[0], &r);
}

BI(mldivide)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    UNUSED_BI;
    mt_mldivide(&r, mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1));
    mt__bi_give(out[0], &r);
}

BI(mrdivide)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    UNUSED_BI;
    mt_mrdivide(&r, mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1));
    mt__bi_give(out[0], &r);
}

BI(transpose)
{
    mt_array v0, r = MT_ARRAY_INIT;
    UNUSED_BI;
    mt_transpose(&r, mt__bi_arg(&args[0], &v0));
    mt__bi_give(out[0], &r);
}

BI(ctranspose)
{
    mt_array v0, r = MT_ARRAY_INIT;
    UNUSED_BI;
    mt_ctranspose(&r, mt__bi_arg(&args[0], &v0));
    mt__bi_give(out[0], &r);
}

/* ndgrid (Octave 7's m-file): output i varies along dimension i; one input stands for as
 * many as there are outputs; a single dimension is x(:). */
BI(ndgrid)
{
    mt_array *views, col = MT_ARRAY_INIT;
    const mt_array **in;
    size_t *len;
    int nd = 1, k;
    if (nargs == 1)
        nd = nout > 1 ? nout : 1;
    else if (nargs >= nout)
        nd = nargs;
    else
        mt_error("ndgrid: wrong number of input arguments");
    if (nd > MT_MAXDIMS)
        mt_error("mat2c: ndgrid of more than %d dimensions is not supported", MT_MAXDIMS);
    views = (mt_array *)mt__bi_alloc((size_t)nd * sizeof *views);
    in = (const mt_array **)mt__bi_alloc((size_t)nd * sizeof *in);
    len = (size_t *)mt__bi_alloc((size_t)nd * sizeof *len + 1);
    for (k = 0; k < nd; k++) {
        in[k] = nargs == 1 ? (k == 0 ? mt__bi_arg(&args[0], &views[0]) : in[0])
                           : mt__bi_arg(&args[k], &views[k]);
        if (!is_vec(in[k]) && in[k]->numel != 0)
            break;
        len[k] = in[k]->numel;
    }
    if (k < nd) {
        free(views);
        free(in);
        free(len);
        mt_error("ndgrid: arguments must be vectors");
    }
    if (nd == 1) {
        size_t d[2] = {len[0], 1};
        mt_copy(&col, in[0]);
        col.ndims = 2;
        memcpy(col.dims, d, sizeof d);
        col.layout = MT_LAYOUT_FULL;
        mt__bi_give(out[0], &col);
    } else {
        for (k = 0; k < nd && (k == 0 || k < nout); k++)
            grid_of(out[k], in[k], nd, len, k);
    }
    free(views);
    free(in);
    free(len);
}
