/* Guards of fused slice assignments (crates/mat2c-codegen/src/writer/fused_slices.rs).
 *
 * The generated code runs `A(s1,...,sn) = <elementwise arithmetic on slices X(t1,...,tn)>`
 * as one loop nest, without temporaries, when every slice is a block of consecutive
 * in-bound elements along each subscript of a real double array and all slices have the
 * same extents; otherwise it runs the runtime's index, arithmetic and assignment calls,
 * which report Octave's errors. These functions only answer whether the fast form applies:
 * they never raise an error. */
#include "mt_internal.h"

#include <math.h>

/* One subscript: the first 0-based index and the count it selects, or 0 when it is not
 * a non-empty run of consecutive integers in 1..ext. */
static int span_of(const mt_sub *s, size_t ext, size_t *first, size_t *count)
{
    const mt_array *x;
    const double *p;
    double v0;
    size_t i;
    switch (s->kind) {
    case MT_SUB_COLON:
        *first = 0;
        *count = ext;
        return 1;
    case MT_SUB_SCALAR:
        v0 = s->s;
        if (!(v0 >= 1 && v0 <= (double)ext && v0 == floor(v0)))
            return 0;
        *first = (size_t)v0 - 1;
        *count = 1;
        return 1;
    default:
        x = s->a;
        if (x->cls != MT_DOUBLE || x->cplx || x->numel == 0)
            return 0;
        p = (const double *)x->data;
        v0 = p[0];
        if (!(v0 >= 1 && v0 == floor(v0) && v0 - 1 + (double)x->numel <= (double)ext))
            return 0;
        for (i = 1; i < x->numel; i++)
            if (p[i] != v0 + (double)i)
                return 0;
        *first = (size_t)v0 - 1;
        *count = x->numel;
        return 1;
    }
}

int mt_slice_spans(const mt_array *a, int nsubs, const mt_sub *subs, size_t *first,
                   size_t *count, size_t *ext)
{
    int k;
    if (a->cls != MT_DOUBLE || a->cplx || nsubs < 2 || nsubs > MT_MAXDIMS)
        return 0;
    for (k = 0; k < nsubs; k++) {
        ext[k] = (size_t)mt_end(a, k, nsubs);
        if (!span_of(&subs[k], ext[k], &first[k], &count[k]))
            return 0;
    }
    return 1;
}

int mt_slice_same(int nsubs, const size_t *x, const size_t *y)
{
    int k;
    for (k = 0; k < nsubs; k++)
        if (x[k] != y[k])
            return 0;
    return 1;
}

int mt_slice_vec(const mt_array *a, int nsubs, const mt_sub *subs, int flip, const double **p,
                 size_t *stride, size_t *d)
{
    size_t f[MT_MAXDIMS], c[MT_MAXDIMS], e[MT_MAXDIMS], off = 0, t;
    int k;
    if (a->cls != MT_DOUBLE || a->cplx)
        return 0;
    if (nsubs == 0) {
        /* other layouts take mtimes' structured paths */
        if (a->ndims != 2 || a->layout != MT_LAYOUT_FULL)
            return 0;
        d[0] = a->dims[0];
        d[1] = a->dims[1];
        *p = (const double *)a->data;
        *stride = 1;
    } else {
        if (!mt_slice_spans(a, nsubs, subs, f, c, e))
            return 0;
        for (k = 2; k < nsubs; k++)
            if (c[k] != 1)
                return 0;
        if (c[0] > 1 && c[1] > 1)
            return 0;
        for (k = nsubs - 1; k >= 0; k--)
            off = f[k] + e[k] * off;
        d[0] = c[0];
        d[1] = c[1];
        *p = (const double *)a->data + off;
        *stride = c[0] > 1 ? 1 : e[0];
    }
    if (flip) {
        t = d[0];
        d[0] = d[1];
        d[1] = t;
    }
    return 1;
}

int mt_slice_outer(int nsubs, const size_t *count, const size_t *xd, const size_t *yd)
{
    int k;
    if (xd[1] != 1 || yd[0] != 1 || xd[0] < 2 || yd[1] < 2)
        return 0;
    if (count[0] != xd[0] || count[1] != yd[1])
        return 0;
    for (k = 2; k < nsubs; k++)
        if (count[k] != 1)
            return 0;
    return 1;
}

int mt_slice_whole(const mt_array *a, int nsubs, size_t *first, size_t *count, size_t *ext)
{
    int k;
    /* other layouts keep their own rules (a diagonal sum stays diagonal) */
    if (a->cls != MT_DOUBLE || a->cplx || a->layout != MT_LAYOUT_FULL || a->ndims > nsubs ||
        nsubs > MT_MAXDIMS)
        return 0;
    for (k = 0; k < nsubs; k++) {
        first[k] = 0;
        count[k] = ext[k] = k < a->ndims ? a->dims[k] : 1;
    }
    return 1;
}

int mt_slice_dest(int nsubs, const size_t *count, size_t *first, size_t *c, size_t *ext)
{
    int k;
    for (k = 0; k < nsubs; k++) {
        first[k] = 0;
        c[k] = ext[k] = count[k];
    }
    return 1;
}

int mt_slice_reduce(int n, const size_t *count, int k, int nd, const size_t *dc,
                    const size_t *df, const size_t *de, size_t *off)
{
    int d;
    size_t o = 0;
    for (d = 2; d < n; d++)
        if (count[d] != 1)
            return 0;
    if (dc[0] != (k == 0 ? 1 : count[0]) || dc[1] != (k == 1 ? 1 : count[1]))
        return 0;
    for (d = 2; d < nd; d++)
        if (dc[d] != 1)
            return 0;
    for (d = nd - 1; d >= 0; d--)
        o = df[d] + de[d] * o;
    *off = o;
    return 1;
}
