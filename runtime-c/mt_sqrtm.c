/* mt_sqrtm.c — sqrtm as Octave's sqrtm.cc: a diagonal matrix by the square roots of its
 * diagonal; a real triangular one (MatrixType's probe) without a negative diagonal element
 * by Higham's recurrence in real arithmetic; a triangular one otherwise by the recurrence in
 * complex arithmetic; any other through the complex Schur form (zgeesx, as ComplexSCHUR)
 * T = U' A U: sqrt (T) by the recurrence, then U * sqrt (T) * U' (zgemm), whose imaginary
 * part is dropped for a real A when its 1-norm is within 10 n eps norm1 (A). Single values
 * in float (cgeesx, csqrtf). Needs LAPACK except for the diagonal and real triangular cases. */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* sqrtm.cc's sqrtm_utri_inplace (Octave 7: bug #60797's guard) on the n x n upper triangle
 * of t (column-major): the diagonal's square roots, then each column's entries solved
 * upwards from the diagonal, a zero entry skipped (a 0/0 would make it NaN). Returns 1 when
 * a diagonal element is zero (singular). */
#define MT_UTRI_SQRT(NAME, T, SQRT)                                                            \
    static int NAME(T *t, size_t n)                                                            \
    {                                                                                          \
        int singular = 0;                                                                      \
        size_t j, i, k;                                                                        \
        for (j = 0; j < n; j++) {                                                              \
            T *colj = t + n * j;                                                               \
            if (colj[j] != 0)                                                                  \
                colj[j] = SQRT(colj[j]);                                                       \
            else                                                                               \
                singular = 1;                                                                  \
            for (i = j; i-- > 0;) {                                                            \
                const T *coli = t + n * i;                                                     \
                T colji;                                                                       \
                if (colj[i] != 0)                                                              \
                    colj[i] /= (coli[i] + colj[j]);                                            \
                colji = colj[i];                                                               \
                for (k = 0; k < i; k++)                                                        \
                    colj[k] -= coli[k] * colji;                                                \
            }                                                                                  \
        }                                                                                      \
        return singular;                                                                       \
    }

MT_UTRI_SQRT(utri_d, double, sqrt)
MT_UTRI_SQRT(utri_s, float, sqrtf)
MT_UTRI_SQRT(utri_z, double complex, csqrt)
MT_UTRI_SQRT(utri_c, float complex, csqrtf)

static void singular_warning(int singular)
{
    if (singular)
        mt_warn("Octave:sqrtm:SingularMatrix",
                "sqrtm: matrix is singular, may not have a square root");
}

/* The upper triangle of a lower-triangular t: its transpose, in place. */
static void transpose_sq(void *t, size_t n, size_t es)
{
    char tmp[2 * sizeof(double)], *p = (char *)t;
    size_t i, j;
    for (j = 0; j < n; j++)
        for (i = j + 1; i < n; i++) {
            memcpy(tmp, p + (i + j * n) * es, es);
            memcpy(p + (i + j * n) * es, p + (j + i * n) * es, es);
            memcpy(p + (j + i * n) * es, tmp, es);
        }
}

/* A real triangular matrix (type 1 upper, 2 lower) with no negative diagonal element, in
 * real arithmetic. */
static void sqrtm_real_tri(mt_array *r, const mt_array *x, size_t n, int type, int single)
{
    mt_array res = MT_ARRAY_INIT;
    size_t dims[2], i;
    int singular;
    dims[0] = dims[1] = n;
    mt_resize(&res, single ? MT_SINGLE : MT_DOUBLE, 0, 2, dims);
    for (i = 0; i < n * n; i++)
        mt__set(&res, i, mt__get(x, i));
    if (type == MT_MT_LOWER)
        transpose_sq(res.data, n, mt_elsize(res.cls, 0));
    singular = single ? utri_s((float *)res.data, n) : utri_d((double *)res.data, n);
    if (type == MT_MT_LOWER)
        transpose_sq(res.data, n, mt_elsize(res.cls, 0));
    singular_warning(singular);
    mt__take(r, &res);
}

/* The 1-norm (largest column sum of magnitudes) of the imaginary parts of the n x n
 * interleaved z, in its precision. */
static double imag_norm1(const mt_array *z, size_t n, int single)
{
    double best = 0;
    size_t i, j;
    for (j = 0; j < n; j++) {
        double s = 0;
        float fs = 0;
        for (i = 0; i < n; i++) {
            if (single)
                fs += fabsf((float)mt__get_im(z, i + j * n));
            else
                s += fabs(mt__get_im(z, i + j * n));
        }
        if (single)
            s = (double)fs;
        if (j == 0 || s > best || s != s)
            best = s;
    }
    return best;
}

