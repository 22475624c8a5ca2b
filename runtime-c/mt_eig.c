/* mt_eig.c — eig in every form Octave 7's eig.cc takes: eig(A), eig(A, B) and the options
 * "vector", "matrix", "balance", "nobalance", "chol", "qz"; up to three outputs [V, D, W].
 * The work is LAPACK's, called as Octave's EIG class calls it (dsyev/zheev for an exactly
 * symmetric/Hermitian A, dgeevx/zgeevx with balancing otherwise, dsygv or dggev for a
 * generalized problem), so values and vectors are Octave's to the last bit. Without LAPACK
 * only the eigenvalues of a real symmetric matrix are computed (cyclic Jacobi rotations,
 * ascending as dsyev), anything else raises "mat2c: ... needs LAPACK". */
#include "mt_internal.h"

#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int vector, matrix, balance, nobalance, qz, chol;
} eig_opts;

/* Octave's isfloat: double or single, real or complex. */
static void need_float(const mt_array *a)
{
    if (a->cls != MT_DOUBLE && a->cls != MT_SINGLE)
        mt_error("eig: wrong type argument '%s'", mt__type_name(a));
}

static int is_square(const mt_array *a)
{
    return a->ndims == 2 && a->dims[0] == a->dims[1];
}

static void parse_opts(eig_opts *o, int first, int nargs, const mt_arg *args, int aep)
{
    int i;
    memset(o, 0, sizeof *o);
    for (i = first; i < nargs; i++) {
        mt_array v;
        const mt_array *a = mt__bi_arg(&args[i], &v);
        char *s;
        if (a->cls != MT_CHAR)
            mt_error("eig: wrong type argument '%s'", mt__type_name(a));
        s = mt__bi_cstr(a);
        if (mt__bi_is_word(&args[i], "qz"))
            o->qz = 1;
        else if (mt__bi_is_word(&args[i], "chol"))
            o->chol = 1;
        else if (mt__bi_is_word(&args[i], "balance"))
            o->balance = 1;
        else if (mt__bi_is_word(&args[i], "nobalance"))
            o->nobalance = 1;
        else if (mt__bi_is_word(&args[i], "matrix"))
            o->matrix = 1;
        else if (mt__bi_is_word(&args[i], "vector"))
            o->vector = 1;
        else {
            char msg[256];
            snprintf(msg, sizeof msg, "eig: invalid option \"%s\"", s);
            free(s);
            mt_error("%s", msg);
        }
        free(s);
    }
    if (o->balance && o->nobalance)
        mt_error("eig: \"balance\" and \"nobalance\" options are mutually exclusive");
    if (o->vector && o->matrix)
        mt_error("eig: \"vector\" and \"matrix\" options are mutually exclusive");
    if (o->qz && o->chol)
        mt_error("eig: \"qz\" and \"chol\" options are mutually exclusive");
    if (aep && o->qz)
        mt_error("eig: invalid \"qz\" option for algebraic eigenvalue problem");
    if (aep && o->chol)
        mt_error("eig: invalid \"chol\" option for algebraic eigenvalue problem");
    if (!aep && o->balance)
        mt_error("eig: invalid \"balance\" option for generalized eigenvalue problem");
    if (!aep && o->nobalance)
        mt_error("eig: invalid \"nobalance\" option for generalized eigenvalue problem");
}

/* a's elements as interleaved complex doubles (2 per element). */
static double *as_complex(const mt_array *a)
{
    double *z = (double *)mt__bi_alloc((2 * a->numel + 1) * sizeof(double));
    size_t i;
    for (i = 0; i < a->numel; i++) {
        z[2 * i] = mt__get(a, i);
        z[2 * i + 1] = mt__get_im(a, i);
    }
    return z;
}

static double *as_real(const mt_array *a)
{
    double *d = (double *)mt__bi_alloc((a->numel + 1) * sizeof(double));
    size_t i;
    for (i = 0; i < a->numel; i++)
        d[i] = mt__get(a, i);
    return d;
}

static void no_inf_nan(const mt_array *a)
{
    size_t i;
    for (i = 0; i < a->numel; i++)
        if (!isfinite(mt__get(a, i)) || !isfinite(mt__get_im(a, i)))
            mt_error("EIG: matrix contains Inf or NaN values");
}

