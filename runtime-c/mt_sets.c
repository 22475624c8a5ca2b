/* mt_sets.c — set operations on arrays (generic builtin entries): `union`, `intersect`, `setxor` and
 * `setdiff` with one result, following the m-files of Octave's set folder: the result is sorted and unique;
 * union and intersect give a row when both inputs are rows (else a column), setdiff when A
 * is a row. Values are compared as `unique` does (int64/uint64 exactly); NaNs are all distinct. A cell
 * array of strings goes to mt__cellstr_setop (mt_cellsets.c).
 */
#include "mt_internal.h"

#include <stdlib.h>



/* Octave's validsetargs: numeric, char and logical arrays only. */
static void sets_check(const char *fn, const mt_array *a, const mt_array *b)
{
    const mt_array *x[2];
    int k;
    x[0] = a;
    x[1] = b;
    for (k = 0; k < 2; k++) {
        if (x[k]->cls == MT_CELL)
            mt_error("mat2c: %s of cell arrays is not supported", fn);
        if (x[k]->cls == MT_STRUCT)
            mt_error("%s: A and B must be arrays or cell arrays of strings", fn);
        mt__bi_no_complex(fn, x[k]);
    }
}

static int sets_isrow(const mt_array *a)
{
    return a->ndims == 2 && a->dims[0] == 1;
}

static int sets_isnumeric(const mt_array *a)
{
    return a->cls != MT_CHAR && a->cls != MT_LOGICAL;
}

/* An element as a sort key: its double, what an int64/uint64 value exceeds that double by
 * (mt__wide_rest: so values beyond 2^53 stay apart and ordered) and where it is. */
typedef struct skey {
    double v, rest;
    size_t at;
} skey;

static int cmp_key(const void *p, const void *q)
{
    const skey *x = (const skey *)p, *y = (const skey *)q;
    /* NaNs last, as sort */
    if (x->v != x->v)
        return y->v != y->v ? 0 : 1;
    if (y->v != y->v)
        return -1;
    if (x->v != y->v)
        return x->v < y->v ? -1 : 1;
    return x->rest < y->rest ? -1 : x->rest > y->rest;
}

/* The sorted distinct values of elements [from, from + n) of a (NaNs each kept, last) into
 * a fresh buffer; their count in *m. */
static skey *sets_unique(const mt_array *a, size_t from, size_t n, size_t *m)
{
    skey *v = (skey *)mt__bi_alloc((n ? n : 1) * sizeof(skey));
    size_t i, k = 0;
    for (i = 0; i < n; i++) {
        v[i].v = mt__get(a, from + i);
        v[i].rest = mt__wide_rest(a, from + i);
        v[i].at = from + i;
    }
    qsort(v, n, sizeof(skey), cmp_key);
    for (i = 0; i < n; i++)
        if (k == 0 || cmp_key(&v[i], &v[k - 1]) != 0 || v[i].v != v[i].v)
            v[k++] = v[i];
    *m = k;
    return v;
}

/* x is among the n sorted values v (never for NaN). */
static int sets_has(const skey *v, size_t n, const skey *x)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = cmp_key(&v[mid], x);
        if (c < 0)
            lo = mid + 1;
        else if (c > 0)
            hi = mid;
        else
            return 1;
    }
    return 0;
}

/* [a(:); b(:)] in *y (class by concatenation rules). */
static void sets_concat(mt_array *y, const mt_array *a, const mt_array *b)
{
    mt_array ca = MT_ARRAY_INIT, cb = MT_ARRAY_INIT;
    mt_arg g[2];
    mt_array *o[1];
    mt_copy(&ca, a);
    mt_copy(&cb, b);
    ca.layout = cb.layout = MT_LAYOUT_FULL;
    ca.ndims = cb.ndims = 2;
    ca.dims[0] = ca.numel;
    ca.dims[1] = 1;
    cb.dims[0] = cb.numel;
    cb.dims[1] = 1;
    g[0].a = &ca;
    g[0].s = 0;
    g[1].a = &cb;
    g[1].s = 0;
    o[0] = y;
    mt_bi_vertcat(1, o, 2, g);
    mt_free(&ca);
    mt_free(&cb);
}

/* r = the m elements src(v[k].at) as class cls, a row or a column (int64/uint64 copied
 * bit for bit). */
static void sets_give(mt_array *out, mt_class cls, const mt_array *src, const skey *v, size_t m,
                      int row)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    mt__bi_set2(&r, cls, row ? 1 : m, row ? m : 1);
    for (i = 0; i < m; i++)
        if (src->cls == cls && (cls == MT_INT64 || cls == MT_UINT64))
            mt__copy_elem(&r, i, src, v[i].at);
        else
            mt__set(&r, i, mt__get(src, v[i].at));
    mt__bi_give(out, &r);
}

