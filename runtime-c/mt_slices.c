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