static int is_symmetric(const double *a, size_t n)
{
    size_t i, j;
    for (j = 0; j < n; j++)
        for (i = j + 1; i < n; i++)
            if (a[i + j * n] != a[j + i * n])
                return 0;
    return 1;
}

static int is_hermitian(const double *z, size_t n)
{
    size_t i, j;
    for (j = 0; j < n; j++)
        for (i = j; i < n; i++) {
            size_t p = i + j * n, q = j + i * n;
            if (z[2 * p] != z[2 * q] || z[2 * p + 1] != -z[2 * q + 1])
                return 0;
        }
    return 1;
}

/* A result: m x n interleaved complex values (a diagonal matrix of the n values in z when
 * diag), narrowed to real when every imaginary part is zero, as Octave's values are. */
static void give(mt_array *out, mt_class cls, size_t m, size_t n, const double *z, int diag)
{
    mt_array r = MT_ARRAY_INIT;
    size_t dims[2], i;
    dims[0] = m;
    dims[1] = n;
    mt_resize(&r, cls, 1, 2, dims);
    for (i = 0; i < m * n; i++)
        mt__set_c(&r, i, 0, 0);
    if (diag) {
        for (i = 0; i < m && i < n; i++)
            mt__set_c(&r, i + i * m, z[2 * i], z[2 * i + 1]);
        if (r.numel > 1)
            r.layout = MT_LAYOUT_DIAG; /* Octave's ComplexDiagMatrix */
    } else {
        for (i = 0; i < m * n; i++)
            mt__set_c(&r, i, z[2 * i], z[2 * i + 1]);
    }
    mt__narrow_complex(&r);
    mt__bi_give(out, &r);
}

/* LAPACK's real eigenvector storage (a conjugate pair in columns j, j+1 as re, im) unpacked
 * into complex columns, as EIG::init does. */
static double *unpack_pairs(const double *v, const double *wi, size_t n)
{
    double *z = (double *)mt__bi_alloc((2 * n * n + 1) * sizeof(double));
    size_t i, j;
    for (j = 0; j < n; j++) {
        if (wi[j] == 0 || j + 1 >= n) {
            for (i = 0; i < n; i++)
                z[2 * (i + j * n)] = v[i + j * n];
            continue;
        }
        for (i = 0; i < n; i++) {
            double re = v[i + j * n], im = v[i + (j + 1) * n];
            z[2 * (i + j * n)] = re;
            z[2 * (i + j * n) + 1] = im;
            z[2 * (i + (j + 1) * n)] = re;
            z[2 * (i + (j + 1) * n) + 1] = -im;
        }
        j++;
    }
    return z;
}

static double *real_to_complex(const double *v, size_t len)
{
    double *z = (double *)mt__bi_alloc((2 * len + 1) * sizeof(double));
    size_t i;
    for (i = 0; i < len; i++)
        z[2 * i] = v[i];
    return z;
}

/* Eigenvalues of a symmetric matrix by cyclic Jacobi rotations, ascending (as LAPACK's
 * dsyev returns them): the fallback without LAPACK. */
static void jacobi_eigenvalues(double *a, size_t n, double *w)
{
    size_t i, j, p, q, sweep;
    for (sweep = 0; sweep < 100; sweep++) {
        double off = 0;
        for (p = 0; p < n; p++)
            for (q = p + 1; q < n; q++)
                off += a[p + q * n] * a[p + q * n];
        if (off == 0)
            break;
        for (p = 0; p < n; p++)
            for (q = p + 1; q < n; q++) {
                /* the rotation in the accurate form (diagonal updated by t * a_pq) */
                double apq = a[p + q * n], theta, t, c, s, tau;
                size_t k;
                if (apq == 0)
                    continue;
                theta = (a[q + q * n] - a[p + p * n]) / (2 * apq);
                t = (theta >= 0 ? 1.0 : -1.0) / (fabs(theta) + sqrt(theta * theta + 1));
                c = 1 / sqrt(t * t + 1);
                s = t * c;
                tau = s / (1 + c);
                a[p + p * n] -= t * apq;
                a[q + q * n] += t * apq;
                a[p + q * n] = a[q + p * n] = 0;
                for (k = 0; k < n; k++) {
                    double g, h;
                    if (k == p || k == q)
                        continue;
                    g = a[k + p * n];
                    h = a[k + q * n];
                    a[k + p * n] = a[p + k * n] = g - s * (h + g * tau);
                    a[k + q * n] = a[q + k * n] = h + s * (g - h * tau);
                }
            }
    }
    for (i = 0; i < n; i++)
        w[i] = a[i + i * n];
    for (i = 1; i < n; i++) /* insertion sort: n is small where Jacobi is used */
        for (j = i; j > 0 && w[j - 1] > w[j]; j--) {
            double t = w[j];
            w[j] = w[j - 1];
            w[j - 1] = t;
        }
}