BI(union)
{
    mt_array v0, v1, y = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    mt_arg g;
    (void)nout;
    (void)nargs;
    if (a->cls == MT_CELL || b->cls == MT_CELL) {
        mt__cellstr_setop(out[0], 'u', "union", a, b);
        return;
    }
    sets_check("union", a, b);
    sets_concat(&y, a, b);
    if (sets_isrow(a) && sets_isrow(b)) {
        mt_transpose(&t, &y);
        mt_free(&y);
        y = t;
    }
    g.a = &y;
    g.s = 0;
    mt_bi_unique(1, out, 1, &g);
    mt_free(&y);
}

BI(intersect)
{
    mt_array v0, v1, y = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    skey *ua, *ub, *c;
    size_t ma, mb, m = 0, i;
    (void)nout;
    (void)nargs;
    if (a->cls == MT_CELL || b->cls == MT_CELL) {
        mt__cellstr_setop(out[0], 'i', "intersect", a, b);
        return;
    }
    sets_check("intersect", a, b);
    if (a->numel == 0 || b->numel == 0) {
        /* Octave: [] for two numeric inputs, else "" */
        mt_array r = MT_ARRAY_INIT;
        mt__bi_set2(&r, sets_isnumeric(a) && sets_isnumeric(b) ? MT_DOUBLE : MT_CHAR, 0, 0);
        mt__bi_give(out[0], &r);
        return;
    }
    sets_concat(&y, a, b);
    ua = sets_unique(&y, 0, a->numel, &ma);
    ub = sets_unique(&y, a->numel, b->numel, &mb);
    c = (skey *)mt__bi_alloc((ma ? ma : 1) * sizeof(skey));
    for (i = 0; i < ma; i++)
        if (ua[i].v == ua[i].v && sets_has(ub, mb, &ua[i]))
            c[m++] = ua[i];
    if (m == 0 && ma + mb == 2) {
        /* intersect.m: two unique values compare as one 1x1 pair, whose find is 0x0 */
        mt_array r = MT_ARRAY_INIT;
        mt__bi_set2(&r, y.cls, 0, 0);
        mt__bi_give(out[0], &r);
    } else
        sets_give(out[0], y.cls, &y, c, m, sets_isrow(a) && sets_isrow(b));
    free(ua);
    free(ub);
    free(c);
    mt_free(&y);
}

BI(setdiff)
{
    mt_array v0, v1, y = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    skey *ua, *ub, *c;
    size_t ma, mb, m = 0, i;
    mt_arg g;
    (void)nargs;
    if (a->cls == MT_CELL || b->cls == MT_CELL) {
        mt__cellstr_setop(out[0], 'd', "setdiff", a, b);
        return;
    }
    sets_check("setdiff", a, b);
    g.a = a;
    g.s = 0;
    if (a->numel == 0 || b->numel == 0) {
        mt_bi_unique(nout > 0 ? 1 : 0, out, 1, &g);
        return;
    }
    /* compared in the class of [a(:); b(:)] (setdiff.m sorts the two together), the
     * values given from a */
    sets_concat(&y, a, b);
    ua = sets_unique(&y, 0, a->numel, &ma);
    ub = sets_unique(&y, a->numel, b->numel, &mb);
    c = (skey *)mt__bi_alloc((ma ? ma : 1) * sizeof(skey));
    for (i = 0; i < ma; i++)
        if (ua[i].v != ua[i].v || !sets_has(ub, mb, &ua[i]))
            c[m++] = ua[i];
    sets_give(out[0], a->cls, a, c, m, sets_isrow(a));
    free(ua);
    free(ub);
    free(c);
    mt_free(&y);
}

/* setxor (Octave's m-file): the sorted values in exactly one of a and b; with an empty input
 * the unique values of the other; a row when both inputs are rows, else a column. */
BI(setxor)
{
    mt_array v0, v1, y = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    skey *ua, *ub, *c;
    size_t ma, mb, m = 0, i;
    mt_arg g;
    (void)nargs;
    if (a->cls == MT_CELL || b->cls == MT_CELL) {
        mt__cellstr_setop(out[0], 'x', "setxor", a, b);
        return;
    }
    sets_check("setxor", a, b);
    if (a->numel == 0 || b->numel == 0) {
        g.a = a->numel == 0 ? b : a;
        g.s = 0;
        mt_bi_unique(nout > 0 ? 1 : 0, out, 1, &g);
        return;
    }
    sets_concat(&y, a, b);
    ua = sets_unique(&y, 0, a->numel, &ma);
    ub = sets_unique(&y, a->numel, b->numel, &mb);
    c = (skey *)mt__bi_alloc((ma + mb) * sizeof(skey));
    for (i = 0; i < ma; i++)
        if (ua[i].v != ua[i].v || !sets_has(ub, mb, &ua[i]))
            c[m++] = ua[i];
    for (i = 0; i < mb; i++)
        if (ub[i].v != ub[i].v || !sets_has(ua, ma, &ub[i]))
            c[m++] = ub[i];
    qsort(c, m, sizeof(skey), cmp_key);
    sets_give(out[0], y.cls, &y, c, m, sets_isrow(a) && sets_isrow(b));
    free(ua);
    free(ub);
    free(c);
    mt_free(&y);
}
