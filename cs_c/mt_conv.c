/* mt_conv.c — `conv2(A, B, shape)`, `conv2(v1, v2, M, shape)` and `convn(A, B, shape)`.
 *
 * As Octave's convolutions (liboctave's oct-convn, BLAS axpy loops): for each element of the
 * kernel B in column-major order that is not zero, C(offset) += B(k) * A. Each output
 * element therefore sums its terms in kernel order, and a zero kernel element contributes
 * nothing (so `conv2([Inf 1], [1 0])` is `[Inf 1 0]`, not `[Inf NaN 0]`). "same" and
 * "valid" are the central and the inner part of the full result. Integer, logical and char
 * inputs are converted to double (char is Octave's error); a single input makes the result
 * single, computed in single precision (each operation rounded to float, which is exact
 * float arithmetic); a complex input makes it complex.
 */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>

enum { CONV_FULL, CONV_SAME, CONV_VALID };

/* A numeric operand as double parts (im NULL when real). */
typedef struct conv_op {
    int ndims;
    size_t dims[MT_MAXDIMS];
    size_t numel;
    double *re, *im;
} conv_op;

static void op_free(conv_op *o)
{
    free(o->re);
    free(o->im);
}

/* Octave's error for an operand that is not numeric (checked for every operand before any
 * is loaded, so an error leaves nothing allocated). */
static void op_check(const char *value_fn, const mt_arg *g)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(g, &v);
    if (a->cls == MT_CELL)
        mt_error("octave_base_value::%s(): wrong type argument 'cell'", value_fn);
    if (a->cls == MT_STRUCT)
        mt_error("octave_base_value::%s(): wrong type argument '%s'", value_fn,
                 a->numel == 1 ? "scalar struct" : "struct");
    if (a->cls == MT_FHANDLE)
        mt_error("octave_base_value::%s(): wrong type argument 'function handle'", value_fn);
    if (a->cls == MT_CHAR)
        mt_error("invalid conversion from string to real matrix");
}

static void op_load(conv_op *o, const mt_arg *g, int *single, int *cplx)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(g, &v);
    size_t i;
    memset(o, 0, sizeof *o);
    o->ndims = a->ndims;
    memcpy(o->dims, a->dims, sizeof o->dims);
    o->numel = a->numel;
    o->re = (double *)mt__bi_alloc((a->numel + 1) * sizeof(double));
    for (i = 0; i < a->numel; i++)
        o->re[i] = mt__get(a, i);
    if (a->cplx) {
        o->im = (double *)mt__bi_alloc((a->numel + 1) * sizeof(double));
        for (i = 0; i < a->numel; i++)
            o->im[i] = mt__get_im(a, i);
        *cplx = 1;
    }
    if (a->cls == MT_SINGLE)
        *single = 1;
}

static double rnd(double x, int single)
{
    return single ? (double)(float)x : x;
}

/* The full convolution of a with kernel b over nd dimensions into r (dims rd). */
static void conv_full(const conv_op *a, const conv_op *b, int nd, int single, conv_op *r)
{
    size_t ad[MT_MAXDIMS], bd[MT_MAXDIMS], sub[MT_MAXDIMS], asub[MT_MAXDIMS];
    size_t kb, ka, n = 1;
    int d;
    memset(r, 0, sizeof *r);
    r->ndims = nd;
    for (d = 0; d < nd; d++) {
        ad[d] = d < a->ndims ? a->dims[d] : 1;
        bd[d] = d < b->ndims ? b->dims[d] : 1;
        r->dims[d] = ad[d] + bd[d] - 1;
        n *= r->dims[d];
    }
    r->numel = n;
    r->re = (double *)mt__bi_alloc((n + 1) * sizeof(double));
    if (a->im || b->im)
        r->im = (double *)mt__bi_alloc((n + 1) * sizeof(double));
    memset(sub, 0, sizeof sub);
    for (kb = 0; kb < b->numel; kb++) {
        double br = b->re[kb], bi = b->im ? b->im[kb] : 0;
        if (kb > 0)
            for (d = 0; d < nd && ++sub[d] == bd[d]; d++)
                sub[d] = 0;
        if (br == 0 && bi == 0)
            continue;
        memset(asub, 0, sizeof asub);
        for (ka = 0; ka < a->numel; ka++) {
            size_t at = 0, stride = 1;
            double ar = a->re[ka], ai = a->im ? a->im[ka] : 0;
            if (ka > 0)
                for (d = 0; d < nd && ++asub[d] == ad[d]; d++)
                    asub[d] = 0;
            for (d = 0; d < nd; d++) {
                at += (asub[d] + sub[d]) * stride;
                stride *= r->dims[d];
            }
            if (r->im) {
                double pr = rnd(rnd(br * ar, single) - rnd(bi * ai, single), single);
                double pi = rnd(rnd(br * ai, single) + rnd(bi * ar, single), single);
                r->re[at] = rnd(r->re[at] + pr, single);
                r->im[at] = rnd(r->im[at] + pi, single);
            } else {
                r->re[at] = rnd(r->re[at] + rnd(br * ar, single), single);
            }
        }
    }
}

/* The part of full result f that shape keeps, for an operand of dims ad and a kernel of
 * dims bd, into out (class cls). */
