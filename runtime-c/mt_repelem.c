/* mt_repelem.c — repelem (Octave 7's repelem.m): the result is an index of x, built the
 * way the m-file builds it, so every class (char, cells, structs) is indexed the ordinary
 * way. repelem (x, R) of a vector: each element R times (or R(k) times), in x's orientation;
 * repelem (x, R1, R2, ...): x(idx1, idx2, ..., :) with idx_j repeating each index of
 * dimension j R_j times (or R_j(k) times), a dimension beyond x's (size 1) R_j times. */
#include "mt_internal.h"

#include <math.h>
#include <stdlib.h>

static int is_vector(const mt_array *a)
{
    return a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1); /* 1x0 too, as Octave */
}

/* A count as an index extent: Octave's ones (R, 1) takes a negative R as 0. */
static size_t count_of(const mt_array *r, size_t k)
{
    double v;
    if (r->cls == MT_CELL || r->cls == MT_STRUCT)
        mt_error("mat2c: repelem with a count that is not a number is not supported");
    v = mt__get(r, k);
    if (r->cplx || v != floor(v))
        mt_error("mat2c: repelem with a count that is not a real integer is not supported");
    return v < 0 ? 0 : (size_t)v;
}

/* 1-based indices 1..n, index i repeated R(i) times (R scalar: every index R times), as a
 * 1xN double row in `idx`. */
static void prepare_idx(mt_array *idx, const mt_array *r, size_t n)
{
    size_t total = 0, i, j, k = 0, d[2];
    for (i = 0; i < n; i++)
        total += count_of(r, r->numel == 1 ? 0 : i);
    d[0] = 1;
    d[1] = total;
    mt_resize(idx, MT_DOUBLE, 0, 2, d);
    for (i = 0; i < n; i++) {
        size_t c = count_of(r, r->numel == 1 ? 0 : i);
        for (j = 0; j < c; j++)
            ((double *)idx->data)[k++] = (double)(i + 1);
    }
}

static mt_sub array_sub(const mt_array *a)
{
    mt_sub s;
    s.kind = MT_SUB_ARRAY;
    s.s = 0;
    s.a = a;
    return s;
}

/* repelem (x, R) */
static void repelem2(mt_array *res, const mt_array *x, const mt_array *r)
{
    mt_array idx = MT_ARRAY_INIT;
    mt_sub sub;
    if (r->numel == 1) {
        size_t d[2];
        if (!is_vector(x))
            mt_error("repelem: %dD Array requires %d or more input arguments, but only %d given",
                     x->ndims, x->ndims + 1, 2);
        prepare_idx(&idx, r, x->numel);
        sub = array_sub(&idx);
        mt_index(res, x, 1, &sub, "");
        /* a row stays a row, anything else (a column) is a column */
        d[0] = x->dims[0] == 1 ? 1 : res->numel;
        d[1] = x->dims[0] == 1 ? res->numel : 1;
        res->ndims = 2;
        res->dims[0] = d[0];
        res->dims[1] = d[1];
    } else if (is_vector(x) && is_vector(r)) {
        if (r->numel != x->numel)
            mt_error("repelem: R1 must either be scalar or have the same number of elements as "
                     "the vector to be replicated");
        prepare_idx(&idx, r, x->numel);
        sub = array_sub(&idx);
        mt_index(res, x, 1, &sub, "");
    } else
        mt_error("mat2c: repelem with two inputs other than vectors is not supported");
    mt_free(&idx);
}

BI(repelem)
{
    mt_array v0, vr[MT_MAXDIMS + 1], idx[MT_MAXDIMS + 1], r = MT_ARRAY_INIT;
    mt_sub subs[MT_MAXDIMS + 2];
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    int nr = nargs - 1, j;
    (void)nout;
    if (nargs < 2)
        mt_error("Invalid call to repelem");
    if (nr > MT_MAXDIMS)
        mt_error("mat2c: repelem with more than %d counts is not supported", MT_MAXDIMS);
    if (nr == 1) {
        repelem2(&r, x, mt__bi_arg(&args[1], &vr[0]));
        mt__bi_give(out[0], &r);
        return;
    }
    for (j = 0; j < nr; j++) {
        const mt_array *rj = mt__bi_arg(&args[j + 1], &vr[j]);
        size_t ext = j < x->ndims ? x->dims[j] : 1;
        mt_array empty = MT_ARRAY_INIT;
        idx[j] = empty;
        if (!is_vector(rj))
            mt_error(nr == 2 ? "repelem: R1 and R2 must be scalars or vectors"
                             : "repelem: R_j must all be scalars or vectors");
        if (rj->numel != 1 && j >= x->ndims)
            mt_error("repelem: R_j for trailing singleton dimensions must be scalar");
        if (rj->numel != 1 && rj->numel != ext)
            mt_error("repelem: R_j vectors must have the same number of elements as the size "
                     "of dimension j of X");
        prepare_idx(&idx[j], rj, ext);
        subs[j] = array_sub(&idx[j]);
    }
    /* x(idx{:}, :): the trailing colon keeps (or folds) x's remaining dimensions */
    subs[nr].kind = MT_SUB_COLON;
    subs[nr].s = 0;
    subs[nr].a = NULL;
    mt_index(&r, x, nr + 1, subs, "");
    for (j = 0; j < nr; j++)
        mt_free(&idx[j]);
    mt__bi_give(out[0], &r);
}
