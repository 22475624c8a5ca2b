/* mt_pnorm.c — norm (A, p) of a matrix for p other than 1, 2 and Inf, as Octave's
 * oct-norm.cc: Higham's hybrid method (Higham, "Estimating the matrix p-norm", Numer. Math.
 * 62, 1992). An "OSE" sweep builds a starting vector column by column, choosing each mixing
 * pair (lambda, mu) on the unit p-circle by sampling 4k angles (for complex matrices, then
 * 4k rotations of lambda); then the power method on the p-dual vectors, at most 100 steps,
 * stopping when the dual norm no longer exceeds the estimate or it grows by at most
 * sqrt (eps) of itself. Each step is done in A's precision and class (real or complex), the
 * products through mt_mtimes (Octave's xgemm: gemv for a matrix times a vector). */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MT_PI_D 3.14159265358979323846

/* The template's per-type pieces: R the real type, E the element type. */
#define RE_D(x) (x)
#define RE_Z(x) creal(x)
#define RE_C(x) crealf(x)
#define IM_R(x) 0.0
#define IM_Z(x) cimag(x)
#define IM_C(x) cimagf(x)

/* y = a * x (a m x n, x n x 1) or, with row set, y = x' * a (x m x 1, conjugated; y 1 x n,
 * returned as its conjugate so that the caller's next hermitian is the identity): the product
 * through mt_mtimes, in the precision and class of a. */
static void matvec(const mt_array *a, const void *x, void *y, int row, int cplx, int single)
{
    mt_array xv = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    size_t m = a->dims[0], n = a->dims[1], len = row ? m : n, dims[2], i;
    dims[0] = row ? 1 : n;
    dims[1] = row ? m : 1;
    mt_resize(&xv, single ? MT_SINGLE : MT_DOUBLE, cplx, 2, dims);
    for (i = 0; i < len; i++) {
        double re, im = 0;
        if (single && cplx) {
            re = (double)crealf(((const float complex *)x)[i]);
            im = (double)cimagf(((const float complex *)x)[i]);
        } else if (single)
            re = (double)((const float *)x)[i];
        else if (cplx) {
            re = creal(((const double complex *)x)[i]);
            im = cimag(((const double complex *)x)[i]);
        } else
            re = ((const double *)x)[i];
        if (cplx)
            mt__set_c(&xv, i, re, row ? -im : im);
        else
            mt__set(&xv, i, re);
    }
    if (row)
        mt_mtimes(&r, &xv, a);
    else
        mt_mtimes(&r, a, &xv);
    for (i = 0; i < (row ? n : m); i++) {
        double re = mt__get(&r, i), im = cplx ? mt__get_im(&r, i) : 0;
        if (row)
            im = -im;
        if (single && cplx)
            ((float complex *)y)[i] = (float)re + (float)im * (float complex)I;
        else if (single)
            ((float *)y)[i] = (float)re;
        else if (cplx)
            ((double complex *)y)[i] = re + im * (double complex)I;
        else
            ((double *)y)[i] = re;
    }
    mt_free(&xv);
    mt_free(&r);
}

/* The template: SUF names the instance, R its real type, E its element type, ABS, POW,
 * SQRT, COS, SIN R's functions (ABS of an E), CPLX 1 for complex elements. */