static void check_info(int info, const char *routine)
{
    if (info == MT_LA_MISSING)
        mt_error("mat2c: eig of a non-symmetric matrix, of a complex matrix, with eigenvectors "
                 "or of a generalized problem needs LAPACK (this program was built without "
                 "it)");
    if (info < 0)
        mt_error("unrecoverable error in %s", routine);
    if (info > 0)
        mt_error("%s failed to converge", routine);
}

/* The eigenvalues (interleaved complex, n) and, when asked, right/left vectors (n x n). */
typedef struct {
    double *lambda, *v, *w;
} eig_result;

static void eig_standard(eig_result *res, const mt_array *a, int want_v, int want_w,
                         int balance)
{
    size_t n = a->dims[0];
    int single = a->cls == MT_SINGLE; /* FloatEIG: the single-precision drivers */
    if (!a->cplx) {
        double *d = as_real(a);
        if (is_symmetric(d, n)) {
            double *w = (double *)mt__bi_alloc((n + 1) * sizeof(double));
            int info = single ? mt__la_ssyev(want_v || want_w, n, d, w)
                              : mt__la_dsyev(want_v || want_w, n, d, w);
            if (info == MT_LA_MISSING && !want_v && !want_w) {
                jacobi_eigenvalues(d, n, w);
                info = 0;
            }
            check_info(info, "dsyev");
            res->lambda = real_to_complex(w, n);
            if (want_v)
                res->v = real_to_complex(d, n * n);
            if (want_w)
                res->w = real_to_complex(d, n * n);
            free(w);
        } else {
            double *wr = (double *)mt__bi_alloc((2 * n + 1) * sizeof(double)), *wi = wr + n;
            double *vr = want_v ? (double *)mt__bi_alloc((n * n + 1) * sizeof(double)) : NULL;
            double *vl = want_w ? (double *)mt__bi_alloc((n * n + 1) * sizeof(double)) : NULL;
            size_t i;
            check_info(single ? mt__la_sgeevx(balance, n, d, wr, wi, vl, vr)
                              : mt__la_dgeevx(balance, n, d, wr, wi, vl, vr),
                       "dgeevx");
            res->lambda = (double *)mt__bi_alloc((2 * n + 1) * sizeof(double));
            for (i = 0; i < n; i++) {
                res->lambda[2 * i] = wr[i];
                res->lambda[2 * i + 1] = wi[i];
            }
            if (vr)
                res->v = unpack_pairs(vr, wi, n);
            if (vl)
                res->w = unpack_pairs(vl, wi, n);
            free(vr);
            free(vl);
            free(wr);
        }
        free(d);
        return;
    }
    {
        double *z = as_complex(a);
        if (is_hermitian(z, n)) {
            double *w = (double *)mt__bi_alloc((n + 1) * sizeof(double));
            check_info(single ? mt__la_cheev(want_v || want_w, n, z, w)
                              : mt__la_zheev(want_v || want_w, n, z, w),
                       "zheev");
            res->lambda = real_to_complex(w, n);
            if (want_v || want_w) {
                size_t bytes = (2 * n * n + 1) * sizeof(double);
                if (want_v) {
                    res->v = (double *)mt__bi_alloc(bytes);
                    memcpy(res->v, z, 2 * n * n * sizeof(double));
                }
                if (want_w) {
                    res->w = (double *)mt__bi_alloc(bytes);
                    memcpy(res->w, z, 2 * n * n * sizeof(double));
                }
            }
            free(w);
        } else {
            size_t bytes = (2 * n * n + 1) * sizeof(double);
            res->lambda = (double *)mt__bi_alloc((2 * n + 1) * sizeof(double));
            res->v = want_v ? (double *)mt__bi_alloc(bytes) : NULL;
            res->w = want_w ? (double *)mt__bi_alloc(bytes) : NULL;
            check_info(single ? mt__la_cgeevx(balance, n, z, res->lambda, res->w, res->v)
                              : mt__la_zgeevx(balance, n, z, res->lambda, res->w, res->v),
                       "zgeevx");
        }
        free(z);
    }
}

