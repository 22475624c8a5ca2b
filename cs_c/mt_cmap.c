/* mt_cmap.c — acosh, asinh, atanh and log1p with Octave's complex results: a real argument
 * outside the real domain gives the complex branch (Octave's rc_acosh, rc_atanh,
 * rc_log1p), a complex argument goes through the C library's complex functions (what
 * std::acosh and friends call), and a result whose imaginary parts are all zero is real.
 * A single argument computes in single. */
#include "mt_internal.h"

#include <complex.h>
#include <math.h>

#define UNUSED_BI (void)nout, (void)nargs, (void)args

typedef enum { CM_ACOSH, CM_ASINH, CM_ATANH, CM_LOG1P } cm_fn;


#define CM_PI 3.141592653589793

/* a float complex from its parts (C99 has no CMPLXF; a complex is an array of two) */
static float complex cmf(float re, float im)
{
    float complex z;
    ((float *)&z)[0] = re;
    ((float *)&z)[1] = im;
    return z;
}

/* Does the real argument x leave the function's real domain? */
static int cm_goes_complex(cm_fn f, double x)
{
    switch (f) {
    case CM_ACOSH: return x < 1;
    case CM_ATANH: return fabs(x) > 1;
    case CM_LOG1P: return x < -1;
    default: return 0;
    }
}

/* Octave's log1p of a complex value: near zero, a form that keeps the small real part. */
static double complex cm_log1p(double complex z)
{
    double r = creal(z), i = cimag(z);
    if (fabs(r) < 0.5 && fabs(i) < 0.5) {
        double u = 2 * r + r * r + i * i;
        return mt__cplx(log1p(u / (1 + sqrt(u + 1))), atan2(i, 1 + r));
    }
    return clog(1 + z);
}

static float complex cm_log1pf(float complex z)
{
    float r = crealf(z), i = cimagf(z);
    if (fabsf(r) < 0.5f && fabsf(i) < 0.5f) {
        float u = 2 * r + r * r + i * i;
        return cmf(log1pf(u / (1 + sqrtf(u + 1))), atan2f(i, 1 + r));
    }
    return clogf(1 + z);
}

static double complex cm_d(cm_fn f, double re, double im, int cplx)
{
    if (!cplx) {
        if (!cm_goes_complex(f, re))
            return mt__cplx(f == CM_ACOSH ? acosh(re) : f == CM_ASINH ? asinh(re)
                         : f == CM_ATANH ? atanh(re) : log1p(re), 0);
        if (f == CM_LOG1P)
            return mt__cplx(log(-(1 + re)), CM_PI);
    }
    switch (f) {
    case CM_ACOSH: return cacosh(mt__cplx(re, im));
    case CM_ASINH: return casinh(mt__cplx(re, im));
    case CM_ATANH: return catanh(mt__cplx(re, im));
    default: return cm_log1p(mt__cplx(re, im));
    }
}

static float complex cm_f(cm_fn f, float re, float im, int cplx)
{
    if (!cplx) {
        /* real single arguments keep the double computation rounded to single */
        if (!cm_goes_complex(f, (double)re)) {
            double complex w = cm_d(f, (double)re, 0, 0);
            return cmf((float)creal(w), 0);
        }
        if (f == CM_LOG1P)
            return cmf(logf(-(1 + re)), (float)CM_PI);
    }
    switch (f) {
    case CM_ACOSH: return cacoshf(cmf(re, im));
    case CM_ASINH: return casinhf(cmf(re, im));
    case CM_ATANH: return catanhf(cmf(re, im));
    default: return cm_log1pf(cmf(re, im));
    }
}

static void cm_map(cm_fn f, mt_array *const o, const mt_arg *g)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(g, &v);
    int single = x->cls == MT_SINGLE, cplx = x->cplx;
    size_t i;
    /* integer classes compute in double, as Octave's mappers of integers do */
    if (!cplx)
        for (i = 0; i < x->numel && !cplx; i++)
            cplx = cm_goes_complex(f, mt__get(x, i));
    mt_resize(&r, single ? MT_SINGLE : MT_DOUBLE, cplx, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double re = mt__get(x, i), im = mt__get_im(x, i);
        if (single) {
            float complex w = cm_f(f, (float)re, (float)im, x->cplx);
            mt__set_c(&r, i, (double)crealf(w), (double)cimagf(w));
        } else {
            double complex w = cm_d(f, re, im, x->cplx);
            mt__set_c(&r, i, creal(w), cimag(w));
        }
    }
    mt__narrow_complex(&r);
    mt__bi_give(o, &r);
}

BI(acosh)
{
    UNUSED_BI;
    cm_map(CM_ACOSH, out[0], &args[0]);
}

BI(asinh)
{
    UNUSED_BI;
    cm_map(CM_ASINH, out[0], &args[0]);
}

BI(atanh)
{
    UNUSED_BI;
    cm_map(CM_ATANH, out[0], &args[0]);
}

BI(log1p)
{
    UNUSED_BI;
    cm_map(CM_LOG1P, out[0], &args[0]);
}