static void conv_shape(mt_array *out, const conv_op *f, const size_t *ad, const size_t *bd,
                       int shape, mt_class cls)
{
    size_t dims[MT_MAXDIMS], off[MT_MAXDIMS], sub[MT_MAXDIMS], n = 1, k;
    int nd = f->ndims, d, any_empty = 0;
    mt_array r = MT_ARRAY_INIT;
    memset(dims, 0, sizeof dims);
    for (d = 0; d < nd; d++) {
        if (ad[d] == 0 || bd[d] == 0)
            any_empty = 1;
        if (shape == CONV_FULL) {
            dims[d] = f->dims[d];
            off[d] = 0;
        } else if (shape == CONV_SAME) {
            dims[d] = ad[d];
            off[d] = bd[d] / 2;
        } else {
            dims[d] = ad[d] >= bd[d] ? ad[d] - bd[d] + 1 : 0;
            off[d] = bd[d] > 0 ? bd[d] - 1 : 0;
        }
    }
    if (any_empty) { /* Octave: an empty operand gives 0x0, whatever the shape */
        nd = 2;
        dims[0] = dims[1] = 0;
    }
    while (nd > 2 && dims[nd - 1] == 1)
        nd--;
    for (d = 0; d < nd; d++)
        n *= dims[d];
    mt_resize(&r, cls, f->im != NULL, nd, dims);
    memset(sub, 0, sizeof sub);
    for (k = 0; k < n; k++) {
        size_t at = 0, stride = 1;
        if (k > 0)
            for (d = 0; d < nd && ++sub[d] == dims[d]; d++)
                sub[d] = 0;
        for (d = 0; d < f->ndims; d++) {
            size_t s = d < nd ? sub[d] : 0;
            at += (s + off[d]) * stride;
            stride *= f->dims[d];
        }
        if (f->im)
            mt__set_c(&r, k, f->re[at], f->im[at]);
        else
            mt__set(&r, k, f->re[at]);
    }
    if (r.cplx)
        mt__narrow_complex(&r);
    mt__bi_give(out, &r);
}

static int conv_shape_arg(const char *fn, const mt_arg *g)
{
    mt_array v;
    const mt_array *o = mt__bi_arg(g, &v);
    char *w = o->cls == MT_CHAR ? mt__bi_cstr(o) : NULL;
    int shape = -1;
    if (w && strcmp(w, "full") == 0)
        shape = CONV_FULL;
    else if (w && strcmp(w, "same") == 0)
        shape = CONV_SAME;
    else if (w && strcmp(w, "valid") == 0)
        shape = CONV_VALID;
    free(w);
    if (shape < 0)
        mt_error("%s: SHAPE type not valid", fn);
    return shape;
}

static void conv_two(mt_array *out, const mt_arg *ga, const mt_arg *gb, int shape, int two_d)
{
    conv_op a, b, f;
    int single = 0, cplx = 0, nd, d;
    size_t ad[MT_MAXDIMS], bd[MT_MAXDIMS];
    op_check(two_d ? "matrix_value" : "array_value", ga);
    op_check(two_d ? "matrix_value" : "array_value", gb);
    op_load(&a, ga, &single, &cplx);
    op_load(&b, gb, &single, &cplx);
    if (two_d && (a.ndims > 2 || b.ndims > 2)) {
        op_free(&a);
        op_free(&b);
        mt_error("conv2: A and B must be 1-D vectors or 2-D matrices");
    }
    nd = a.ndims > b.ndims ? a.ndims : b.ndims;
    for (d = 0; d < nd; d++) {
        ad[d] = d < a.ndims ? a.dims[d] : 1;
        bd[d] = d < b.ndims ? b.dims[d] : 1;
    }
    conv_full(&a, &b, nd, single, &f);
    conv_shape(out, &f, ad, bd, shape, single ? MT_SINGLE : MT_DOUBLE);
    op_free(&a);
    op_free(&b);
    op_free(&f);
}

/* conv2(v1, v2, M): the columns of M convolved with v1, then its rows with v2. */
static void conv_separable(mt_array *out, const mt_arg *args, int shape)
{
    conv_op v1, v2, m, t, f;
    int single = 0, cplx = 0;
    size_t ad[2], bd[2];
    int k;
    for (k = 0; k < 3; k++)
        op_check("matrix_value", &args[k]);
    op_load(&v1, &args[0], &single, &cplx);
    op_load(&v2, &args[1], &single, &cplx);
    op_load(&m, &args[2], &single, &cplx);
    if (m.ndims > 2) {
        op_free(&v1);
        op_free(&v2);
        op_free(&m);
        mt_error("conv2: A and B must be 1-D vectors or 2-D matrices");
    }
    /* v1 as a column kernel, v2 as a row kernel. */
    v1.ndims = 2;
    v1.dims[0] = v1.numel;
    v1.dims[1] = 1;
    v2.ndims = 2;
    v2.dims[0] = 1;
    v2.dims[1] = v2.numel;
    conv_full(&m, &v1, 2, single, &t);
    conv_full(&t, &v2, 2, single, &f);
    ad[0] = m.dims[0];
    ad[1] = m.dims[1];
    bd[0] = v1.numel;
    bd[1] = v2.numel;
    conv_shape(out, &f, ad, bd, shape, single ? MT_SINGLE : MT_DOUBLE);
    op_free(&v1);
    op_free(&v2);
    op_free(&m);
    op_free(&t);
    op_free(&f);
}

BI(conv2)
{
    mt_array v2;
    int separable = nargs == 4 || (nargs == 3 && mt__bi_arg(&args[2], &v2)->cls != MT_CHAR);
    int shape = CONV_FULL;
    (void)nout;
    if (separable) {
        if (nargs == 4)
            shape = conv_shape_arg("conv2", &args[3]);
        conv_separable(out[0], args, shape);
        return;
    }
    if (nargs == 3)
        shape = conv_shape_arg("conv2", &args[2]);
    conv_two(out[0], &args[0], &args[1], shape, 1);
}

BI(convn)
{
    int shape = nargs == 3 ? conv_shape_arg("convn", &args[2]) : CONV_FULL;
    (void)nout;
    conv_two(out[0], &args[0], &args[1], shape, 0);
}