/* the complex number of an interleaved (re, im) pair, without arithmetic on its parts */
static double _Complex make_z(const double *p)
{
    double _Complex z;
    memcpy(&z, p, sizeof z);
    return z;
}

/* Octave's EIG::init for complex matrices (either operand complex makes both complex):
 * zhegv when both are Hermitian and B has a Cholesky factor, zggev otherwise. */
static void eig_generalized_complex(eig_result *res, const mt_array *a, const mt_array *b,
                                    int want_v, int want_w, int force_qz)
{
    size_t n = a->dims[0], i, bytes = (2 * n * n + 1) * sizeof(double);
    double *za = as_complex(a), *zb = as_complex(b);
    if (!force_qz && mt__la_zpotrf_ok(n, zb) && is_hermitian(za, n) && is_hermitian(zb, n)) {
        double *w = (double *)mt__bi_alloc((n + 1) * sizeof(double));
        check_info(mt__la_zhegv(want_v || want_w, n, za, zb, w), "zhegv");
        res->lambda = real_to_complex(w, n);
        if (want_v) {
            res->v = (double *)mt__bi_alloc(bytes);
            memcpy(res->v, za, 2 * n * n * sizeof(double));
        }
        if (want_w) {
            res->w = (double *)mt__bi_alloc(bytes);
            memcpy(res->w, za, 2 * n * n * sizeof(double));
        }
        free(w);
    } else {
        double *alpha = (double *)mt__bi_alloc((4 * n + 1) * sizeof(double)), *beta;
        beta = alpha + 2 * n;
        res->v = want_v ? (double *)mt__bi_alloc(bytes) : NULL;
        res->w = want_w ? (double *)mt__bi_alloc(bytes) : NULL;
        check_info(mt__la_zggev(n, za, zb, alpha, beta, res->w, res->v), "zggev");
        res->lambda = (double *)mt__bi_alloc((2 * n + 1) * sizeof(double));
        for (i = 0; i < n; i++) {
            /* C99's complex division, the one std::complex's operator/ compiles to */
            double _Complex q = make_z(alpha + 2 * i) / make_z(beta + 2 * i);
            res->lambda[2 * i] = creal(q);
            res->lambda[2 * i + 1] = cimag(q);
        }
        free(alpha);
    }
    free(za);
    free(zb);
}

static void eig_generalized(eig_result *res, const mt_array *a, const mt_array *b, int want_v,
                            int want_w, int force_qz)
{
    size_t n = a->dims[0], i;
    double *da, *db;
    if (a->cplx || b->cplx) {
        eig_generalized_complex(res, a, b, want_v, want_w, force_qz);
        return;
    }
    da = as_real(a);
    db = as_real(b);
    if (!force_qz && mt__la_dpotrf_ok(n, db) && is_symmetric(da, n) && is_symmetric(db, n)) {
        double *w = (double *)mt__bi_alloc((n + 1) * sizeof(double));
        check_info(mt__la_dsygv(want_v || want_w, n, da, db, w), "dsygv");
        res->lambda = real_to_complex(w, n);
        if (want_v)
            res->v = real_to_complex(da, n * n);
        if (want_w)
            res->w = real_to_complex(da, n * n);
        free(w);
    } else {
        double *ar = (double *)mt__bi_alloc((3 * n + 1) * sizeof(double)), *ai = ar + n;
        double *beta = ai + n;
        double *vr = want_v ? (double *)mt__bi_alloc((n * n + 1) * sizeof(double)) : NULL;
        double *vl = want_w ? (double *)mt__bi_alloc((n * n + 1) * sizeof(double)) : NULL;
        check_info(mt__la_dggev(n, da, db, ar, ai, beta, vl, vr), "dggev");
        res->lambda = (double *)mt__bi_alloc((2 * n + 1) * sizeof(double));
        for (i = 0; i < n; i++) {
            res->lambda[2 * i] = ar[i] / beta[i];
            res->lambda[2 * i + 1] = ai[i] == 0 ? 0 : ai[i] / beta[i];
        }
        if (vr)
            res->v = unpack_pairs(vr, ai, n);
        if (vl)
            res->w = unpack_pairs(vl, ai, n);
        free(vr);
        free(vl);
        free(ar);
    }
    free(da);
    free(db);
}

