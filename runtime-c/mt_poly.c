/* mt_poly.c — polynomial and signal builtins (generic builtin entries): `conv(a, b)` with
 * the shapes "full", "same" and "valid", following Octave's conv.m (conv2 of the columns
 * a(:) and b(:), then a row as Octave chooses) and `filter(b, a, x)` of a vector. Real double
 * (char, logical) inputs only.
 */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>


static int poly_isvector(const mt_array *a)
{
    return a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1) && a->numel >= 1;
}

static int poly_isrow(const mt_array *a)
{
    return a->ndims == 2 && a->dims[0] == 1;
}

static void poly_real_double(const char *fn, const mt_array *a)
{
    mt__bi_no_complex(fn, a);
    if (a->cls == MT_SINGLE || (a->cls != MT_DOUBLE && a->cls != MT_CHAR && a->cls != MT_LOGICAL))
        mt_error("mat2c: %s of %s values is not supported", fn, mt_class_name(a->cls));
}

BI(conv)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    size_t la, lb, lf, i, k, off = 0, n;
    double *full;
    int shape = 0; /* 0 full, 1 same, 2 valid */
    int row;
    (void)nout;
    if (!(poly_isvector(a) && poly_isvector(b)))
        mt_error("conv: both arguments A and B must be vectors");
    if (nargs > 2) {
        mt_array v2;
        const mt_array *o = mt__bi_arg(&args[2], &v2);
        char *w = o->cls == MT_CHAR ? mt__bi_cstr(o) : NULL;
        if (w && strcmp(w, "same") == 0)
            shape = 1;
        else if (w && strcmp(w, "valid") == 0)
            shape = 2;
        else if (!(w && strcmp(w, "full") == 0)) {
            /* conv.m accepts any case, conv2 only lower case */
            int known = mt__bi_is_word(&args[2], "full") || mt__bi_is_word(&args[2], "same") ||
                        mt__bi_is_word(&args[2], "valid");
            free(w);
            mt_error(known ? "conv2: SHAPE type not valid"
                           : "conv: SHAPE argument must be \"full\", \"same\", or \"valid\"");
        }
        free(w);
    }
    poly_real_double("conv", a);
    poly_real_double("conv", b);
    la = a->numel;
    lb = b->numel;
    lf = la + lb - 1;
    full = (double *)mt__bi_alloc(lf * sizeof(double));
    /* As conv2(a(:), b(:)) (mt_conv.c): b's zero elements add nothing, terms in b's order. */
    for (k = 0; k < lb; k++) {
        double y = mt__get(b, k);
        if (y == 0)
            continue;
        for (i = 0; i < la; i++)
            full[i + k] += mt__get(a, i) * y;
    }
    if (shape == 0) {
        n = lf;
        row = (la > lb && poly_isrow(a)) || (la <= lb && poly_isrow(b));
    } else if (shape == 1) {
        n = la;
        off = lb / 2; /* conv2's central part: ceil((lb - 1) / 2) */
        row = poly_isrow(a);
    } else {
        n = la >= lb ? la - lb + 1 : 0;
        off = lb - 1;
        row = poly_isrow(a);
    }
    mt__bi_set2(&r, MT_DOUBLE, row ? 1 : n, row ? n : 1);
    if (n)
        memcpy(r.data, full + off, n * sizeof(double));
    free(full);
    mt__bi_give(out[0], &r);
}

/* filter(b, a, x) of a vector (or empty) x: the direct form II transposed of Octave's
 * filter.cc, with b and a normalised by a(1). */
BI(filter)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *bb = mt__bi_arg(&args[0], &v0), *aa = mt__bi_arg(&args[1], &v1),
                   *x = mt__bi_arg(&args[2], &v2);
    size_t nb = bb->numel, na = aa->numel, n, i, j;
    double *b, *a, *z, a0;
    (void)nout;
    (void)nargs;
    poly_real_double("filter", bb);
    poly_real_double("filter", aa);
    poly_real_double("filter", x);
    if (x->numel > 0 && !poly_isvector(x))
        mt_error("mat2c: filter of a matrix is not supported");
    if (na == 0 || nb == 0)
        mt_error("mat2c: filter with empty coefficients is not supported");
    a0 = mt__get(aa, 0);
    if (a0 == 0)
        mt_error("filter: the first element of A must be nonzero");
    n = na > nb ? na : nb;
    b = (double *)mt__bi_alloc(n * sizeof(double));
    a = (double *)mt__bi_alloc(n * sizeof(double));
    z = (double *)mt__bi_alloc(n * sizeof(double));
    for (i = 0; i < nb; i++)
        b[i] = mt__get(bb, i);
    for (i = 0; i < na; i++)
        a[i] = mt__get(aa, i);
    if (a0 != 1.0)
        for (i = 0; i < n; i++) {
            b[i] /= a0;
            a[i] /= a0;
        }
    mt_resize(&r, MT_DOUBLE, 0, x->ndims, x->dims);
    /* Octave's filter.cc: without feedback (A of length 1) the state takes no a * y terms
     * (0 * Inf would be NaN), and the last state is b * x - a * y */
    for (i = 0; i < x->numel; i++) {
        double xi = mt__get(x, i), yi = n > 1 ? z[0] + b[0] * xi : b[0] * xi;
        for (j = 0; j + 2 < n; j++)
            z[j] = na > 1 ? z[j + 1] - a[j + 1] * yi + b[j + 1] * xi : z[j + 1] + b[j + 1] * xi;
        if (n > 1)
            z[n - 2] = na > 1 ? b[n - 1] * xi - a[n - 1] * yi : b[n - 1] * xi;
        ((double *)r.data)[i] = yi;
    }
    free(b);
    free(a);
    free(z);
    mt__bi_give(out[0], &r);
}
