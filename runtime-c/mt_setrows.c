/* mt_setrows.c — the "rows" forms of unique and ismember, after Octave 7's unique.m and
 * ismember.m: rows ordered as sortrows orders them (ascending column by column, NaN last,
 * stable), equal when every element compares equal (so a row holding NaN equals nothing). */
#include "mt_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* x(r1, c) and x(r2, c) in sortrows' ascending order: -1 before, 1 after, 0 tied. */
static int elem_order(const mt_array *x, size_t i1, size_t i2)
{
    return mt__elem_before(x, i1, i2, 0) ? -1 : mt__elem_before(x, i2, i1, 0) ? 1 : 0;
}

/* r1 before r2 in sortrows' ascending order (column by column). */
static int row_before(const mt_array *x, size_t m, size_t nc, size_t r1, size_t r2)
{
    size_t c;
    for (c = 0; c < nc; c++) {
        int o = elem_order(x, r1 + c * m, r2 + c * m);
        if (o)
            return o < 0;
    }
    return 0;
}

/* Two elements equal as == compares them (both parts; NaN equals nothing; int64 exactly). */
static int elems_equal(const mt_array *x, size_t i, const mt_array *y, size_t j)
{
    if (mt__get(x, i) != mt__get(y, j) || mt__get_im(x, i) != mt__get_im(y, j))
        return 0;
    return x->cls != y->cls || mt__wide_rest(x, i) == mt__wide_rest(y, j);
}

static int rows_equal(const mt_array *x, size_t m, size_t nc, size_t r1, size_t r2)
{
    size_t c;
    for (c = 0; c < nc; c++)
        if (!elems_equal(x, r1 + c * m, x, r2 + c * m))
            return 0;
    return 1;
}

/* The row indices of x in sortrows order (a stable merge sort). */
static size_t *sorted_rows(const mt_array *x, size_t m, size_t nc)
{
    size_t *idx = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    size_t *tmp = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    size_t w, lo, k;
    for (k = 0; k < m; k++)
        idx[k] = k;
    for (w = 1; w < m; w *= 2) {
        for (lo = 0; lo < m; lo += 2 * w) {
            size_t mid = lo + w < m ? lo + w : m, hi = lo + 2 * w < m ? lo + 2 * w : m;
            size_t i = lo, j = mid;
            k = lo;
            while (i < mid && j < hi)
                tmp[k++] = row_before(x, m, nc, idx[j], idx[i]) ? idx[j++] : idx[i++];
            while (i < mid)
                tmp[k++] = idx[i++];
            while (j < hi)
                tmp[k++] = idx[j++];
        }
        memcpy(idx, tmp, m * sizeof(size_t));
    }
    free(tmp);
    return idx;
}

void mt__unique_rows(int nout, mt_array *const *out, const mt_array *x, const mt_unique_opts *o)
{
    size_t m = x->dims[0], nc = x->numel / (m ? m : 1), g = 0, k, c;
    size_t *idx, *firsti, *lasti, *grp;
    mt_array u = MT_ARRAY_INIT;
    if (m <= 1) { /* unique.m returns x itself (and i = j = 1, or [] when empty) */
        mt_copy(out[0], x);
        for (k = 1; k < (size_t)nout && k < 3; k++) {
            if (m == 1)
                mt__bi_give_scalar(out[k], MT_DOUBLE, 1);
            else {
                mt_array e = MT_ARRAY_INIT;
                mt__bi_set2(&e, MT_DOUBLE, 0, 0);
                mt__bi_give(out[k], &e);
            }
        }
        return;
    }
    if (x->ndims != 2) /* unique.m's sortrows */
        mt_error("__sort_rows_idx__: needs a 2-D object");
    idx = sorted_rows(x, m, nc);
    firsti = (size_t *)mt__bi_alloc(m * sizeof(size_t));
    lasti = (size_t *)mt__bi_alloc(m * sizeof(size_t));
    grp = (size_t *)mt__bi_alloc(m * sizeof(size_t));
    for (k = 0; k < m; k++) {
        if (k == 0 || !rows_equal(x, m, nc, idx[k], idx[k - 1]))
            firsti[g++] = idx[k];
        lasti[g - 1] = idx[k];
        grp[idx[k]] = g - 1;
    }
    mt__unique_stable(g, firsti, o);
    mt__bi_set2(&u, x->cls, g, nc);
    if (x->cplx)
        mt_resize(&u, x->cls, 1, 2, u.dims);
    for (k = 0; k < g; k++)
        for (c = 0; c < nc; c++)
            mt__copy_elem(&u, k + c * g, x, firsti[k] + c * m);
    if (u.cplx)
        mt__narrow_complex(&u);
    mt__bi_give(out[0], &u);
    mt__unique_indices(nout, out, g, m, firsti, lasti, grp, o, 0);
    free(idx);
    free(firsti);
    free(lasti);
    free(grp);
}

void mt__ismember_rows(int nout, mt_array *const *out, const mt_array *a, const mt_array *s)
{
    size_t na = a->dims[0], ns = s->dims[0], nc, i, j;
    mt_array tf = MT_ARRAY_INIT, loc = MT_ARRAY_INIT;
    if (a->ndims > 2 || s->ndims > 2)
        mt_error("ismember: A and B must be 2-dimensional matrices with \"rows\" flag");
    if (a->dims[1] != s->dims[1] && a->numel && s->numel)
        mt_error("ismember: number of columns in A and B must match");
    nc = a->dims[1];
    mt__bi_set2(&tf, MT_LOGICAL, na, 1);
    mt__bi_set2(&loc, MT_DOUBLE, na, 1);
    for (i = 0; i < na; i++) {
        double at = 0;
        if (a->numel && s->numel)
            for (j = ns; j-- > 0;) { /* the last matching row, as unique(..., "last") */
                size_t c;
                int eq = 1;
                for (c = 0; c < nc && eq; c++)
                    eq = elems_equal(a, i + c * na, s, j + c * ns);
                if (eq) {
                    at = (double)(j + 1);
                    break;
                }
            }
        ((uint8_t *)tf.data)[i] = at != 0;
        ((double *)loc.data)[i] = ns == 1 ? (double)(at != 0) : at;
    }
    mt__bi_give(out[0], &tf);
    if (nout > 1)
        mt__bi_give(out[1], &loc);
    else
        mt_free(&loc);
}
