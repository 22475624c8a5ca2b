/* mt_matpred.c — structure predicates of matrices, as Octave 7's m-files: bandwidth,
 * isbanded, istril, istriu (from the nonzero positions), isdiag,
 * issymmetric (A == A.' or, "skew", A == -A.'), ishermitian (with A'); with a tolerance,
 * norm (A -/+ A.', Inf) / norm (A, Inf) <= TOL, in single precision for what the m-file
 * converts to single (logical, char). */
#include "mt_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int is_num(const mt_array *a)
{
    return a->cls <= MT_UINT64;
}

static int is_square(const mt_array *a)
{
    return a->ndims == 2 && a->dims[0] == a->dims[1];
}

BI(isdiag)
{
    mt_array v0;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    size_t i, n, m;
    int yes = 1;
    (void)nout;
    (void)nargs;
    if ((!is_num(a) && a->cls != MT_LOGICAL) || a->ndims != 2) {
        mt__bi_give_bool(out[0], 0);
        return;
    }
    m = a->dims[0];
    n = a->numel;
    for (i = 0; i < n && yes; i++)
        if (i % m != i / m && (mt__get(a, i) != 0 || mt__get_im(a, i) != 0))
            yes = 0;
    mt__bi_give_bool(out[0], yes);
}

/* The options of issymmetric / ishermitian: returns skew (0/1), sets *tol. */
static int sym_options(const char *fn, int nargs, const mt_arg *args, double *tol)
{
    mt_array v1, v2;
    const mt_array *o = nargs >= 2 ? mt__bi_arg(&args[1], &v1) : NULL, *t = NULL;
    int skew = 0;
    *tol = 0;
    if (o && nargs == 2 && is_num(o)) {
        t = o;
        o = NULL;
    }
    if (nargs >= 3)
        t = mt__bi_arg(&args[2], &v2);
    if (o && o->cls != MT_CHAR)
        mt_error("%s: SKEWOPT must be 'skew' or 'nonskew'", fn);
    if (o) {
        char *s = mt__bi_cstr(o);
        int ok = strcmp(s, "skew") == 0 || strcmp(s, "nonskew") == 0;
        skew = strcmp(s, "skew") == 0;
        free(s);
        if (!ok)
            mt_error("%s: SKEWOPT must be 'skew' or 'nonskew'", fn);
    }
    if (t) {
        if (!is_num(t) || t->numel != 1 || !(mt__get(t, 0) >= 0))
            mt_error("%s: TOL must be a scalar >= 0", fn);
        *tol = mt__get(t, 0);
    }
    return skew;
}

/* Element (i, j) of the transpose (conjugated when `conj`), negated when `skew`. */
static void other(const mt_array *a, size_t i, size_t j, int conj, int skew, double *re,
                  double *im)
{
    size_t n = a->dims[0];
    *re = mt__get(a, j + i * n);
    *im = mt__get_im(a, j + i * n);
    if (conj)
        *im = -*im;
    if (skew) {
        *re = -*re;
        *im = -*im;
    }
}

static int sym_test(const char *fn, const mt_array *a, int conj, int skew, double tol)
{
    size_t n = a->dims[0], i, j;
    int single = a->cls == MT_SINGLE || a->cls == MT_LOGICAL || a->cls == MT_CHAR;
    double norm_x = 0, norm_d = 0;
    if (tol == 0) {
        for (j = 0; j < n; j++)
            for (i = 0; i < n; i++) {
                double re, im;
                other(a, i, j, conj, skew, &re, &im);
                if (mt__get(a, i + j * n) != re || mt__get_im(a, i + j * n) != im)
                    return 0;
            }
        return 1;
    }
    if (a->cls >= MT_INT8 && a->cls <= MT_UINT64)
        mt_error("mat2c: %s of an integer matrix with a tolerance is not supported", fn);
    /* norm (X, Inf): the largest row sum of magnitudes */
    for (i = 0; i < n; i++) {
        double sx = 0, sd = 0;
        float fx = 0, fd = 0;
        for (j = 0; j < n; j++) {
            double re, im, xr = mt__get(a, i + j * n), xi = mt__get_im(a, i + j * n);
            other(a, i, j, conj, skew, &re, &im);
            /* A - A.' (or A + A.' for skew: `other` is already negated) */
            if (single) {
                fx += hypotf((float)xr, (float)xi);
                fd += hypotf((float)xr - (float)re, (float)xi - (float)im);
            } else {
                sx += hypot(xr, xi);
                sd += hypot(xr - re, xi - im);
            }
        }
        if (single) {
            sx = (double)fx;
            sd = (double)fd;
        }
        if (sx > norm_x || sx != sx)
            norm_x = sx;
        if (sd > norm_d || sd != sd)
            norm_d = sd;
    }
    if (single)
        return norm_x == 0 || (float)norm_d / (float)norm_x <= (float)tol;
    return norm_x == 0 || norm_d / norm_x <= tol;
}

