/* mt_repelem.c — repelem, prepad, postpad (Octave 7's m-files). repelem's result is an
 * index of x built the way the m-file builds it, so every class (char, cells, structs) is indexed the ordinary
 * way. repelem (x, R) of a vector: each element R times (or R(k) times), in x's orientation;
 * repelem (x, R1, R2, ...): x(idx1, idx2, ..., :) with idx_j repeating each index of
 * dimension j R_j times (or R_j(k) times), a dimension beyond x's (size 1) R_j times. */
#include "mt_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

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
    /* every count checked before any index list is built: an error then leaks nothing */
    for (j = 0; j < nr; j++) {
        const mt_array *rj = mt__bi_arg(&args[j + 1], &vr[j]);
        size_t ext = j < x->ndims ? x->dims[j] : 1, i;
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
        for (i = 0; i < rj->numel; i++)
            (void)count_of(rj, i);
    }
    for (j = 0; j < nr; j++) {
        const mt_array *rj = mt__bi_arg(&args[j + 1], &vr[j]);
        prepare_idx(&idx[j], rj, j < x->ndims ? x->dims[j] : 1);
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

/* prepad / postpad (x, l [, c [, dim]]), Octave 7's m-files: x cut or padded with c to
 * length l along dim (the first dimension above 1), at the front or the back. */
static void pad(const char *fn, int post, mt_array *res, int nargs, const mt_arg *args)
{
    mt_array v0, v1, v2, v3, *fill, idx = MT_ARRAY_INIT, zero = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *la = mt__bi_arg(&args[1], &v1);
    const mt_array *c = NULL;
    size_t sz[MT_MAXDIMS + 1], d, l, i, el;
    int nd = x->ndims, dim = -1, k, ndp;
    double lv;
    if (nargs >= 3) {
        c = mt__bi_arg(&args[2], &v2);
        if (c->numel == 0)
            c = NULL;
        else if (c->numel != 1)
            mt_error(post ? "postpad: third argument must be empty or a scalar"
                          : "prepad: pad value C must be empty or a scalar");
    }
    for (k = 0; k < nd; k++)
        sz[k] = x->dims[k];
    if (nargs >= 4) {
        const mt_array *da = mt__bi_arg(&args[3], &v3);
        double dv = da->numel == 1 ? mt__get(da, 0) : 0;
        if (!(da->numel == 1 && dv == floor(dv) && dv >= 1))
            mt_error("%s: DIM must be an integer and a valid dimension", fn);
        if (dv > MT_MAXDIMS)
            mt_error("mat2c: %s along dimension %g is not supported", fn, dv);
        dim = (int)dv - 1;
    } else {
        for (k = 0; k < nd && dim < 0; k++)
            if (sz[k] > 1)
                dim = k;
        if (dim < 0)
            dim = 0;
    }
    lv = la->numel == 1 ? mt__get(la, 0) : -1;
    if (la->numel != 1 || lv < 0)
        mt_error(post ? "postpad: second argument must be a positive scaler"
                      : "prepad: length L must be a positive scalar");
    if (lv != floor(lv))
        mt_error("mat2c: %s to a length that is not an integer is not supported", fn);
    l = (size_t)lv;
    if (c && (c->cls == MT_CELL || c->cls == MT_STRUCT || c->cls == MT_FHANDLE))
        mt_error("mat2c: %s with a pad value of class %s is not supported", fn,
                 mt_class_name(c->cls));
    ndp = dim + 1 > nd ? dim + 1 : nd;
    for (k = nd; k < ndp; k++)
        sz[k] = 1;
    d = sz[dim];
    if (d == l) {
        mt_copy(res, x);
        return;
    }
    if (d > l) {
        mt_sub subs[MT_MAXDIMS + 1];
        size_t di[2];
        di[0] = 1;
        di[1] = l;
        mt_resize(&idx, MT_DOUBLE, 0, 2, di);
        for (i = 0; i < l; i++)
            ((double *)idx.data)[i] = (double)(post ? i + 1 : d - l + i + 1);
        for (k = 0; k < ndp; k++) {
            subs[k].kind = k == dim ? MT_SUB_ARRAY : MT_SUB_COLON;
            subs[k].s = 0;
            subs[k].a = k == dim ? &idx : NULL;
        }
        mt_index(res, x, ndp, subs, "");
        mt_free(&idx);
        return;
    }
    if (!c) {
        mt_from_scalar(&zero, 0);
        c = &zero;
    }
    sz[dim] = l - d;
    /* held: cat raises Octave's dimension error for a cell x */
    fill = mt__held_new();
    mt_resize(fill, c->cls, c->cplx, ndp, sz);
    el = mt_elsize(c->cls, c->cplx);
    for (i = 0; i < fill->numel; i++)
        memcpy((char *)fill->data + i * el, c->data, el);
    mt_free(&zero);
    {
        mt_array *outs[1];
        mt_arg cargs[3];
        cargs[0].a = NULL;
        cargs[0].s = (double)(dim + 1);
        cargs[1].a = post ? x : fill;
        cargs[2].a = post ? fill : x;
        cargs[1].s = cargs[2].s = 0;
        outs[0] = res;
        mt_bi_cat(1, outs, 3, cargs);
    }
    mt__held_drop(fill);
}

BI(postpad)
{
    mt_array r = MT_ARRAY_INIT;
    (void)nout;
    pad("postpad", 1, &r, nargs, args);
    mt__bi_give(out[0], &r);
}

BI(prepad)
{
    mt_array r = MT_ARRAY_INIT;
    (void)nout;
    pad("prepad", 0, &r, nargs, args);
    mt__bi_give(out[0], &r);
}