#define MT_PNORM(SUF, R, E, ABS, FABS, POW, SQRT, COS, SIN, EPS, CPLX, SINGLE, RE, IM)         \
    /* Octave's vector_norm: the accumulator for q (2: scaled squares, the parts of a      \
     * complex value one by one; 1: a sum; p: scaled p-th powers of magnitudes). */          \
    static R vnorm_##SUF(const E *v, size_t n, R q)                                        \
    {                                                                                      \
        R scl = 0, sum = 1, t;                                                             \
        size_t i;                                                                          \
        if (q == 1) {                                                                      \
            sum = 0;                                                                       \
            for (i = 0; i < n; i++)                                                        \
                sum += ABS(v[i]);                                                          \
            return sum;                                                                    \
        }                                                                                  \
        if (isinf(q)) {                                                                    \
            for (i = 0; i < n; i++) {                                                      \
                t = ABS(v[i]);                                                             \
                scl = t != t ? t : (scl != scl || scl > t) ? scl : t;                      \
            }                                                                              \
            return scl;                                                                    \
        }                                                                                  \
        for (i = 0; i < n * (q == 2 && CPLX ? 2 : 1); i++) {                               \
            if (q == 2) {                                                                  \
                R part = CPLX ? (i % 2 ? (R)IM(v[i / 2]) : (R)RE(v[i / 2])) : (R)RE(v[i]); \
                t = FABS(part);                                                            \
                if (scl == t)                                                              \
                    sum += 1;                                                              \
                else if (scl < t) {                                                        \
                    R f = scl / t;                                                         \
                    sum *= f * f;                                                          \
                    sum += 1;                                                              \
                    scl = t;                                                               \
                } else if (t != 0) {                                                       \
                    R f = t / scl;                                                         \
                    sum += f * f;                                                          \
                }                                                                          \
            } else {                                                                       \
                t = ABS(v[i]);                                                             \
                if (scl == t)                                                              \
                    sum += 1;                                                              \
                else if (scl < t) {                                                        \
                    sum *= POW(scl / t, q);                                                \
                    sum += 1;                                                              \
                    scl = t;                                                               \
                } else if (t != 0)                                                         \
                    sum += POW(t / scl, q);                                                \
            }                                                                              \
        }                                                                                  \
        return q == 2 ? scl * SQRT(sum) : scl * POW(sum, 1 / q);                           \
    }                                                                                      \
                                                                                           \
    /* The p-dual of x in r (signum (x) .* |x|.^(p-1), scaled to unit q-norm). */          \
    static void dual_##SUF(E *r, const E *x, size_t n, R p, R q)                           \
    {                                                                                      \
        size_t i;                                                                          \
        R nrm;                                                                             \
        for (i = 0; i < n; i++) {                                                          \
            R a = ABS(x[i]);                                                               \
            E sg;                                                                          \
            if (CPLX)                                                                      \
                sg = a == 0 ? (E)0 : x[i] / a;                                             \
            else                                                                           \
                sg = x[i] != x[i] ? x[i] : RE(x[i]) < 0 ? (E)-1 : RE(x[i]) > 0 ? (E)1 : (E)0; \
            r[i] = sg * POW(a, p - 1);                                                     \
        }                                                                                  \
        nrm = vnorm_##SUF(r, n, q);                                                        \
        for (i = 0; i < n; i++)                                                            \
            r[i] = r[i] / nrm;                                                             \
    }                                                                                      \
                                                                                           \
    /* The unit p-circle point (l, m) at angle i pi / ns. */                               \
    static void circle_##SUF(size_t i, size_t ns, R p, R *l, R *m)                         \
    {                                                                                      \
        R fi = (R)i * (R)MT_PI_D / (R)ns, nr;                                              \
        *l = (R)COS((double)fi);                                                                   \
        *m = (R)SIN((double)fi);                                                                   \
        nr = POW(POW(FABS(*l), p) + POW(FABS(*m), p), 1 / p);                              \
        *l /= nr;                                                                          \
        *m /= nr;                                                                          \
    }                                                                                      \
                                                                                           \
    /* Higham's subproblem: (lambda, mu) of unit p-norm maximising the p-norm of          \
     * lambda y + mu col over ns samples (complex: the magnitudes first, with lambda's     \
     * phase, then lambda's phase over ns rotations). */                                   \
    static void subp_##SUF(const E *y, const E *col, E *tmp, size_t m, size_t ns, R p,     \
                           E *lambda, E *mu)                                               \
    {                                                                                      \
        R nrm = 0, l1, m1, nrm1;                                                           \
        E lamcu = 1;                                                                       \
        size_t i, k;                                                                       \
        if (CPLX) {                                                                        \
            *lambda = 1;                                                                   \
            lamcu = *lambda / ABS(*lambda);                                                \
        }                                                                                  \
        for (i = 0; i < ns; i++) {                                                         \
            circle_##SUF(i, ns, p, &l1, &m1);                                              \
            for (k = 0; k < m; k++)                                                        \
                tmp[k] = (CPLX ? l1 * lamcu : l1) * y[k] + m1 * col[k];                    \
            nrm1 = vnorm_##SUF(tmp, m, p);                                                 \
            if (nrm1 > nrm) {                                                              \
                *lambda = CPLX ? l1 * lamcu : l1;                                          \
                *mu = m1;                                                                  \
                nrm = nrm1;                                                                \
            }                                                                              \
        }                                                                                  \
        if (CPLX) {                                                                        \
            R lama = ABS(*lambda);                                                         \
            for (i = 0; i < ns; i++) {                                                     \
                R fi = (R)i * (R)MT_PI_D / (R)ns;                                          \
                lamcu = (E)((R)COS((double)fi) + (R)SIN((double)fi) * (E)I);                               \
                for (k = 0; k < m; k++)                                                    \
                    tmp[k] = lama * lamcu * y[k] + *mu * col[k];                           \
                nrm1 = vnorm_##SUF(tmp, m, p);                                             \
                if (nrm1 > nrm) {                                                          \
                    *lambda = lama * lamcu;                                                \
                    nrm = nrm1;                                                            \
                }                                                                          \
            }                                                                              \
        }                                                                                  \
    }                                                                                      \
                                                                                           \
    static double higham_##SUF(const mt_array *a, const E *v, R p)                         \
    {                                                                                      \
        size_t m = a->dims[0], n = a->dims[1], big = (m > n ? m : n) + 1, i, k;            \
        E *x = (E *)mt__bi_alloc(big * sizeof(E)), *y = (E *)mt__bi_alloc(big * sizeof(E)); \
        E *z = (E *)mt__bi_alloc(big * sizeof(E)), *t = (E *)mt__bi_alloc(big * sizeof(E)); \
        E lambda = 0, mu = 1;                                                              \
        R q = p / (p - 1), gamma = 0, gamma1, tol = SQRT(EPS), nx;                         \
        int iter = 0;                                                                      \
        for (i = 0; i < m; i++)                                                            \
            y[i] = 0;                                                                      \
        for (k = 0; k < n; k++) {                                                          \
            const E *col = v + k * m;                                                      \
            if (k > 0)                                                                     \
                subp_##SUF(y, col, t, m, 4 * k, p, &lambda, &mu);                          \
            for (i = 0; i < k; i++)                                                        \
                x[i] *= lambda;                                                            \
            x[k] = mu;                                                                     \
            for (i = 0; i < m; i++)                                                        \
                y[i] = lambda * y[i] + mu * col[i];                                        \
        }                                                                                  \
        nx = vnorm_##SUF(x, n, p);                                                         \
        for (i = 0; i < n; i++)                                                            \
            x[i] = x[i] / nx;                                                              \
        while (iter < 100) {                                                               \
            matvec(a, x, y, 0, CPLX, SINGLE);                                              \
            gamma1 = gamma;                                                                \
            gamma = vnorm_##SUF(y, m, p);                                                  \
            dual_##SUF(z, y, m, p, q);                                                     \
            matvec(a, z, t, 1, CPLX, SINGLE);                                              \
            if (iter > 0 && (vnorm_##SUF(t, n, q) <= gamma || (gamma - gamma1) <= tol * gamma)) \
                break;                                                                     \
            dual_##SUF(x, t, n, q, p);                                                     \
            iter++;                                                                        \
        }                                                                                  \
        free(x);                                                                           \
        free(y);                                                                           \
        free(z);                                                                           \
        free(t);                                                                           \
        return (double)gamma;                                                              \
    }

MT_PNORM(d, double, double, fabs, fabs, pow, sqrt, cos, sin, DBL_EPSILON, 0, 0, RE_D, IM_R)
MT_PNORM(s, float, float, fabsf, fabsf, powf, sqrtf, cos, sin, FLT_EPSILON, 0, 1, RE_D, IM_R)
MT_PNORM(z, double, double complex, cabs, fabs, pow, sqrt, cos, sin, DBL_EPSILON, 1, 0, RE_Z, IM_Z)
MT_PNORM(c, float, float complex, cabsf, fabsf, powf, sqrtf, cos, sin, FLT_EPSILON, 1, 1, RE_C,
         IM_C)

/* norm (A, p) of an m x n matrix A (m, n > 1) for 1 < p < Inf, p not 2, by Higham's method
 * in A's precision and class. */
double mt__norm_higham(const mt_array *a, double p)
{
    size_t n = a->numel, i;
    int single = a->cls == MT_SINGLE;
    double r;
    void *v;
    if (a->cplx) {
        v = mt__bi_alloc((n + 1) * (single ? sizeof(float complex) : sizeof(double complex)));
        for (i = 0; i < n; i++) {
            if (single)
                ((float complex *)v)[i] =
                    (float)mt__get(a, i) + (float)mt__get_im(a, i) * (float complex)I;
            else
                ((double complex *)v)[i] = mt__get(a, i) + mt__get_im(a, i) * (double complex)I;
        }
        r = single ? higham_c(a, (const float complex *)v, (float)p)
                   : higham_z(a, (const double complex *)v, p);
    } else {
        v = mt__bi_alloc((n + 1) * (single ? sizeof(float) : sizeof(double)));
        for (i = 0; i < n; i++) {
            if (single)
                ((float *)v)[i] = (float)mt__get(a, i);
            else
                ((double *)v)[i] = mt__get(a, i);
        }
        r = single ? higham_s(a, (const float *)v, (float)p) : higham_d(a, (const double *)v, p);
    }
    free(v);
    return r;
}