BI(issymmetric)
{
    mt_array v0;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    double tol;
    int skew;
    (void)nout;
    if (nargs == 2) {
        mt_array v1;
        const mt_array *o = mt__bi_arg(&args[1], &v1);
        if (!is_num(o) && o->cls != MT_CHAR)
            mt_error("issymmetric: second argument must be a non-negative scalar TOL, or one "
                     "of the strings: 'skew' / 'nonskew'");
    }
    if (!is_num(a) && a->cls != MT_LOGICAL && a->cls != MT_CHAR)
        mt_error("issymmetric: A must be a numeric, logical, or character matrix");
    skew = sym_options("issymmetric", nargs, args, &tol);
    mt__bi_give_bool(out[0], is_square(a) && sym_test("issymmetric", a, 0, skew, tol));
}

BI(ishermitian)
{
    mt_array v0;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    double tol;
    int skew;
    (void)nout;
    if (nargs == 2) {
        mt_array v1;
        const mt_array *o = mt__bi_arg(&args[1], &v1);
        if (!is_num(o) && o->cls != MT_CHAR)
            mt_error("ishermitian: second argument must be a non-negative scalar TOL, or one "
                     "of the strings: 'skew' / 'nonskew'");
    }
    /* anything but a numeric or logical square matrix is not Hermitian, options unread */
    if ((!is_num(a) && a->cls != MT_LOGICAL) || !is_square(a)) {
        mt__bi_give_bool(out[0], 0);
        return;
    }
    skew = sym_options("ishermitian", nargs, args, &tol);
    mt__bi_give_bool(out[0], sym_test("ishermitian", a, 1, skew, tol));
}

/* The largest i - j (lower) and j - i (upper) over the nonzero elements, 0 when none. */
static void band_of(const mt_array *a, double *lo, double *up)
{
    size_t m = a->dims[0], k;
    *lo = *up = 0;
    for (k = 0; k < a->numel; k++)
        if (mt__get(a, k) != 0 || mt__get_im(a, k) != 0) {
            double i = (double)(k % m), j = (double)(k / m);
            if (i - j > *lo)
                *lo = i - j;
            if (j - i > *up)
                *up = j - i;
        }
}

static int num_or_bool_2d(const mt_array *a)
{
    return (is_num(a) || a->cls == MT_LOGICAL) && a->ndims == 2;
}

BI(bandwidth)
{
    mt_array v0, v1;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    double lo, up;
    int which = 0; /* 0: [lower, upper]; 1: "lower"; 2: "upper" */
    if (!num_or_bool_2d(a))
        mt_error("bandwidth: A must be a 2-D numeric or logical matrix");
    if (nargs >= 2) {
        const mt_array *t = mt__bi_arg(&args[1], &v1);
        char *s = t->cls == MT_CHAR ? mt__bi_cstr(t) : NULL;
        which = s && strcmp(s, "lower") == 0 ? 1 : s && strcmp(s, "upper") == 0 ? 2 : -1;
        free(s);
        if (which < 0)
            mt_error("bandwidth: TYPE must be \"lower\" or \"upper\"");
    }
    band_of(a, &lo, &up);
    mt__bi_give_scalar(out[0], MT_DOUBLE, which == 2 ? up : lo);
    if (nout >= 2) {
        if (which != 0)
            /* bandwidth.m's `upper` output is unset, so the name calls upper () */
            mt_error_id("Octave:invalid-fun-call",
                        "Invalid call to toupper.  Correct usage is:\n\n -- toupper (S)\n -- upper (S)");
        mt__bi_give_scalar(out[1], MT_DOUBLE, up);
    }
}

BI(isbanded)
{
    mt_array v0, v1, v2;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *l = mt__bi_arg(&args[1], &v1),
                   *u = mt__bi_arg(&args[2], &v2);
    double lo, up;
    (void)nout;
    (void)nargs;
    if (l->numel != 1 || u->numel != 1 || l->cls > MT_CHAR || u->cls > MT_CHAR)
        mt_error("mat2c: isbanded with LOWER or UPPER other than real scalars is not supported");
    if (l->cplx || u->cplx || mt__get(l, 0) < 0 || mt__get(u, 0) < 0)
        mt_error("isbanded: LOWER and UPPER must be non-negative integers");
    if (a->numel == 0) {
        size_t d[2] = {0, 0};
        mt_resize(out[0], MT_DOUBLE, 0, 2, d); /* Octave's [] */
        return;
    }
    if (!num_or_bool_2d(a)) {
        mt__bi_give_bool(out[0], 0);
        return;
    }
    band_of(a, &lo, &up);
    mt__bi_give_bool(out[0], up <= mt__get(u, 0) && lo <= mt__get(l, 0));
}

BI(istril)
{
    mt_array v0;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    double lo, up;
    (void)nout;
    (void)nargs;
    if (!num_or_bool_2d(a)) {
        mt__bi_give_bool(out[0], 0);
        return;
    }
    band_of(a, &lo, &up);
    mt__bi_give_bool(out[0], up == 0);
}

BI(istriu)
{
    mt_array v0;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    double lo, up;
    (void)nout;
    (void)nargs;
    if (!num_or_bool_2d(a)) {
        mt__bi_give_bool(out[0], 0);
        return;
    }
    band_of(a, &lo, &up);
    mt__bi_give_bool(out[0], lo == 0);
}