BI(eig)
{
    mt_array va, vb;
    const mt_array *a = mt__bi_arg(&args[0], &va), *b = NULL;
    int aep = nargs == 1 || mt__bi_is_string(&args[1]);
    int want_v = nout > 1, want_w = nout > 2, k;
    eig_opts o;
    eig_result res = {NULL, NULL, NULL};
    mt_class cls;
    size_t n;
    if (a->numel == 0) {
        if (nout > 2)
            mt_error("element number 3 undefined in return list");
        for (k = 0; k < (nout > 1 ? 2 : 1); k++)
            give(out[k], MT_DOUBLE, 0, 0, NULL, 0);
        return;
    }
    need_float(a);
    if (!is_square(a))
        mt_error("eig: A must be a square matrix");
    if (!aep) {
        b = mt__bi_arg(&args[1], &vb);
        if (b->numel == 0) {
            if (nout > 2)
                mt_error("element number 3 undefined in return list");
            for (k = 0; k < (nout > 1 ? 2 : 1); k++)
                give(out[k], MT_DOUBLE, 0, 0, NULL, 0);
            return;
        }
        need_float(b);
        if (!is_square(b))
            mt_error("eig: B must be a square matrix");
    }
    parse_opts(&o, aep ? 1 : 2, nargs, args, aep);
    n = a->dims[0];
    no_inf_nan(a);
    if (b) {
        no_inf_nan(b);
        if (b->dims[0] != n)
            mt_error("EIG requires same size matrices");
    }
    /* single values are computed in double and stored as single (Octave's FloatEIG works
     * in single precision: the last digits of a full-precision display may differ) */
    cls = a->cls == MT_SINGLE || (b && b->cls == MT_SINGLE) ? MT_SINGLE : MT_DOUBLE;
    if (b)
        eig_generalized(&res, a, b, want_v, want_w, o.qz);
    else
        eig_standard(&res, a, want_v, want_w, !o.nobalance);
    if (nout <= 1) {
        give(out[0], cls, n, o.matrix ? n : 1, res.lambda, o.matrix);
    } else {
        give(out[0], cls, n, n, res.v, 0);
        give(out[1], cls, n, o.vector ? 1 : n, res.lambda, !o.vector);
        if (nout > 2)
            give(out[2], cls, n, n, res.w, 0);
    }
    free(res.lambda);
    free(res.v);
    free(res.w);
}

/* libstdc++'s std::pow for the mixed complex kinds xpow.cc uses (GCC's <complex>), on
 * interleaved pairs, in double or (single) float: complex^real is the real pow for a
 * positive real base, else polar (exp (y re(log x)), y im(log x)); real^complex is
 * polar (pow (x, re y), im y log x) for a positive base, else cpow; complex^complex is cpow. */
void mt__pow_pair(double *out, const double *x, int x_cplx, const double *y, int y_cplx,
                     int single)
{
    double rho, th;
    if (!single) {
        double complex zx, zy, t;
        zx = mt__cplx(x[0], x_cplx ? x[1] : 0);
        zy = mt__cplx(y[0], y_cplx ? y[1] : 0);
        if (x_cplx && !y_cplx) {
            if (x[1] == 0 && x[0] > 0) {
                out[0] = pow(x[0], y[0]);
                out[1] = 0;
                return;
            }
            t = clog(zx);
            rho = exp(y[0] * creal(t));
            th = y[0] * cimag(t);
        } else if (!x_cplx && y_cplx && x[0] > 0) {
            rho = pow(x[0], y[0]);
            th = y[1] * log(x[0]);
        } else {
            t = cpow(zx, zy);
            out[0] = creal(t);
            out[1] = cimag(t);
            return;
        }
        out[0] = rho * cos(th);
        out[1] = rho * sin(th);
    } else {
        float complex zx, zy, t;
        float fx0 = (float)x[0], fx1 = x_cplx ? (float)x[1] : 0, fy0 = (float)y[0],
              fy1 = y_cplx ? (float)y[1] : 0, frho, fth;
        ((float *)&zx)[0] = fx0; /* a complex is an array of its two parts */
        ((float *)&zx)[1] = fx1;
        ((float *)&zy)[0] = fy0;
        ((float *)&zy)[1] = fy1;
        if (x_cplx && !y_cplx) {
            if (fx1 == 0 && fx0 > 0) {
                out[0] = (double)powf(fx0, fy0);
                out[1] = 0;
                return;
            }
            t = clogf(zx);
            frho = expf(fy0 * crealf(t));
            fth = fy0 * cimagf(t);
        } else if (!x_cplx && y_cplx && fx0 > 0) {
            frho = powf(fx0, fy0);
            fth = fy1 * logf(fx0);
        } else {
            t = cpowf(zx, zy);
            out[0] = (double)crealf(t);
            out[1] = (double)cimagf(t);
            return;
        }
        out[0] = (double)(frho * cosf(fth));
        out[1] = (double)(frho * sinf(fth));
    }
}

