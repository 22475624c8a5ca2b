/* mt_factor.c — matrix factorizations: lu, qr, chol, and pinv (generic builtin entries).
 *
 * Octave calls LAPACK; to print the same factors these follow the reference algorithms'
 * conventions and operation order:
 *  - lu: dgetf2's partial pivoting (the first largest |a| of the column; a zero column
 *    leaves the pivot and is not scaled), multipliers scaled by the pivot's reciprocal,
 *    rank-1 updates in column order. `Y = lu(A)` is LAPACK's packed result.
 *  - qr: dgeqr2's Householder reflections (dlarfg: beta = -sign(alpha) * norm, no
 *    reflection when the column below the diagonal is zero), Q accumulated backwards as
 *    dorg2r, column pivoting with dlaqp2's norm downdating. `X = qr(A)` is what Octave 7
 *    returns for one output: dgeqrf's packed result with each reflector scaled by its tau.
 *  - chol: dpotrf's order on the upper (or, for 'lower', the lower) triangle.
 * Permutation matrices carry the layout MT_LAYOUT_PERM (printed with Octave's "Permutation
 * Matrix" header). Complex lu, chol and qr follow zgetf2 (pivot by |re| + |im|), zpotrf and
 * zgeqr2/zung2r; complex pivoted qr and pinv stop with a mat2c error.
 */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>


/* x as a fresh column-major double copy; checks it is a real 2-D numeric matrix. */
static double *fac_matrix(const char *fn, const mt_array *x)
{
    double *d;
    size_t i;
    if (x->cls == MT_CHAR)
        mt_error("invalid conversion from string to real matrix");
    if (x->cls == MT_CELL || x->cls == MT_STRUCT)
        mt_error("%s: wrong type argument '%s'", fn, mt_class_name(x->cls));
    if (x->ndims != 2)
        mt_error("%s: A must be a 2-D matrix", fn);
    if (x->cplx)
        mt_error("mat2c: %s of a complex matrix is not supported", fn);
    d = (double *)mt__bi_alloc(x->numel * sizeof(double) + 1);
    for (i = 0; i < x->numel; i++)
        d[i] = mt__get(x, i);
    return d;
}

/* A result of x's precision: single for single input, else double. */
static mt_class fac_class(const mt_array *x)
{
    return x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
}

static void give_matrix(mt_array *out, mt_class cls, size_t m, size_t n, const double *v)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    mt__bi_set2(&r, cls, m, n);
    for (i = 0; i < m * n; i++)
        mt__set(&r, i, v[i]);
    mt__bi_give(out, &r);
}

/* The permutation matrix with P(i, perm[i]) = 1 (rows) or P(perm[j], j) = 1 (columns). */
static void give_perm(mt_array *out, size_t n, const size_t *perm, int by_rows)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    double *d;
    mt__bi_set2(&r, MT_DOUBLE, n, n);
    d = (double *)r.data;
    memset(d, 0, n * n * sizeof(double));
    for (i = 0; i < n; i++) {
        if (by_rows)
            d[i + perm[i] * n] = 1;
        else
            d[perm[i] + i * n] = 1;
    }
    r.layout = n > 1 ? MT_LAYOUT_PERM : MT_LAYOUT_FULL;
    mt__bi_give(out, &r);
}

/* ------------------------------------------------------------------------- */
/* complex lu and chol                                                        */
/* ------------------------------------------------------------------------- */

typedef double _Complex zdouble;

/* re + im i without arithmetic (keeps signed zeros, and Inf * 0 never meets I). */
static zdouble mkz(double re, double im)
{
    zdouble z;
    ((double *)&z)[0] = re;
    ((double *)&z)[1] = im;
    return z;
}

static zdouble *zfac_matrix(const mt_array *x)
{
    zdouble *d = (zdouble *)mt__bi_alloc(x->numel * sizeof(zdouble) + 1);
    size_t i;
    for (i = 0; i < x->numel; i++)
        d[i] = mkz(mt__get(x, i), mt__get_im(x, i));
    return d;
}

/* A complex result, real when every imaginary part is zero (Octave narrows). */
static void give_zmatrix(mt_array *out, mt_class cls, size_t m, size_t n, const zdouble *v)
{
    mt_array r = MT_ARRAY_INIT;
    size_t dims[2], i;
    dims[0] = m;
    dims[1] = n;
    mt_resize(&r, cls, 1, 2, dims);
    for (i = 0; i < m * n; i++) {
        if (cls == MT_SINGLE) {
            ((float *)r.data)[2 * i] = (float)creal(v[i]);
            ((float *)r.data)[2 * i + 1] = (float)cimag(v[i]);
        } else {
            ((double *)r.data)[2 * i] = creal(v[i]);
            ((double *)r.data)[2 * i + 1] = cimag(v[i]);
        }
    }
    mt__narrow_complex(&r);
    mt__bi_give(out, &r);
}

/* zgetf2: the pivot is the first largest |re| + |im| (izamax). */
static void zlu_packed(zdouble *a, size_t m, size_t n, size_t *perm)
{
    size_t k = m < n ? m : n, j, i, c;
    for (i = 0; i < m; i++)
        perm[i] = i;
    for (j = 0; j < k; j++) {
        size_t p = j;
        double best = fabs(creal(a[j + j * m])) + fabs(cimag(a[j + j * m]));
        for (i = j + 1; i < m; i++) {
            double v = fabs(creal(a[i + j * m])) + fabs(cimag(a[i + j * m]));
            if (v > best) {
                best = v;
                p = i;
            }
        }
        if (a[p + j * m] != 0) {
            zdouble r;
            if (p != j) {
                size_t t = perm[p];
                perm[p] = perm[j];
                perm[j] = t;
                for (c = 0; c < n; c++) {
                    zdouble x = a[p + c * m];
                    a[p + c * m] = a[j + c * m];
                    a[j + c * m] = x;
                }
            }
            r = 1.0 / a[j + j * m];
            for (i = j + 1; i < m; i++)
                a[i + j * m] *= r;
        }
        for (c = j + 1; c < n; c++) {
            zdouble t = -a[j + c * m];
            if (t == 0)
                continue;
            for (i = j + 1; i < m; i++)
                a[i + c * m] += a[i + j * m] * t;
        }
    }
}

/* The third output of lu: P as a permutation matrix, or as a column of row numbers
 * (`'vector'`). */
static void give_lu_perm(mt_array *out, int vec, size_t m, const size_t *perm)
{
    size_t i;
    if (vec) {
        mt_array r = MT_ARRAY_INIT;
        mt__bi_set2(&r, MT_DOUBLE, m, 1);
        for (i = 0; i < m; i++)
            mt__set(&r, i, (double)(perm[i] + 1));
        mt__bi_give(out, &r);
    } else
        give_perm(out, m, perm, 1);
}

