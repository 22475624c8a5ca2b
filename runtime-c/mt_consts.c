/* mt_consts.c — the constant builtins (pi, e, eps, Inf, NaN) called with arguments that are
 * not all double sizes: a trailing class name (`NaN(2, 'single')`, `eps('single')`), and
 * `eps(x)`, the spacing of the floating-point numbers at x. Messages are Octave 7's. */
#include "mt_internal.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The class named by a trailing class-name argument of constant `name`. */
static mt_class const_class(const char *name, const mt_array *a)
{
    char *s = mt__bi_cstr(a);
    int k;
    if (!strcmp(s, "double") || !strcmp(s, "single")) {
        mt_class c = s[0] == 'd' ? MT_DOUBLE : MT_SINGLE;
        free(s);
        return c;
    }
    for (k = 0; k <= MT_CHAR; k++)
        if (!strcmp(s, mt_class_name((mt_class)k))) {
            free(s);
            mt_error("%s: invalid class name", name);
        }
    free(s);
    mt_error("invalid data type specified");
    return MT_DOUBLE;
}

void mt_const_fill(mt_array *r, const char *name, double v, int nargs, const mt_arg *args)
{
    mt_class cls = MT_DOUBLE;
    size_t dims[MT_MAXDIMS], i;
    int nd, k;
    mt_array t = MT_ARRAY_INIT;
    if (nargs > 0) {
        mt_array tmp;
        const mt_array *last = mt__bi_arg(&args[nargs - 1], &tmp);
        if (last->cls == MT_CHAR) {
            cls = const_class(name, last);
            nargs--;
        }
    }
    for (k = 0; k < nargs; k++) {
        mt_array tmp;
        const mt_array *a = mt__bi_arg(&args[k], &tmp);
        if (a->cls == MT_CELL || a->cls == MT_STRUCT || a->cls == MT_CHAR)
            mt_error("%s: dimensions must be scalars or a vector of sizes", name);
        for (i = 0; i < a->numel; i++) {
            double d = mt__get(a, i);
            if (d == d && !isinf(d) && d != floor(d))
                mt_error("conversion of %g to octave_idx_type value failed", d);
        }
    }
    nd = mt_dims_from_args(nargs, args, dims);
    if (cls == MT_SINGLE)
        v = !strcmp(name, "eps") ? FLT_EPSILON : (float)v;
    mt_resize(&t, cls, 0, nd, dims);
    for (i = 0; i < t.numel; i++)
        mt__set(&t, i, v);
    mt__bi_give(r, &t);
}

/* Octave's eps(x): NaN for Inf/NaN, the smallest denormal below the smallest normal number,
 * otherwise 2^(e - digits) with x = m * 2^e, 0.5 <= m < 1 (the real part of complex x). */
static double spacing(double x, int single)
{
    int e;
    x = fabs(x);
    if (x != x || isinf(x))
        return NAN;
    if (x < (single ? FLT_MIN : DBL_MIN))
        return single ? 1.40129846e-45 : 4.9406564584124654e-324;
    frexp(x, &e);
    return ldexp(1.0, e - (single ? FLT_MANT_DIG : DBL_MANT_DIG));
}

void mt_bi_eps(int nout, mt_array *const *out, int nargs, const mt_arg *args)
{
    mt_array tmp, t = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &tmp);
    size_t i;
    (void)nout;
    if (nargs != 1 || a->cls == MT_CHAR) {
        mt_const_fill(out[0], "eps", DBL_EPSILON, nargs, args);
        return;
    }
    if (a->cls != MT_DOUBLE && a->cls != MT_SINGLE)
        mt_error("eps: X must be of a floating point type");
    mt_resize(&t, a->cls, 0, a->ndims, a->dims);
    for (i = 0; i < a->numel; i++)
        mt__set(&t, i, spacing(mt__get(a, i), a->cls == MT_SINGLE));
    mt__bi_give(out[0], &t);
}