/* Octave's xpow.cc for the matrix powers that are not repeated products: a square matrix m
 * to a scalar power s that is not an integer (or is complex), or a scalar s to the power m
 * (base_scalar). EIG (m) (balanced, left vectors asked as the class does), each eigenvalue
 * through std::pow, then Q * D * inverse (Q) in complex arithmetic (zgemm), narrowed to
 * real when no imaginary part is left; a positive real base of a real matrix keeps the
 * real part (xpow case 2). Single when either operand is. */
void mt__mpower_eig(mt_array *r, const mt_array *m, const mt_array *s, int base_scalar)
{
    int single = m->cls == MT_SINGLE || s->cls == MT_SINGLE, real_part;
    mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
    mt_array mm = MT_ARRAY_INIT, qd = MT_ARRAY_INIT, q = MT_ARRAY_INIT, qi = MT_ARRAY_INIT;
    eig_result res = {NULL, NULL, NULL};
    double sv[2], lam[2];
    size_t n = m->dims[0], i, j, dims[2];
    sv[0] = mt__get(s, 0);
    sv[1] = s->cplx ? mt__get_im(s, 0) : 0;
    if (m->numel == 0) {
        size_t z[2] = {0, 0};
        mt_zeros(r, MT_DOUBLE, 2, z);
        return;
    }
    /* the errors first, before anything is allocated */
    no_inf_nan(m);
    if (!mt__la_available())
        mt_error("mat2c: a matrix power of this kind needs LAPACK (this program was built "
                 "without it)");
    mt_convert(&mm, cls, m);
    mm.layout = MT_LAYOUT_FULL;
    eig_standard(&res, &mm, 1, 1, 1);
    dims[0] = dims[1] = n;
    mt_resize(&qd, cls, 1, 2, dims);
    mt_resize(&q, cls, 1, 2, dims);
    for (j = 0; j < n; j++) {
        const double *l = res.lambda + 2 * j;
        if (base_scalar)
            mt__pow_pair(lam, sv, s->cplx, l, 1, single);
        else
            mt__pow_pair(lam, l, 1, sv, s->cplx, single);
        for (i = 0; i < n; i++) {
            const double *v = res.v + 2 * (i + j * n);
            mt__set_c(&q, i + j * n, v[0], v[1]);
            /* Octave's ComplexMatrix * ComplexDiagMatrix: each column times its value */
            if (single) {
                float complex a, b, c;
                ((float *)&a)[0] = (float)v[0];
                ((float *)&a)[1] = (float)v[1];
                ((float *)&b)[0] = (float)lam[0];
                ((float *)&b)[1] = (float)lam[1];
                c = a * b;
                mt__set_c(&qd, i + j * n, (double)crealf(c), (double)cimagf(c));
            } else {
                double complex c = make_z(v) * make_z(lam);
                mt__set_c(&qd, i + j * n, creal(c), cimag(c));
            }
        }
    }
    mt__cinverse_plain(&qi, &q);
    mt_mtimes(r, &qd, &qi);
    real_part = base_scalar && !s->cplx && sv[0] > 0 && !m->cplx;
    if (real_part && r->cplx) {
        for (i = 0; i < r->numel; i++)
            mt__set_c(r, i, mt__get(r, i), 0);
        mt__narrow_complex(r);
    }
    free(res.lambda);
    free(res.v);
    free(res.w);
    mt_free(&mm);
    mt_free(&qd);
    mt_free(&q);
    mt_free(&qi);
}