static void zlu(int nout, mt_array *const *out, const mt_array *x, int vec)
{
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, j;
    mt_class cls = fac_class(x);
    zdouble *a = zfac_matrix(x), *L, *U;
    size_t *perm = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    zlu_packed(a, m, n, perm);
    if (nout <= 1) {
        give_zmatrix(out[0], cls, m, n, a);
        free(a);
        free(perm);
        return;
    }
    L = (zdouble *)mt__bi_alloc(m * k * sizeof(zdouble) + 1);
    U = (zdouble *)mt__bi_alloc(k * n * sizeof(zdouble) + 1);
    for (j = 0; j < k; j++)
        for (i = 0; i < m; i++)
            L[(nout == 2 ? perm[i] : i) + j * m] = i == j ? 1 : i > j ? a[i + j * m] : 0;
    for (j = 0; j < n; j++)
        for (i = 0; i < k; i++)
            U[i + j * k] = i <= j ? a[i + j * m] : 0;
    give_zmatrix(out[0], cls, m, k, L);
    give_zmatrix(out[1], cls, k, n, U);
    if (nout >= 3)
        give_lu_perm(out[2], vec, m, perm);
    free(L);
    free(U);
    free(a);
    free(perm);
}

/* zpotrf: A = R' * R from the upper triangle (the diagonal's real part); lower: L = R'. */
static void zchol(int nout, mt_array *const *out, const mt_array *x, int lower)
{
    size_t n = x->dims[0], i, j, k, done;
    int fail = 0;
    zdouble *a = zfac_matrix(x), *R, *res;
    if (lower)
        for (j = 0; j < n; j++)
            for (i = 0; i < j; i++)
                a[i + j * n] = conj(a[j + i * n]);
    R = (zdouble *)mt__bi_alloc(n * n * sizeof(zdouble) + 1);
    for (done = 0; done < n; done++) {
        double d = creal(a[done + done * n]);
        j = done;
        for (k = 0; k < j; k++)
            d -= creal(R[k + j * n]) * creal(R[k + j * n]) +
                 cimag(R[k + j * n]) * cimag(R[k + j * n]);
        if (!(d > 0)) {
            fail = 1;
            break;
        }
        d = sqrt(d);
        R[j + j * n] = d;
        for (i = j + 1; i < n; i++) {
            zdouble s = a[j + i * n];
            for (k = 0; k < j; k++)
                s -= conj(R[k + j * n]) * R[k + i * n];
            R[j + i * n] = s / d;
        }
    }
    if (fail && nout < 2)
        mt_error("chol: input matrix must be positive definite");
    res = (zdouble *)mt__bi_alloc(done * done * sizeof(zdouble) + 1);
    for (j = 0; j < done; j++)
        for (i = 0; i < done; i++)
            if (lower) { /* a zero imaginary part is +0, as zpotrf('L') computes it */
                zdouble z = R[j + i * n];
                res[i + j * done] = mkz(creal(z), cimag(z) == 0 ? 0.0 : -cimag(z));
            } else
                res[i + j * done] = R[i + j * n];
    give_zmatrix(out[0], fac_class(x), done, done, res);
    if (nout >= 2)
        mt__bi_give_scalar(out[1], MT_DOUBLE, fail ? (double)(done + 1) : 0);
    free(res);
    free(a);
    free(R);
}

/* sqrt(x^2 + y^2 + z^2) as dlapy3. */
static double lapy3(double x, double y, double z)
{
    double ax = fabs(x), ay = fabs(y), az = fabs(z), w = ax;
    if (ay > w)
        w = ay;
    if (az > w)
        w = az;
    if (w == 0)
        return ax + ay + az;
    return w * sqrt((ax / w) * (ax / w) + (ay / w) * (ay / w) + (az / w) * (az / w));
}

/* dladiv's robust complex division (a + bi) / (c + di), for normal-range operands. */
static double ladiv2(double a, double b, double c, double d, double r, double t)
{
    double br;
    if (r != 0) {
        br = b * r;
        return br != 0 ? (a + br) * t : a * t + (b * t) * r;
    }
    return (a + d * (b / c)) * t;
}

static zdouble zladiv(zdouble x, zdouble y)
{
    double a = creal(x), b = cimag(x), c = creal(y), d = cimag(y), r, t, p, q;
    if (fabs(d) <= fabs(c)) {
        r = d / c;
        t = 1.0 / (c + d * r);
        p = ladiv2(a, b, c, d, r, t);
        q = ladiv2(b, -a, c, d, r, t);
    } else {
        r = c / d;
        t = 1.0 / (d + c * r);
        p = ladiv2(b, a, d, c, r, t);
        q = -ladiv2(a, -b, d, c, r, t);
    }
    return mkz(p, q);
}

/* zlarfg: returns tau; x becomes v(2:end), *alpha the real beta. */
static zdouble zlarfg(zdouble *alpha, zdouble *x, size_t n)
{
    long double ss = 0;
    double xnorm, ar = creal(*alpha), ai = cimag(*alpha), beta;
    zdouble tau, r;
    size_t i;
    for (i = 0; i < n; i++)
        ss += (long double)creal(x[i]) * (long double)creal(x[i])
              + (long double)cimag(x[i]) * (long double)cimag(x[i]);
    xnorm = (double)sqrtl(ss);
    if (xnorm == 0 && ai == 0)
        return 0;
    beta = lapy3(ar, ai, xnorm);
    if (ar >= 0)
        beta = -beta;
    tau = mkz((beta - ar) / beta, -ai / beta);
    r = zladiv(1.0, *alpha - beta);
    for (i = 0; i < n; i++)
        x[i] *= r;
    *alpha = beta;
    return tau;
}

/* C := (I - tau v v^H) C on rows r0.. and columns c0..c1 (zlarf, v(0) = 1). */
static void zlarf_left(zdouble *a, size_t m, size_t r0, size_t c0, size_t c1, const zdouble *v1,
                       zdouble tau)
{
    size_t c, i;
    if (tau == 0)
        return;
    for (c = c0; c < c1; c++) {
        zdouble w = conj(a[r0 + c * m]), t;
        for (i = r0 + 1; i < m; i++)
            w += conj(a[i + c * m]) * v1[i - r0 - 1];
        t = -tau * conj(w);
        a[r0 + c * m] += t;
        for (i = r0 + 1; i < m; i++)
            a[i + c * m] += v1[i - r0 - 1] * t;
    }
}

/* a * x as OpenBLAS's zscal kernel rounds it (fused multiply-adds). */
static zdouble zscal1(zdouble a, zdouble x)
{
    double ar = creal(a), ai = cimag(a), xr = creal(x), xi = cimag(x);
    return mkz(fma(ar, xr, -(ai * xi)), fma(ar, xi, ai * xr));
}

