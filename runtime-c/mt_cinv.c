/* mt_cinv.c — inv of a complex matrix, as Octave's ComplexMatrix::inverse (always with
 * the condition estimate): triangular matrices by ztrtri and ztrcon, Hermitian ones with a
 * positive real diagonal by Cholesky (zpotrf, zpocon, zpotri) when it succeeds, the others
 * by zgetrf, zgecon and zgetri; Inf where RCOND is 0 (except triangular), Octave's
 * singular-matrix warning with one output, and a result with no imaginary part narrowed to
 * real. Single matrices use the c* routines. Builds without LAPACK are refused. */
#include "mt_internal.h"

#include <complex.h>
#include <math.h>

/* Octave's MatrixType probe of a complex square matrix: upper (1) or lower (2) triangular
 * with a nonzero diagonal, else Hermitian (3: a positive real diagonal, a_ij = conj(a_ji)
 * and |a_ij|^2 < a_ii a_jj), else full (0). */
static int cinv_type(const mt_array *x, size_t n)
{
    int upper = 1, lower = 1, herm = 1;
    size_t i, j;
    for (j = 0; j < n && upper; j++) {
        double dr = mt__get(x, j + j * n), di = mt__get_im(x, j + j * n);
        upper = lower = dr != 0 || di != 0;
        herm = herm && dr > 0 && di == 0;
    }
    for (j = 0; j < n && (upper || lower || herm); j++)
        for (i = 0; i < j; i++) {
            size_t ij = i + j * n, ji = j + i * n;
            double ar = mt__get(x, ij), ai = mt__get_im(x, ij);
            double br = mt__get(x, ji), bi = mt__get_im(x, ji);
            lower = lower && ar == 0 && ai == 0;
            upper = upper && br == 0 && bi == 0;
            herm = herm && ar == br && ai == -bi &&
                   ar * ar + ai * ai < mt__get(x, i + i * n) * mt__get(x, j + j * n);
        }
    return upper ? 1 : lower ? 2 : herm ? 3 : 0;
}

/* the largest column sum of |A| in A's precision; max skips NaN sums unless all are NaN */
static double cinv_norm1(const mt_array *r, size_t n, int single)
{
    double anorm = MT_NAN;
    size_t i, j;
    for (j = 0; j < n; j++) {
        double s = 0;
        float fs = 0;
        for (i = 0; i < n; i++) {
            if (single) {
                const float *p = (const float *)r->data + 2 * (i + j * n);
                fs += hypotf(p[0], p[1]);
            } else {
                const double *p = (const double *)r->data + 2 * (i + j * n);
                s += hypot(p[0], p[1]);
            }
        }
        if (single)
            s = (double)fs;
        if (s == s && !(s <= anorm))
            anorm = s;
    }
    return anorm;
}

/* A complex scalar: 1 / z (C's complex division), Inf for zero; RCOND NaN for a NaN part,
 * 0 for zero or an infinite part, else 1. */
static void cinv_scalar(int nout, mt_array *const *out, const mt_array *x, int single)
{
    mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
    mt_array r = MT_ARRAY_INIT;
    double re = mt__get(x, 0), im = mt__get_im(x, 0), rc;
    size_t one[2] = {1, 1};
    mt_resize(&r, cls, 1, 2, one);
    if (re == 0 && im == 0)
        mt__set_c(&r, 0, MT_INF, 0);
    else if (single) {
        float complex z, w;
        ((float *)&z)[0] = (float)re; /* a complex is an array of its two parts */
        ((float *)&z)[1] = (float)im;
        w = 1.0f / z;
        mt__set_c(&r, 0, (double)crealf(w), (double)cimagf(w));
    } else {
        double complex w = 1.0 / mt__cplx(re, im);
        mt__set_c(&r, 0, creal(w), cimag(w));
    }
    mt__narrow_complex(&r);
    mt__bi_give(out[0], &r);
    rc = re != re || im != im ? MT_NAN : (re == 0 && im == 0) || isinf(re) || isinf(im) ? 0 : 1;
    if (nout > 1)
        mt__bi_give_scalar(out[1], cls, rc);
}

void mt__inv_complex(int nout, mt_array *const *out, const mt_array *x, size_t n)
{
    int single = x->cls == MT_SINGLE, type, info;
    mt_class cls = single ? MT_SINGLE : MT_DOUBLE;
    mt_array r = MT_ARRAY_INIT;
    double rc = 0, anorm;
    size_t i;
    if (n == 1) {
        cinv_scalar(nout, out, x, single);
        return;
    }
    if (!mt__la_available())
        mt_error("mat2c: inv of complex values needs LAPACK");
    type = cinv_type(x, n);
    mt_convert(&r, cls, x);
    if (type == 1 || type == 2) {
        info = mt__la_ztrtri(single, type == 2, n, r.data, &rc);
    } else {
        anorm = cinv_norm1(&r, n, single);
        info = type == 3 ? mt__la_zpotri(single, n, r.data, anorm, &rc) : 1;
        if (info != 0) {
            mt_convert(&r, cls, x); /* not positive definite: the full path on A again */
            info = mt__la_zgetri(single, n, r.data, anorm, &rc);
        }
        if (rc == 0)
            for (i = 0; i < n * n; i++)
                mt__set_c(&r, i, MT_INF, 0);
    }
    if (nout < 2) {
        /* Octave's Finv: singular when RCOND vanishes next to 1 (in A's precision) or is NaN */
        int sing = single ? (float)rc + 1.0f == 1.0f : rc + 1.0 == 1.0;
        if (info != 0 || sing || rc != rc) {
            if (rc == 0)
                mt_warn("Octave:singular-matrix", "matrix singular to machine precision");
            else
                mt_warn("Octave:singular-matrix",
                        "matrix singular to machine precision, rcond = %g", rc);
        }
    }
    mt__narrow_complex(&r);
    mt__bi_give(out[0], &r);
    if (nout > 1)
        mt__bi_give_scalar(out[1], cls, rc);
}

/* r = Q.inverse () of a complex square Q as xpow.cc takes it: ComplexMatrix::inverse
 * without the condition estimate and without force, so a factorization that fails leaves
 * Q itself (Octave restores the matrix), and no Inf fill. Not narrowed: xpow multiplies
 * two complex matrices. */
void mt__cinverse_plain(mt_array *r, const mt_array *x)
{
    int single = x->cls == MT_SINGLE, type, info;
    size_t n = x->dims[0];
    double rc = 0;
    if (!mt__la_available())
        mt_error("mat2c: a matrix power of this kind needs LAPACK (this program was built "
                 "without it)");
    type = cinv_type(x, n);
    mt_copy(r, x);
    if (type == 1 || type == 2)
        info = mt__la_ztrtri(single, type == 2, n, r->data, &rc);
    else {
        info = type == 3 ? mt__la_zpotri(single, n, r->data, 0, &rc) : 1;
        if (info != 0) {
            mt_copy(r, x);
            info = mt__la_zgetri(single, n, r->data, 0, &rc);
        }
    }
    if (info != 0)
        mt_copy(r, x);
}
