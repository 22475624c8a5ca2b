/* mt_coords.c — cart2pol, pol2cart, cart2sph, sph2cart (Octave 7's m-files): the matrix
 * form (a 2- or 3-element vector, or 2- or 3-column array), common_size's scalar
 * expansion, their errors (pol2cart's matrix-form messages say "cart2pol", as its m-file
 * does), and the m-file's formulas with `.^ 2` as x * x (Octave's elem_xpow). Values that
 * are not real double stop with `error: mat2c: ...`. */
#include "mt_internal.h"

#include <math.h>
#include <string.h>

typedef enum { C2P, P2C, C2S, S2C } coord_kind;

static const char *const NAMES[4] = {"cart2pol", "pol2cart", "cart2sph", "sph2cart"};
static const char *const LISTS[4][2] = {
    {"X, Y", "X, Y, Z"},
    {"THETA, R", "THETA, R, Z"},
    {"X, Y, Z", "X, Y, Z"},
    {"THETA, PHI, R", "THETA, PHI, R"},
};

static int is_numeric(const mt_array *a)
{
    return a->cls <= MT_UINT64;
}

/* Column c of the matrix m (or its element c when by_elem) as a new array in r. */
static void part(mt_array *r, const mt_array *m, size_t c, int by_elem)
{
    size_t dims[2], i, rows = by_elem ? 1 : m->dims[0];
    dims[0] = rows;
    dims[1] = 1;
    mt_resize(r, m->cls, m->cplx, 2, dims);
    for (i = 0; i < rows; i++)
        mt__set_c(r, i, mt__get(m, c * rows + i), mt__get_im(m, c * rows + i));
}

static void coords(coord_kind kind, int nout, mt_array *const *out, int nargs, const mt_arg *args)
{
    const char *fn = NAMES[kind];
    int three = kind == C2S || kind == S2C;
    mt_array views[3], parts[3] = {MT_ARRAY_INIT, MT_ARRAY_INIT, MT_ARRAY_INIT};
    const mt_array *in[3] = {NULL, NULL, NULL};
    size_t n = 1, i, dims[MT_MAXDIMS];
    int k, nin, nd = 2, ref = -1;
    dims[0] = dims[1] = 1;
    if (three && nargs == 2) /* Octave's print_usage text is not reproduced */
        mt_error("mat2c: %s with 2 inputs is not supported", fn);
    if (nargs == 1) {
        const mt_array *m = mt__bi_arg(&args[0], &views[0]);
        size_t cnt;
        int by_elem;
        if (!is_numeric(m) || m->ndims != 2) {
            if (kind == C2S)
                mt_error("cart2sph: matrix input C must be a 2-D numeric array");
            if (kind == S2C)
                mt_error("sph2cart: matrix input must be a 2-D numeric array");
            mt_error(kind == C2P ? "cart2pol: matrix input must be 2-D numeric array"
                                 : "cart2pol: matrix input P must be 2-D numeric array");
        }
        if (three) {
            if (m->dims[1] != 3 && m->numel != 3)
                mt_error(kind == C2S
                             ? "cart2sph: matrix input C must be a 3-element vector or 3-column array"
                             : "sph2cart: matrix input must be a 3-element vector or 3-column array");
            by_elem = m->numel == 3;
            cnt = 3;
        } else {
            by_elem = m->dims[0] == 1 || m->dims[1] == 1;
            cnt = by_elem ? m->numel : m->dims[1];
            if (cnt != 2 && cnt != 3)
                mt_error("cart2pol: matrix input must be a 2- or 3-element vector or a 2- or "
                         "3-column array");
        }
        for (i = 0; i < cnt; i++) {
            part(&parts[i], m, i, by_elem);
            in[i] = &parts[i];
        }
        nin = (int)cnt;
    } else {
        for (k = 0; k < nargs; k++) {
            in[k] = mt__bi_arg(&args[k], &views[k]);
            if (!is_numeric(in[k]))
                mt_error("%s: %s must be numeric arrays or scalars", fn, LISTS[kind][nargs == 3]);
        }
        nin = nargs;
    }
    /* common_size: every non-scalar of one size, scalars expanded to it */
    for (k = 0; k < nin; k++) {
        if (in[k]->numel == 1)
            continue;
        if (ref < 0) {
            ref = k;
            nd = in[k]->ndims;
            memcpy(dims, in[k]->dims, sizeof(size_t) * (size_t)nd);
            n = in[k]->numel;
        } else if (in[k]->ndims != nd ||
                   memcmp(in[k]->dims, dims, sizeof(size_t) * (size_t)nd) != 0) {
            mt_error("%s: %s must be the same size or scalars", fn,
                     nargs == 1 ? LISTS[kind][nin == 3] : LISTS[kind][nargs == 3]);
        }
    }
    for (k = 0; k < nin; k++)
        if (in[k]->cls != MT_DOUBLE || in[k]->cplx)
            mt_error("mat2c: %s of values that are not real double is not supported", fn);
    {
        mt_array res[3] = {MT_ARRAY_INIT, MT_ARRAY_INIT, MT_ARRAY_INIT};
        int nres = three ? 3 : 2;
        for (k = 0; k < nres; k++)
            mt_resize(&res[k], MT_DOUBLE, 0, nd, dims);
        for (i = 0; i < n; i++) {
            double a = mt__get(in[0], in[0]->numel == 1 ? 0 : i);
            double b = mt__get(in[1], in[1]->numel == 1 ? 0 : i);
            double c = three ? mt__get(in[2], in[2]->numel == 1 ? 0 : i) : 0;
            double *r0 = (double *)res[0].data, *r1 = (double *)res[1].data;
            double *r2 = three ? (double *)res[2].data : NULL;
            switch (kind) {
            case C2P:
                r0[i] = atan2(b, a);
                r1[i] = sqrt(a * a + b * b);
                break;
            case P2C:
                r0[i] = b * cos(a);
                r1[i] = b * sin(a);
                break;
            case C2S:
                r0[i] = atan2(b, a);
                r1[i] = atan2(c, sqrt(a * a + b * b));
                r2[i] = sqrt(a * a + b * b + c * c);
                break;
            case S2C:
                r0[i] = c * cos(b) * cos(a);
                r1[i] = c * cos(b) * sin(a);
                r2[i] = c * sin(b);
                break;
            }
        }
        for (k = 0; k < nres; k++) {
            if (k < nout || k == 0)
                mt__bi_give(out[k], &res[k]);
            else
                mt_free(&res[k]);
        }
        /* the third output of the polar forms is z as given (expanded), or [] */
        if (!three && nout >= 3) {
            mt_array z = MT_ARRAY_INIT;
            if (nin == 3) {
                mt_resize(&z, in[2]->cls, 0, nd, dims);
                for (i = 0; i < n; i++)
                    mt__set(&z, i, mt__get(in[2], in[2]->numel == 1 ? 0 : i));
            } else {
                size_t e[2] = {0, 0};
                mt_resize(&z, MT_DOUBLE, 0, 2, e);
            }
            mt__bi_give(out[2], &z);
        }
    }
    for (k = 0; k < 3; k++)
        mt_free(&parts[k]);
}

BI(cart2pol)
{
    coords(C2P, nout, out, nargs, args);
}

BI(pol2cart)
{
    coords(P2C, nout, out, nargs, args);
}

BI(cart2sph)
{
    coords(C2S, nout, out, nargs, args);
}

BI(sph2cart)
{
    coords(S2C, nout, out, nargs, args);
}