/* Complex qr without pivoting (zgeqr2, zung2r). */
static void zqr(int nout, mt_array *const *out, const mt_array *x, int econ)
{
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, j, qc, rr;
    mt_class cls = fac_class(x);
    zdouble *a = zfac_matrix(x), *tau, *q, *R;
    if (nout >= 3)
        mt_error("mat2c: qr with column pivoting of a complex matrix is not supported");
    tau = (zdouble *)mt__bi_alloc((k + 1) * sizeof(zdouble));
    for (j = 0; j < k; j++) {
        tau[j] = j + 1 < m || cimag(a[j + j * m]) != 0
                     ? zlarfg(&a[j + j * m], &a[j + 1 + j * m], j + 1 < m ? m - j - 1 : 0)
                     : 0;
        if (j + 1 < n) {
            zdouble ajj = a[j + j * m];
            a[j + j * m] = 1;
            zlarf_left(a, m, j, j + 1, n, &a[j + 1 + j * m], conj(tau[j]));
            a[j + j * m] = ajj;
        }
    }
    if (nout <= 1) {
        for (j = 0; j < k; j++)
            for (i = j + 1; i < m; i++)
                a[i + j * m] *= tau[j];
        give_zmatrix(out[0], cls, m, n, a);
        free(a);
        free(tau);
        return;
    }
    qc = econ ? k : m;
    rr = econ ? k : m;
    q = (zdouble *)mt__bi_alloc(m * qc * sizeof(zdouble) + 1);
    for (j = 0; j < qc; j++)
        for (i = 0; i < m; i++)
            q[i + j * m] = j < k && i > j ? a[i + j * m] : 0;
    for (j = k; j < qc; j++)
        q[j + j * m] = 1;
    for (i = k < qc ? k : qc; i-- > 0;) {
        size_t r;
        if (i + 1 < qc) {
            q[i + i * m] = 1;
            zlarf_left(q, m, i, i + 1, qc, &q[i + 1 + i * m], tau[i]);
        }
        for (r = i + 1; r < m; r++)
            q[r + i * m] = zscal1(-tau[i], q[r + i * m]);
        q[i + i * m] = 1.0 - tau[i];
        for (r = 0; r < i; r++)
            q[r + i * m] = 0;
    }
    R = (zdouble *)mt__bi_alloc(rr * n * sizeof(zdouble) + 1);
    for (j = 0; j < n; j++)
        for (i = 0; i < rr; i++)
            R[i + j * rr] = i <= j && i < m ? a[i + j * m] : 0;
    give_zmatrix(out[0], cls, m, qc, q);
    give_zmatrix(out[1], cls, rr, n, R);
    free(q);
    free(R);
    free(a);
    free(tau);
}

/* ------------------------------------------------------------------------- */
/* lu                                                                         */
/* ------------------------------------------------------------------------- */

/* In-place LU of the m x n matrix a (dgetf2); perm[i] is the original row now at row i. */
static void lu_packed(double *a, size_t m, size_t n, size_t *perm)
{
    size_t k = m < n ? m : n, j, i, c;
    for (i = 0; i < m; i++)
        perm[i] = i;
    for (j = 0; j < k; j++) {
        size_t p = j;
        double best = fabs(a[j + j * m]);
        for (i = j + 1; i < m; i++)
            if (fabs(a[i + j * m]) > best) {
                best = fabs(a[i + j * m]);
                p = i;
            }
        if (a[p + j * m] != 0) {
            if (p != j) {
                size_t t = perm[p];
                perm[p] = perm[j];
                perm[j] = t;
                for (c = 0; c < n; c++) {
                    double x = a[p + c * m];
                    a[p + c * m] = a[j + c * m];
                    a[j + c * m] = x;
                }
            }
            if (fabs(a[j + j * m]) >= DBL_MIN) {
                double r = 1.0 / a[j + j * m];
                for (i = j + 1; i < m; i++)
                    a[i + j * m] *= r;
            } else
                for (i = j + 1; i < m; i++)
                    a[i + j * m] /= a[j + j * m];
        }
        for (c = j + 1; c < n; c++) {
            double t = -a[j + c * m];
            if (t == 0)
                continue;
            for (i = j + 1; i < m; i++)
                a[i + c * m] += a[i + j * m] * t;
        }
    }
}

static void give_la(mt_array *out, mt_class cls, int cplx, size_t m, size_t n, const double *v);

/* lu through LAPACK as Octave's lu<T> (xgetrf) and Flu: Y, [P'L, U] or [L, U, P]; returns 0
 * for the cases left to the runtime's own routine. */
static int lu_lapack(int nout, mt_array *const *out, const mt_array *x, int vec)
{
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, j, c, w = x->cplx ? 2 : 1;
    int single = x->cls == MT_SINGLE;
    mt_class cls = fac_class(x);
    double *a, *L, *U;
    size_t *perm;
    if (!mt__la_available() || x->ndims != 2 || m == 0 || n == 0 || x->cls == MT_CHAR ||
        x->cls == MT_CELL || x->cls == MT_STRUCT || mt__is_int_class(x->cls))
        return 0;
    a = mt__values(x);
    perm = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    mt__la_getrf(x->cplx, single, m, n, a, perm);
    if (nout <= 1) {
        give_la(out[0], cls, x->cplx, m, n, a);
        free(a);
        free(perm);
        return 1;
    }
    L = (double *)mt__bi_alloc((w * m * k + 1) * sizeof(double));
    U = (double *)mt__bi_alloc((w * k * n + 1) * sizeof(double));
    for (j = 0; j < k; j++)
        for (i = 0; i < m; i++) {
            /* L = P' * L for two outputs: row i goes to row perm[i] */
            size_t r = nout == 2 ? perm[i] : i;
            for (c = 0; c < w; c++)
                L[w * (r + j * m) + c] = i == j ? (c == 0 ? 1 : 0) : i > j ? a[w * (i + j * m) + c] : 0;
        }
    for (j = 0; j < n; j++)
        for (i = 0; i < k; i++)
            for (c = 0; c < w; c++)
                U[w * (i + j * k) + c] = i <= j ? a[w * (i + j * m) + c] : 0;
    give_la(out[0], cls, x->cplx, m, k, L);
    give_la(out[1], cls, x->cplx, k, n, U);
    if (nout >= 3)
        give_lu_perm(out[2], vec, m, perm);
    free(L);
    free(U);
    free(a);
    free(perm);
    return 1;
}