/* The complex paths: the recurrence on a triangular matrix, or through the Schur form. */
static void sqrtm_complex(mt_array *r, const mt_array *x, size_t n, int type, int single,
                          double cutoff)
{
    mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
    size_t es = single ? sizeof(float complex) : sizeof(double complex), i, dims[2];
    void *t = mt__bi_alloc(n * n * es + 1), *u, *ut, *res;
    mt_array out = MT_ARRAY_INIT;
    int singular;
    dims[0] = dims[1] = n;
    for (i = 0; i < n * n; i++) {
        if (single) {
            float p[2];
            p[0] = (float)mt__get(x, i);
            p[1] = (float)mt__get_im(x, i);
            memcpy((char *)t + i * es, p, sizeof p);
        } else {
            double p[2];
            p[0] = mt__get(x, i);
            p[1] = mt__get_im(x, i);
            memcpy((char *)t + i * es, p, sizeof p);
        }
    }
    mt_resize(&out, cls, 1, 2, dims);
    if (type == MT_MT_UPPER || type == MT_MT_LOWER) {
        if (type == MT_MT_LOWER)
            transpose_sq(t, n, es);
        singular = single ? utri_c((float complex *)t, n) : utri_z((double complex *)t, n);
        if (type == MT_MT_LOWER)
            transpose_sq(t, n, es);
        memcpy(out.data, t, n * n * es);
        free(t);
        singular_warning(singular);
        mt__narrow_complex(&out);
        mt__take(r, &out);
        return;
    }
    u = mt__bi_alloc(n * n * es + 1);
    if (mt__la_geesx(single, n, t, u) == MT_LA_MISSING) {
        free(t);
        free(u);
        mt_free(&out);
        mt_error("mat2c: sqrtm of a matrix that is not triangular needs LAPACK (this program "
                 "was built without it)");
    }
    singular = single ? utri_c((float complex *)t, n) : utri_z((double complex *)t, n);
    ut = mt__bi_alloc(n * n * es + 1);
    res = out.data;
    /* x = u * x; res = x * u' (xgemm with the conjugate transpose) */
    mt__cgemm_flags(single, n, u, 0, t, 0, ut);
    mt__cgemm_flags(single, n, ut, 0, u, 2, res);
    free(t);
    free(u);
    free(ut);
    singular_warning(singular);
    if (cutoff > 0 && imag_norm1(&out, n, single) <= cutoff) {
        for (i = 0; i < n * n; i++)
            mt__set_c(&out, i, mt__get(&out, i), 0);
    }
    mt__narrow_complex(&out);
    mt__take(r, &out);
}

static void sqrtm_value(mt_array *r, const mt_array *x, int nout);

/* [s, err, cond] = sqrtm (A): err = norm (s*s - A, "fro") / norm (A, "fro") as Octave
 * computes it, cond -1 (Octave computes no condition number). */
BI(sqrtm)
{
    mt_array v0, s = MT_ARRAY_INIT, p = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    (void)nargs;
    sqrtm_value(&s, x, nout);
    if (nout > 1) {
        mt_arg a, b;
        int single = s.cls == MT_SINGLE || x->cls == MT_SINGLE;
        double e, fx;
        mt_mtimes(&p, &s, &s);
        a.a = &p;
        a.s = 0;
        b.a = x;
        b.s = 0;
        mt_binary(&p, MT_SUB, a, b);
        e = mt__frob_norm(&p);
        fx = mt__frob_norm(x);
        mt__bi_give_scalar(out[1], single ? MT_SINGLE : MT_DOUBLE,
                           single ? (double)((float)e / (float)fx) : e / fx);
        if (nout > 2)
            mt__bi_give_scalar(out[2], MT_DOUBLE, -1);
        mt_free(&p);
    }
    mt__take(out[0], &s);
}

static void sqrtm_value(mt_array *r, const mt_array *x, int nout)
{
    size_t n = x->dims[0], i;
    int single = x->cls == MT_SINGLE, type;
    double *a, cutoff = 0;
    (void)nout;
    if (x->ndims > 2 || x->dims[0] != x->dims[1])
        mt_error("sqrtm: A must be a square matrix");
    if (mt__is_container(x) || x->cls == MT_CHAR || x->cls == MT_LOGICAL)
        mt_error("mat2c: sqrtm of a %s is not supported", mt__type_name(x));
    if (x->layout == MT_LAYOUT_DIAG && x->numel > 1) {
        /* arg.sqrt (): the diagonal's square roots, complex for a negative one */
        mt_array res = MT_ARRAY_INIT;
        mt_resize(&res, single ? MT_SINGLE : MT_DOUBLE, 1, 2, x->dims);
        for (i = 0; i < n * n; i++)
            mt__set_c(&res, i, 0, 0);
        for (i = 0; i < n; i++) {
            double d = mt__get(x, i + i * n), di = mt__get_im(x, i + i * n);
            if (x->cplx && single) {
                float complex f;
                ((float *)&f)[0] = (float)d;
                ((float *)&f)[1] = (float)di;
                f = csqrtf(f);
                mt__set_c(&res, i + i * n, (double)crealf(f), (double)cimagf(f));
            } else if (x->cplx) {
                double complex z = csqrt(mt__cplx(d, di));
                mt__set_c(&res, i + i * n, creal(z), cimag(z));
            } else if (d < 0)
                mt__set_c(&res, i + i * n, 0, single ? (double)sqrtf((float)-d) : sqrt(-d));
            else
                mt__set_c(&res, i + i * n, single ? (double)sqrtf((float)d) : sqrt(d), 0);
        }
        mt__narrow_complex(&res);
        res.layout = MT_LAYOUT_DIAG;
        mt__take(r, &res);
        return;
    }
    if (n == 0) {
        size_t z[2] = {0, 0};
        mt_zeros(r, single ? MT_SINGLE : MT_DOUBLE, 2, z);
        return;
    }
    a = mt__values(x);
    type = mt__matrix_type(a, n, x->cplx, single);
    if (!x->cplx) {
        int negative = 0;
        for (i = 0; i < n; i++)
            negative = negative || a[i + i * n] < 0;
        if ((type == MT_MT_UPPER || type == MT_MT_LOWER) && !negative) {
            free(a);
            sqrtm_real_tri(r, x, n, type, single);
            return;
        }
        cutoff = mt__norm1(a, n, n, 0, single);
        cutoff = single ? (double)((float)(10 * (long long)n) * FLT_EPSILON * (float)cutoff)
                        : (double)(10 * (long long)n) * DBL_EPSILON * cutoff;
    }
    free(a);
    sqrtm_complex(r, x, n, type, single, cutoff);
}