BI(lu)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, j;
    mt_class cls;
    double *a, *L, *U;
    size_t *perm;
    int vec = 0;
    if (nargs >= 2) {
        if (mt__bi_is_word(&args[1], "vector"))
            vec = 1;
        else
            mt_error("lu: unrecognized string argument");
    }
    if (x->numel == 0 && x->ndims == 2) { /* Flu: every output of an empty A is 0x0 */
        int o;
        for (o = 0; o < (nout < 1 ? 1 : nout); o++) {
            mt_array e = MT_ARRAY_INIT;
            mt__bi_set2(&e, MT_DOUBLE, 0, 0);
            mt__bi_give(out[o], &e);
        }
        return;
    }
    if (lu_lapack(nout, out, x, vec))
        return;
    if (x->cplx && x->ndims == 2) {
        zlu(nout, out, x, vec);
        return;
    }
    a = fac_matrix("lu", x);
    cls = fac_class(x);
    perm = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    lu_packed(a, m, n, perm);
    if (nout <= 1) {
        give_matrix(out[0], cls, m, n, a);
        free(a);
        free(perm);
        return;
    }
    L = (double *)mt__bi_alloc(m * k * sizeof(double) + 1);
    U = (double *)mt__bi_alloc(k * n * sizeof(double) + 1);
    for (j = 0; j < k; j++)
        for (i = 0; i < m; i++)
            L[i + j * m] = i == j ? 1 : i > j ? a[i + j * m] : 0;
    for (j = 0; j < n; j++)
        for (i = 0; i < k; i++)
            U[i + j * k] = i <= j ? a[i + j * m] : 0;
    if (nout == 2) { /* L = P' * L: row i of L goes to row perm[i] */
        double *PL = (double *)mt__bi_alloc(m * k * sizeof(double) + 1);
        for (j = 0; j < k; j++)
            for (i = 0; i < m; i++)
                PL[perm[i] + j * m] = L[i + j * m];
        free(L);
        L = PL;
    }
    give_matrix(out[0], cls, m, k, L);
    give_matrix(out[1], cls, k, n, U);
    if (nout >= 3)
        give_lu_perm(out[2], vec, m, perm);
    free(L);
    free(U);
    free(a);
    free(perm);
}

/* ------------------------------------------------------------------------- */
/* qr                                                                         */
/* ------------------------------------------------------------------------- */

/* Euclidean norm of x[0..n): the sum of squares in extended precision (as OpenBLAS's
 * dnrm2 kernel, which Octave's LAPACK calls). */
static double nrm2(const double *x, size_t n)
{
    long double s = 0;
    size_t i;
    for (i = 0; i < n; i++)
        s += (long double)x[i] * (long double)x[i];
    return (double)sqrtl(s);
}

/* sqrt(x^2 + y^2) as dlapy2. */
static double lapy2(double x, double y)
{
    double ax = fabs(x), ay = fabs(y), w = ax > ay ? ax : ay, z = ax > ay ? ay : ax;
    if (z == 0 || w > DBL_MAX)
        return w;
    return w * sqrt(1 + (z / w) * (z / w));
}

/* dlarfg on alpha = *alpha, x[0..n): returns tau; x becomes v(2:end), *alpha beta. */
static double larfg(double *alpha, double *x, size_t n)
{
    double xnorm = nrm2(x, n), beta, tau, r;
    size_t i;
    if (xnorm == 0)
        return 0;
    beta = lapy2(*alpha, xnorm);
    if (*alpha >= 0)
        beta = -beta;
    tau = (beta - *alpha) / beta;
    r = zladiv(1.0, *alpha - beta);
    for (i = 0; i < n; i++)
        x[i] *= r;
    *alpha = beta;
    return tau;
}

/* Applies H = I - tau v v' (v(0) = 1, v(1..) in v1) from the left to the rows r0.. of the
 * columns c0..c1 of the m-row matrix a (dlarf). */
static void larf_left(double *a, size_t m, size_t r0, size_t c0, size_t c1, const double *v1,
                      double tau)
{
    size_t c, i;
    if (tau == 0)
        return;
    for (c = c0; c < c1; c++) {
        double w = a[r0 + c * m], t;
        for (i = r0 + 1; i < m; i++)
            w += a[i + c * m] * v1[i - r0 - 1];
        t = -tau * w;
        a[r0 + c * m] += t;
        for (i = r0 + 1; i < m; i++)
            a[i + c * m] += v1[i - r0 - 1] * t;
    }
}

/* Householder QR in place (dgeqr2, or dgeqp3/dlaqp2 when jpvt is given). */
static void qr_packed(double *a, size_t m, size_t n, double *tau, size_t *jpvt)
{
    size_t k = m < n ? m : n, j, i, c;
    double *vn1 = NULL, *vn2 = NULL, tol3z = sqrt(DBL_EPSILON);
    if (jpvt) {
        vn1 = (double *)mt__bi_alloc(n * sizeof(double) + 1);
        vn2 = (double *)mt__bi_alloc(n * sizeof(double) + 1);
        for (j = 0; j < n; j++) {
            jpvt[j] = j;
            vn1[j] = vn2[j] = nrm2(a + j * m, m);
        }
    }
    for (j = 0; j < k; j++) {
        if (jpvt) { /* the remaining column of largest norm first */
            size_t p = j;
            for (c = j + 1; c < n; c++)
                if (vn1[c] > vn1[p])
                    p = c;
            if (p != j) {
                size_t t = jpvt[p];
                for (i = 0; i < m; i++) {
                    double x = a[i + p * m];
                    a[i + p * m] = a[i + j * m];
                    a[i + j * m] = x;
                }
                jpvt[p] = jpvt[j];
                jpvt[j] = t;
                vn1[p] = vn1[j];
                vn2[p] = vn2[j];
            }
        }
        tau[j] = j + 1 < m ? larfg(&a[j + j * m], &a[j + 1 + j * m], m - j - 1) : 0;
        if (j + 1 < n) {
            double ajj = a[j + j * m];
            a[j + j * m] = 1;
            larf_left(a, m, j, j + 1, n, &a[j + 1 + j * m], tau[j]);
            a[j + j * m] = ajj;
        }
        if (jpvt) /* downdate the norms of the remaining columns */
            for (c = j + 1; c < n; c++)
                if (vn1[c] != 0) {
                    double t = fabs(a[j + c * m]) / vn1[c], t2;
                    t = 1 - t * t;
                    if (t < 0)
                        t = 0;
                    t2 = t * (vn1[c] / vn2[c]) * (vn1[c] / vn2[c]);
                    if (t2 <= tol3z) {
                        if (j + 1 < m) {
                            vn1[c] = nrm2(a + j + 1 + c * m, m - j - 1);
                            vn2[c] = vn1[c];
                        } else {
                            vn1[c] = 0;
                            vn2[c] = 0;
                        }
                    } else
                        vn1[c] *= sqrt(t);
                }
    }
    free(vn1);
    free(vn2);
}

/* The first qcols columns of Q = H(0) ... H(k-1) (dorg2r); q is m x qcols. */
static void qr_form_q(const double *a, size_t m, size_t n, const double *tau, size_t qcols,
                      double *q)
{
    size_t k = m < n ? m : n, i, j;
    size_t kk = k < qcols ? k : qcols;
    for (j = 0; j < qcols; j++)
        for (i = 0; i < m; i++)
            q[i + j * m] = j < kk && i > j ? a[i + j * m] : 0;
    for (j = kk; j < qcols; j++)
        q[j + j * m] = 1;
    for (i = kk; i-- > 0;) {
        size_t r;
        if (i + 1 < qcols) {
            q[i + i * m] = 1;
            larf_left(q, m, i, i + 1, qcols, &q[i + 1 + i * m], tau[i]);
        }
        for (r = i + 1; r < m; r++)
            q[r + i * m] *= -tau[i];
        q[i + i * m] = 1 - tau[i];
        for (r = 0; r < i; r++)
            q[r + i * m] = 0;
    }
}

/* A 2-D result of m x n doubles (interleaved when cplx) in class cls, narrowed. */
static void give_la(mt_array *out, mt_class cls, int cplx, size_t m, size_t n, const double *v)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    mt__bi_set2(&r, MT_DOUBLE, m, n);
    if (cplx) {
        mt_array c = MT_ARRAY_INIT;
        size_t d[2];
        d[0] = m;
        d[1] = n;
        mt_resize(&c, MT_DOUBLE, 1, 2, d);
        for (i = 0; i < m * n; i++)
            mt__set_c(&c, i, v[2 * i], v[2 * i + 1]);
        mt__take(&r, &c);
        mt__narrow_complex(&r);
    } else
        memcpy(r.data, v, m * n * sizeof(double));
    if (cls == MT_SINGLE)
        mt_convert(&r, MT_SINGLE, &r);
    mt__bi_give(out, &r);
}

/* qr through LAPACK as Octave's qr and qrp classes (in A's precision, complex included);
 * returns 0 for the cases left to the runtime's own routines (an empty or N-d A). */
static int qr_lapack(int nout, mt_array *const *out, const mt_array *x, int econ, int pvec)
{
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, w = x->cplx ? 2 : 1;
    int single = x->cls == MT_SINGLE, pivot = nout >= 3, type = nout <= 1 ? 0 : econ ? 2 : 1;
    size_t qc = type == 1 ? m : k;
    double *a, *q, *r;
    size_t *jpvt;
    mt_class cls = fac_class(x);
    if (m == 0 || n == 0 || x->cls == MT_CELL || x->cls == MT_STRUCT || x->cls == MT_CHAR ||
        mt__is_int_class(x->cls))
        return 0;
    a = mt__values(x);
    q = (double *)mt__bi_alloc((w * m * qc + 1) * sizeof(double));
    r = (double *)mt__bi_alloc((w * (type == 0 ? m : qc) * n + 1) * sizeof(double));
    jpvt = (size_t *)mt__bi_alloc((n + 1) * sizeof(size_t));
    mt__la_qr(x->cplx, single, pivot, type, m, n, a, q, r, jpvt);
    free(a);
    if (type == 0)
        give_la(out[0], cls, x->cplx, m, n, r);
    else {
        give_la(out[0], cls, x->cplx, m, qc, q);
        give_la(out[1], cls, x->cplx, qc, n, r);
        if (pivot) {
            if (pvec) {
                mt_array p = MT_ARRAY_INIT;
                mt__bi_set2(&p, MT_DOUBLE, 1, n);
                for (i = 0; i < n; i++)
                    mt__set(&p, i, (double)(jpvt[i] + 1));
                mt__bi_give(out[2], &p);
            } else
                give_perm(out[2], n, jpvt, 0);
        }
    }
    free(q);
    free(r);
    free(jpvt);
    return 1;
}

/* qr(A) and qr(A, opt) (opt: 0 for the economy size, "vector" or "matrix" for P). */
static void qr_plain(int nout, mt_array *const *out, int nargs, const mt_arg *args)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, j, qc, rr;
    int econ = 0, pvec = 0;
    mt_class cls;
    double *a, *tau, *q, *R;
    size_t *jpvt = NULL;
    if (nargs >= 2) {
        mt_array v1;
        const mt_array *o = mt__bi_arg(&args[1], &v1);
        if (mt__bi_is_word(&args[1], "vector"))
            pvec = 1;
        else if (o->cls == MT_CHAR && !mt__bi_is_word(&args[1], "matrix")) {
            char *t = mt__bi_cstr(o);
            mt__hold(t); /* freed when a try catches the error */
            mt_error("qr: type for P must be 'matrix' or 'vector', not %s", t);
        } else if (o->cls != MT_CHAR && o->numel == 1 && mt__get(o, 0) == 0)
            econ = pvec = 1;
    }
    if (x->ndims == 2 && mt__la_available() && qr_lapack(nout, out, x, econ, pvec))
        return;
    if (x->cplx && x->ndims == 2) {
        zqr(nout, out, x, econ);
        return;
    }
    a = fac_matrix("qr", x);
    cls = fac_class(x);
    tau = (double *)mt__bi_alloc((k + 1) * sizeof(double));
    if (nout >= 3)
        jpvt = (size_t *)mt__bi_alloc((n + 1) * sizeof(size_t));
    qr_packed(a, m, n, tau, jpvt);
    if (nout <= 1) { /* Octave scales each stored reflector by its tau */
        for (j = 0; j < k; j++)
            for (i = j + 1; i < m; i++)
                a[i + j * m] *= tau[j];
        give_matrix(out[0], cls, m, n, a);
        free(a);
        free(tau);
        free(jpvt);
        return;
    }
    qc = econ ? k : m;
    rr = econ ? k : m;
    q = (double *)mt__bi_alloc(m * qc * sizeof(double) + 1);
    qr_form_q(a, m, n, tau, qc, q);
    R = (double *)mt__bi_alloc(rr * n * sizeof(double) + 1);
    for (j = 0; j < n; j++)
        for (i = 0; i < rr; i++)
            R[i + j * rr] = i <= j && i < m ? a[i + j * m] : 0;
    give_matrix(out[0], cls, m, qc, q);
    give_matrix(out[1], cls, rr, n, R);
    if (nout >= 3) {
        if (pvec) {
            mt_array r = MT_ARRAY_INIT;
            mt__bi_set2(&r, MT_DOUBLE, 1, n);
            for (j = 0; j < n; j++)
                mt__set(&r, j, (double)(jpvt[j] + 1));
            mt__bi_give(out[2], &r);
        } else
            give_perm(out[2], n, jpvt, 0);
    }
    free(jpvt);
    free(q);
    free(R);
    free(a);
    free(tau);
}

/* A second argument that is not an option is B: qr(A, B) and qr(A, B, opt) give
 * [C, R] with C = Q'*B (one output: qr(A) alone; three are an error for a full A, as in
 * Octave). A scalar 0 alone after A is the economy option, and so is a 0 after B. */
BI(qr)
{
    mt_array v1, q = MT_ARRAY_INIT, qt = MT_ARRAY_INIT;
    mt_array *qr_out[2];
    mt_arg rest[2];
    const mt_array *b;
    b = nargs >= 2 ? mt__bi_arg(&args[1], &v1) : NULL;
    if (!b || b->cls == MT_CHAR || (nargs == 2 && b->numel == 1 && mt__get(b, 0) == 0)) {
        qr_plain(nout, out, nargs, args);
        return;
    }
    if (nout >= 3)
        mt_error("qr: too many output arguments for dense A with B");
    rest[0] = args[0];
    if (nargs == 3)
        rest[1] = args[2];
    if (nout <= 1) {
        qr_plain(nout, out, nargs - 1, rest);
        return;
    }
    qr_out[0] = &q;
    qr_out[1] = out[1];
    qr_plain(2, qr_out, nargs - 1, rest);
    if (q.dims[0] != b->dims[0] || b->ndims > 2) {
        /* Octave multiplies as matrices even for a scalar B. */
        size_t qr_rows = q.dims[1], qr_cols = q.dims[0], br = b->dims[0], bc = b->dims[1];
        mt_free(&q);
        mt_error("operator *: nonconformant arguments (op1 is %zux%zu, op2 is %zux%zu)", qr_rows,
                 qr_cols, br, bc);
    }
    mt_ctranspose(&qt, &q);
    mt_free(&q);
    mt_mtimes(out[0], &qt, b);
    mt_free(&qt);
}

/* ------------------------------------------------------------------------- */
/* chol                                                                       */
/* ------------------------------------------------------------------------- */

/* chol through LAPACK as Octave's chol<T>::init (xpotrf of A's upper, or lower, triangle)
 * and Fchol: the leading block that succeeded and INFO; returns 0 for the cases left to
 * the runtime's own routine. */
static int chol_lapack(int nout, mt_array *const *out, const mt_array *x, int lower)
{
    size_t n = x->dims[0], i, j, c, d, w = x->cplx ? 2 : 1;
    int single = x->cls == MT_SINGLE, info;
    double *a, *r;
    if (!mt__la_available() || n == 0 || x->cls == MT_CHAR || x->cls == MT_CELL ||
        x->cls == MT_STRUCT || mt__is_int_class(x->cls))
        return 0;
    a = mt__values(x);
    for (j = 0; j < n; j++)
        for (i = 0; i < n; i++)
            if (lower ? i < j : i > j)
                for (c = 0; c < w; c++)
                    a[w * (i + j * n) + c] = 0;
    info = mt__la_potrf(x->cplx, single, lower, n, a);
    if (info > 0 && nout < 2) {
        free(a);
        mt_error("chol: input matrix must be positive definite");
    }
    d = info > 0 ? (size_t)info - 1 : n;
    r = (double *)mt__bi_alloc((w * d * d + 1) * sizeof(double));
    for (j = 0; j < d; j++)
        for (i = 0; i < d; i++)
            for (c = 0; c < w; c++)
                r[w * (i + j * d) + c] = a[w * (i + j * n) + c];
    give_la(out[0], fac_class(x), x->cplx, d, d, r);
    if (nout >= 2)
        mt__bi_give_scalar(out[1], MT_DOUBLE, (double)info);
    free(a);
    free(r);
    return 1;
}

/* Upper Cholesky factor R (R' * R = A) from the upper triangle of A (lower: L from the lower
 * triangle, L = R'), as LAPACK's dpotrf; [R, p] = chol (A) gives the leading block that
 * succeeded and the failing column. */
BI(chol)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n = x->dims[0], i, j, k, done;
    int lower = 0, fail = 0;
    double *a, *R;
    if (nargs >= 2) {
        if (mt__bi_is_word(&args[1], "lower"))
            lower = 1;
        else if (!mt__bi_is_word(&args[1], "upper") && !mt__bi_is_word(&args[1], "vector"))
            mt_error("chol: optional argument must be one of \"vector\", \"lower\", or "
                     "\"upper\"");
    }
    if (x->ndims != 2 || x->dims[0] != x->dims[1])
        mt_error("chol: requires square matrix");
    if (chol_lapack(nout, out, x, lower))
        return;
    if (x->cplx) {
        zchol(nout, out, x, lower);
        return;
    }
    a = fac_matrix("chol", x);
    if (lower) /* the lower triangle read as the upper one of A' */
        for (j = 0; j < n; j++)
            for (i = 0; i < j; i++)
                a[i + j * n] = a[j + i * n];
    R = (double *)mt__bi_alloc(n * n * sizeof(double) + 1);
    for (done = 0; done < n; done++) {
        double d = a[done + done * n];
        j = done;
        for (k = 0; k < j; k++)
            d -= R[k + j * n] * R[k + j * n];
        if (!(d > 0)) {
            fail = 1;
            break;
        }
        d = sqrt(d);
        R[j + j * n] = d;
        for (i = j + 1; i < n; i++) {
            double s = a[j + i * n];
            for (k = 0; k < j; k++)
                s -= R[k + j * n] * R[k + i * n];
            R[j + i * n] = s / d;
        }
    }
    if (fail && nout < 2)
        mt_error("chol: input matrix must be positive definite");
    {
        mt_array r = MT_ARRAY_INIT;
        mt__bi_set2(&r, fac_class(x), done, done);
        for (j = 0; j < done; j++)
            for (i = 0; i < done; i++)
                mt__set(&r, i + j * done, lower ? R[j + i * n] : R[i + j * n]);
        mt__bi_give(out[0], &r);
    }
    if (nout >= 2)
        mt__bi_give_scalar(out[1], MT_DOUBLE, fail ? (double)(done + 1) : 0);
    free(a);
    free(R);
}

/* ------------------------------------------------------------------------- */
/* pinv                                                                       */
/* ------------------------------------------------------------------------- */

/* Thin SVD of the m x n (m >= n) matrix u by one-sided Jacobi rotations: u becomes U
 * (m x n), v V (n x n), s the singular values, sorted descending. */
static void jacobi_svd(double *u, size_t m, size_t n, double *v, double *s)
{
    size_t i, j, p, q, sweep;
    for (j = 0; j < n; j++)
        for (i = 0; i < n; i++)
            v[i + j * n] = i == j;
    for (sweep = 0; sweep < 80; sweep++) {
        int rotated = 0;
        for (p = 0; p < n; p++)
            for (q = p + 1; q < n; q++) {
                double al = 0, be = 0, ga = 0, zeta, t, c, sn;
                for (i = 0; i < m; i++) {
                    al += u[i + p * m] * u[i + p * m];
                    be += u[i + q * m] * u[i + q * m];
                    ga += u[i + p * m] * u[i + q * m];
                }
                if (ga == 0 || fabs(ga) <= DBL_EPSILON * sqrt(al * be))
                    continue;
                rotated = 1;
                zeta = (be - al) / (2 * ga);
                t = (zeta >= 0 ? 1.0 : -1.0) / (fabs(zeta) + sqrt(1 + zeta * zeta));
                c = 1 / sqrt(1 + t * t);
                sn = c * t;
                for (i = 0; i < m; i++) {
                    double x = u[i + p * m], y = u[i + q * m];
                    u[i + p * m] = c * x - sn * y;
                    u[i + q * m] = sn * x + c * y;
                }
                for (i = 0; i < n; i++) {
                    double x = v[i + p * n], y = v[i + q * n];
                    v[i + p * n] = c * x - sn * y;
                    v[i + q * n] = sn * x + c * y;
                }
            }
        if (!rotated)
            break;
    }
    for (j = 0; j < n; j++) {
        s[j] = nrm2(u + j * m, m);
        if (s[j] != 0)
            for (i = 0; i < m; i++)
                u[i + j * m] /= s[j];
    }
    for (j = 1; j < n; j++) /* insertion sort of the columns by s, descending */
        for (p = j; p > 0 && s[p] > s[p - 1]; p--) {
            double t = s[p];
            s[p] = s[p - 1];
            s[p - 1] = t;
            for (i = 0; i < m; i++) {
                t = u[i + p * m];
                u[i + p * m] = u[i + (p - 1) * m];
                u[i + (p - 1) * m] = t;
            }
            for (i = 0; i < n; i++) {
                t = v[i + p * n];
                v[i + p * n] = v[i + (p - 1) * n];
                v[i + (p - 1) * n] = t;
            }
        }
}

/* pinv of a matrix holding an Inf or NaN: Octave's pseudo_inverse gets NaN singular values
 * from LAPACK, and gives the transposed shape all NaN (NaN + NaNi for a complex matrix). */
static void pinv_nonfinite(mt_array *out, const mt_array *x)
{
    mt_array o = MT_ARRAY_INIT;
    size_t dims[2], j;
    dims[0] = x->dims[1];
    dims[1] = x->dims[0];
    mt_resize(&o, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, x->cplx, 2, dims);
    for (j = 0; j < o.numel; j++)
        mt__set_c(&o, j, MT_NAN, MT_NAN);
    mt__bi_give(out, &o);
}

/* pinv of a complex matrix: the economy SVD by LAPACK's zgesvd (as Octave), then
 * V(:, 1:r) * diag (1 ./ s(1:r)) * U(:, 1:r)'; narrowed to real when no imaginary part is
 * left (all-zero A). */
static void pinv_complex(mt_array *out, const mt_array *x, double tol, int has_tol)
{
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, j, l, r, dims[2];
    double *a, *s, *u, *vt;
    mt_array o = MT_ARRAY_INIT;
    if (x->ndims != 2)
        mt_error("pinv: A must be a 2-D matrix");
    a = (double *)mt__bi_alloc(2 * m * n * sizeof(double) + 1);
    for (i = 0; i < m * n; i++) {
        a[2 * i] = mt__get(x, i);
        a[2 * i + 1] = mt__get_im(x, i);
        if (!isfinite(a[2 * i]) || !isfinite(a[2 * i + 1])) {
            free(a);
            pinv_nonfinite(out, x);
            return;
        }
    }
    s = (double *)mt__bi_alloc(k * sizeof(double) + 1);
    u = (double *)mt__bi_alloc(2 * m * k * sizeof(double) + 1);
    vt = (double *)mt__bi_alloc(2 * k * n * sizeof(double) + 1);
    if (k > 0 && mt__la_gesvd(1, 'S', m, n, a, s, u, vt) == MT_LA_MISSING)
        mt_error("mat2c: pinv of a complex matrix needs LAPACK");
    if (!has_tol)
        tol = (double)(m > n ? m : n) * (k ? s[0] : 0) * DBL_EPSILON;
    for (r = 0; r < k && s[r] >= tol && s[r] > 0; r++)
        ;
    dims[0] = n;
    dims[1] = m;
    mt_resize(&o, fac_class(x), 1, 2, dims);
    for (j = 0; j < m; j++)
        for (i = 0; i < n; i++) {
            double complex acc = 0;
            for (l = 0; l < r; l++) {
                /* V(i, l) / s(l) = conj (VT(l, i)) / s(l), times conj (U(j, l)) */
                double complex w = mt__cplx(vt[2 * (l + i * k)] / s[l],
                                            -vt[2 * (l + i * k) + 1] / s[l]);
                acc += w * mt__cplx(u[2 * (j + l * m)], -u[2 * (j + l * m) + 1]);
            }
            mt__set_c(&o, i + j * n, creal(acc), cimag(acc));
        }
    mt__narrow_complex(&o);
    mt__bi_give(out, &o);
    free(a);
    free(s);
    free(u);
    free(vt);
}

/* Octave's xMatrix::pseudo_inverse for a double A through LAPACK: the economy SVD (gesvd
 * 'S'), the singular values at or above TOL (default max (size (A)) * s(1) * eps, realmin
 * when that is 0), then Vr * D (columns scaled by 1 ./ s) times Ur' (Ur^H), the product
 * made as Octave's xgemm. Returns 0 for the cases left to the runtime's own routine. */
static int pinv_lapack(mt_array *out, const mt_array *x, double tol)
{
    size_t m = x->dims[0], n = x->dims[1], k = m < n ? m : n, i, j, c, r, w = x->cplx ? 2 : 1;
    double *a, *s, *u, *vt;
    long last;
    mt_array VD = MT_ARRAY_INIT, UT = MT_ARRAY_INIT, o = MT_ARRAY_INIT;
    int single = x->cls == MT_SINGLE;
    if (!mt__la_available() || (x->cls != MT_DOUBLE && !single) || x->ndims != 2 || k == 0 ||
        x->layout == MT_LAYOUT_DIAG || x->layout == MT_LAYOUT_PERM)
        return 0;
    a = mt__values(x);
    for (i = 0; i < w * m * n; i++)
        if (!isfinite(a[i])) {
            free(a);
            return 0;
        }
    s = (double *)mt__bi_alloc((k + 1) * sizeof(double));
    u = (double *)mt__bi_alloc((w * m * k + 1) * sizeof(double));
    vt = (double *)mt__bi_alloc((w * k * n + 1) * sizeof(double));
    if (single) { /* FloatMatrix::pseudo_inverse: sgesvd, float epsilon and arithmetic */
        mt__la_gesvd_single(x->cplx, 'S', m, n, a, s, u, vt);
        tol = (double)(float)tol;
        if (tol <= 0) {
            tol = (double)((float)(m > n ? m : n) * (float)s[0] * FLT_EPSILON);
            if (tol == 0)
                tol = (double)FLT_MIN;
        }
    } else {
        mt__la_gesvd(x->cplx, 'S', m, n, a, s, u, vt);
        if (tol <= 0) {
            tol = (double)(m > n ? m : n) * s[0] * DBL_EPSILON;
            if (tol == 0)
                tol = DBL_MIN;
        }
    }
    free(a);
    for (last = (long)k - 1; last >= 0 && s[last] < tol; last--)
        ;
    r = (size_t)(last + 1);
    {
        size_t d[2];
        d[0] = n;
        d[1] = r;
        mt_resize(&VD, MT_DOUBLE, x->cplx, 2, d);
        d[0] = r;
        d[1] = m;
        mt_resize(&UT, MT_DOUBLE, x->cplx, 2, d);
    }
    for (j = 0; j < r; j++) {
        double inv = single ? (double)(1.0f / (float)s[j]) : 1.0 / s[j];
        for (i = 0; i < n; i++) /* V(i, j) = conj (VT(j, i)), times 1 / s(j) */
            for (c = 0; c < w; c++) {
                double v = (c ? -vt[w * (j + i * k) + c] : vt[w * (j + i * k)]) * inv;
                ((double *)VD.data)[w * (i + j * n) + c] = single ? (double)(float)v : v;
            }
        for (i = 0; i < m; i++) /* Ur' (j, i) = conj (U(i, j)) */
            for (c = 0; c < w; c++)
                ((double *)UT.data)[w * (j + i * r) + c] =
                    c ? -u[w * (i + j * m) + c] : u[w * (i + j * m)];
    }
    if (single) {
        mt_convert(&VD, MT_SINGLE, &VD);
        mt_convert(&UT, MT_SINGLE, &UT);
    }
    if (r == 0) {
        mt__bi_set2(&o, MT_DOUBLE, n, m);
        memset(o.data, 0, n * m * sizeof(double));
        if (single)
            mt_convert(&o, MT_SINGLE, &o);
    } else
        mt_mtimes(&o, &VD, &UT);
    if (x->cplx)
        mt__narrow_complex(&o);
    mt__bi_give(out, &o);
    mt_free(&VD);
    mt_free(&UT);
    free(s);
    free(u);
    free(vt);
    return 1;
}

/* Octave's pinv: V(:, 1:r) * diag (1 ./ s(1:r)) * U(:, 1:r)' for the singular values at or
 * above max (size (A)) * s(1) * eps (or TOL). */
BI(pinv)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t m = x->dims[0], n = x->dims[1], i, j, l, r, mm, nn;
    int tr = m < n;
    double *a, *u, *v, *s, *res, tol;
    (void)nout;
    if (pinv_lapack(out[0], x, nargs >= 2 ? mt__bi_scalar(args, 1) : 0))
        return;
    if (x->cplx && x->cls != MT_CHAR && x->cls != MT_CELL && x->cls != MT_STRUCT) {
        pinv_complex(out[0], x, nargs >= 2 ? mt__bi_scalar(args, 1) : 0, nargs >= 2);
        return;
    }
    a = fac_matrix("pinv", x);
    mm = tr ? n : m; /* work on A' when A is wide: pinv (A) = pinv (A')' */
    nn = tr ? m : n;
    u = (double *)mt__bi_alloc(mm * nn * sizeof(double) + 1);
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++) {
            if (tr)
                u[j + i * mm] = a[i + j * m];
            else
                u[i + j * mm] = a[i + j * m];
        }
    v = (double *)mt__bi_alloc(nn * nn * sizeof(double) + 1);
    s = (double *)mt__bi_alloc(nn * sizeof(double) + 1);
    for (i = 0; i < mm * nn; i++)
        if (!isfinite(u[i])) {
            free(u);
            free(v);
            free(s);
            free(a);
            pinv_nonfinite(out[0], x);
            return;
        }
    jacobi_svd(u, mm, nn, v, s);
    if (nargs >= 2)
        tol = mt__bi_scalar(args, 1);
    else
        tol = (double)(m > n ? m : n) * (nn ? s[0] : 0) * DBL_EPSILON;
    for (r = 0; r < nn && s[r] >= tol && s[r] > 0; r++)
        ;
    /* X (nn x mm) = V(:, 1:r) * diag (1 ./ s) * U(:, 1:r)' for the tall problem */
    res = (double *)mt__bi_alloc(nn * mm * sizeof(double) + 1);
    for (l = 0; l < r; l++) {
        double inv = 1.0 / s[l];
        for (i = 0; i < nn; i++)
            v[i + l * nn] *= inv;
    }
    for (j = 0; j < mm; j++)
        for (i = 0; i < nn; i++) {
            double acc = 0;
            for (l = 0; l < r; l++)
                acc += v[i + l * nn] * u[j + l * mm];
            res[i + j * nn] = acc;
        }
    {
        mt_array o = MT_ARRAY_INIT;
        mt__bi_set2(&o, fac_class(x), n, m);
        for (j = 0; j < m; j++)
            for (i = 0; i < n; i++)
                mt__set(&o, i + j * n, tr ? res[j + i * nn] : res[i + j * nn]);
        if (x->layout == MT_LAYOUT_DIAG && o.numel > 1 && o.cls == MT_DOUBLE) /* Octave keeps a diagonal matrix */
            o.layout = MT_LAYOUT_DIAG;
        mt__bi_give(out[0], &o);
    }
    free(a);
    free(u);
    free(v);
    free(s);
    free(res);
}

/* cholinv (A) as Octave's: the inverse from the Cholesky factor (potrf, then potri on the
 * upper factor, mirrored), "cholinv: A must be positive definite" when the factorization
 * fails; 0x0 for an empty A. */
BI(cholinv)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n = x->dims[0];
    int single = x->cls == MT_SINGLE, info;
    double rc = 0;
    (void)nout, (void)nargs;
    if (mt__is_container(x))
        mt_error("cholinv: wrong type argument '%s'", mt__type_name(x));
    if (x->numel == 0) {
        size_t z[2] = {0, 0};
        mt_zeros(out[0], MT_DOUBLE, 2, z);
        return;
    }
    if (x->ndims > 2 || x->dims[0] != x->dims[1])
        mt_error("chol: A must be a square matrix");
    if (!mt__la_available())
        mt_error("mat2c: cholinv needs LAPACK (this program was built without it)");
    mt_convert(&r, single ? MT_SINGLE : MT_DOUBLE, x);
    r.layout = MT_LAYOUT_FULL;
    info = x->cplx ? mt__la_zpotri(single, n, r.data, 0, &rc)
                   : mt__la_potri(single, n, r.data, 0, &rc);
    if (info != 0) {
        mt_free(&r);
        mt_error("cholinv: A must be positive definite");
    }
    mt__narrow_complex(&r);
    mt__bi_give(out[0], &r);
}
