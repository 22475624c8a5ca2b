/* mt_cellsets.c — `sort`, `unique` and `ismember` on cell arrays of strings, as Octave
 * gives them: strings ordered by their bytes (std::string's order), a stable sort; unique
 * keeps a row's orientation (else a column) with column index outputs; ismember reports
 * the last matching position. */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>

/* std::string comparison of two char arrays (bytes as unsigned, then length). */
static int str_cmp(const mt_array *a, const mt_array *b)
{
    size_t n = a->numel < b->numel ? a->numel : b->numel;
    int c = n ? memcmp(a->data, b->data, n) : 0;
    if (c)
        return c;
    return a->numel < b->numel ? -1 : a->numel > b->numel;
}

/* A stable merge sort of idx[0..n) by the strings key[idx[k]]. */
static void str_sort(size_t *idx, size_t n, const mt_array *const *key, int desc)
{
    size_t *tmp = (size_t *)mt__bi_alloc((n ? n : 1) * sizeof(size_t)), w, lo;
    for (w = 1; w < n; w *= 2) {
        for (lo = 0; lo < n; lo += 2 * w) {
            size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                int c = str_cmp(key[idx[j]], key[idx[i]]);
                tmp[k++] = (desc ? c > 0 : c < 0) ? idx[j++] : idx[i++];
            }
            while (i < mid)
                tmp[k++] = idx[i++];
            while (j < hi)
                tmp[k++] = idx[j++];
        }
        memcpy(idx, tmp, n * sizeof(size_t));
    }
    free(tmp);
}

/* The elements of cell c as strings, or NULL when one is not a char array. */
static void set_args_error(const char *fn, const mt_array *a, const mt_array *b, int a_str);

static const mt_array **cell_strs(const mt_array *c)
{
    const mt_array **s = (const mt_array **)mt__bi_alloc((c->numel ? c->numel : 1) * sizeof(*s));
    size_t i;
    for (i = 0; i < c->numel; i++) {
        s[i] = mt__cell_at(c, i);
        if (s[i]->cls != MT_CHAR) {
            free(s);
            return NULL;
        }
    }
    return s;
}

void mt__cellstr_sort(const mt_array *x, int d, int desc, mt_array *res, mt_array *ix)
{
    size_t before, len, after, o, b, k;
    size_t *idx;
    const mt_array **s = cell_strs(x), **key;
    if (!s)
        mt_error("sort: only cell arrays of character strings may be sorted");
    mt__bi_split_dims(x, d, &before, &len, &after);
    mt_cell_new(res, x->ndims, x->dims);
    if (ix)
        mt_resize(ix, MT_DOUBLE, 0, x->ndims, x->dims);
    idx = (size_t *)mt__bi_alloc((len ? len : 1) * sizeof(size_t));
    key = (const mt_array **)mt__bi_alloc((len ? len : 1) * sizeof(*key));
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            size_t base = o * before * len + b;
            for (k = 0; k < len; k++) {
                key[k] = s[base + k * before];
                idx[k] = k;
            }
            str_sort(idx, len, key, desc);
            for (k = 0; k < len; k++) {
                mt__cell_put(res, base + k * before, key[idx[k]]);
                if (ix)
                    ((double *)ix->data)[base + k * before] = (double)(idx[k] + 1);
            }
        }
    free(idx);
    free(key);
    free(s);
}

void mt__cellstr_unique(int nout, mt_array *const *out, const mt_array *x,
                        const mt_unique_opts *o)
{
    size_t n = x->numel, k, m = 0, d[2];
    size_t *idx, *grp, *firsti, *lasti;
    const mt_array **s = cell_strs(x);
    mt_array u = MT_ARRAY_INIT;
    int row = x->ndims == 2 && x->dims[0] == 1 && n > 0;
    if (!s)
        mt_error("unique: X must be an array or cell array of strings");
    idx = (size_t *)mt__bi_alloc((n ? n : 1) * sizeof(size_t));
    grp = (size_t *)mt__bi_alloc((n ? n : 1) * sizeof(size_t));
    firsti = (size_t *)mt__bi_alloc((n ? n : 1) * sizeof(size_t));
    lasti = (size_t *)mt__bi_alloc((n ? n : 1) * sizeof(size_t));
    for (k = 0; k < n; k++)
        idx[k] = k;
    str_sort(idx, n, s, 0);
    for (k = 0; k < n; k++) {
        if (k == 0 || str_cmp(s[idx[k]], s[idx[k - 1]]) != 0)
            firsti[m++] = idx[k];
        lasti[m - 1] = idx[k];
        grp[idx[k]] = m - 1;
    }
    mt__unique_stable(m, firsti, o);
    /* an empty input gives 0x0 for 0x0 and 0x1 otherwise (its indices 0x0) */
    d[0] = row ? 1 : m;
    d[1] = row ? m : 1;
    if (n == 0)
        d[1] = x->ndims == 2 && x->dims[0] == 0 && x->dims[1] == 0 ? 0 : 1;
    mt_cell_new(&u, 2, d);
    for (k = 0; k < m; k++)
        mt__cell_put(&u, k, s[firsti[k]]);
    mt__bi_give(out[0], &u);
    mt__unique_indices(nout, out, m, n, firsti, lasti, grp, o, row);
    free(idx);
    free(grp);
    free(firsti);
    free(lasti);
    free(s);
}

/* cellstr (a) into r */
static void to_cellstr(mt_array *r, const mt_array *a)
{
    mt_array *const outs[1] = {r};
    mt_arg g;
    g.a = a;
    g.s = 0;
    mt_bi_cellstr(1, outs, 1, &g);
}

void mt__cellstr_ismember(int nout, mt_array *const *out, const mt_array *a, const mt_array *set)
{
    const mt_array *one[1] = {a}, **as, **ss;
    size_t na, ns, i, j;
    mt_array tf = MT_ARRAY_INIT, loc = MT_ARRAY_INIT, ca = MT_ARRAY_INIT, cs = MT_ARRAY_INIT;
    mt_array *rows1;
    /* ismember.m and validsetargs.m: a char row against a cell is one string; another char
     * array becomes cellstr of it (its rows, trailing blanks removed), and so does a char set */
    if (a->cls == MT_CHAR && !(a->ndims == 2 && a->dims[0] == 1) && set->cls == MT_CELL) {
        to_cellstr(&ca, a);
        a = &ca;
    }
    if (set->cls == MT_CHAR && a->cls == MT_CELL) {
        to_cellstr(&cs, set);
        set = &cs;
    }
    /* a char argument is one string */
    if (a->cls == MT_CHAR) {
        one[0] = a;
        as = NULL;
        na = 1;
    } else {
        as = a->cls == MT_CELL ? cell_strs(a) : NULL;
        na = a->numel;
    }
    ss = set->cls == MT_CELL ? cell_strs(set) : NULL;
    ns = set->cls == MT_CELL ? set->numel : 1;
    if ((a->cls != MT_CHAR && !as) || (set->cls != MT_CHAR && !ss)) {
        free(as);
        free(ss);
        set_args_error("ismember", a, set,
                       a->cls == MT_CHAR && a->ndims == 2 && a->dims[0] == 1 && set->cls == MT_CELL);
    }
    /* lookup reads a set element of several rows as its first row, with Octave's warning */
    rows1 = (mt_array *)mt__bi_alloc((ss && ns ? ns : 1) * sizeof(mt_array));
    for (j = 0; ss && j < ns; j++) {
        mt_array z = MT_ARRAY_INIT;
        size_t r = ss[j]->dims[0], k;
        rows1[j] = z;
        if (ss[j]->ndims != 2 || r <= 1)
            continue;
        mt_warn("Octave:charmat-truncated",
                "multi-row character matrix converted to a string, only the first row is used");
        mt__bi_set2(&rows1[j], MT_CHAR, 1, ss[j]->dims[1]);
        for (k = 0; k < ss[j]->dims[1]; k++)
            ((char *)rows1[j].data)[k] = ((const char *)ss[j]->data)[k * r];
        ss[j] = &rows1[j];
    }
    if (a->cls == MT_CHAR) {
        mt__bi_set2(&tf, MT_LOGICAL, 1, 1);
        mt__bi_set2(&loc, MT_DOUBLE, 1, 1);
    } else {
        mt_resize(&tf, MT_LOGICAL, 0, a->ndims, a->dims);
        mt_resize(&loc, MT_DOUBLE, 0, a->ndims, a->dims);
    }
    for (i = 0; i < na; i++) {
        const mt_array *x = as ? as[i] : one[0];
        double at = 0;
        for (j = ns; j-- > 0;)
            if (str_cmp(ss ? ss[j] : set, x) == 0) {
                at = (double)(j + 1);
                break;
            }
        ((uint8_t *)tf.data)[i] = at != 0;
        ((double *)loc.data)[i] = at;
    }
    mt__bi_give(out[0], &tf);
    if (nout > 1)
        mt__bi_give(out[1], &loc);
    else
        mt_free(&loc);
    for (j = 0; ss && j < ns; j++)
        mt_free(&rows1[j]);
    free(rows1);
    free(as);
    free(ss);
    mt_free(&ca);
    mt_free(&cs);
}

/* ---- union, intersect, setdiff, setxor with a cell array of strings (one output) ---- */

/* One set operand: its strings (a char argument is one string, as cellstr makes it). */
typedef struct strset {
    const mt_array **s;
    size_t n;
    int row;   /* a 1xN row (what decides the result's orientation) */
    int e00;   /* a 0x0 empty */
} strset;

/* every element of cell c is a char array */
static int is_strs(const mt_array *c)
{
    size_t i;
    for (i = 0; i < c->numel; i++)
        if (mt__cell_at(c, i)->cls != MT_CHAR)
            return 0;
    return 1;
}

/* validsetargs' error for operands it refuses: a cell array of strings with anything but a
 * string, or (neither being one) an operand that is not numeric, char or logical. a_str:
 * a is taken as a cell array of strings (ismember wraps a char row in a cell). */
static void set_args_error(const char *fn, const mt_array *a, const mt_array *b, int a_str)
{
    int icx = a_str || (a->cls == MT_CELL && is_strs(a)), icy = b->cls == MT_CELL && is_strs(b);
    if (icx || icy)
        mt_error("%s: cell array of strings cannot be combined with a nonstring value", fn);
    mt_error("%s: A and B must be arrays or cell arrays of strings", fn);
}

static void strset_of(strset *o, const char *fn, const mt_array *a)
{
    if (a->cls == MT_CHAR) {
        o->s = (const mt_array **)mt__bi_alloc(sizeof(*o->s));
        o->s[0] = a;
        o->n = 1;
        o->row = 1;
        o->e00 = 0;
        return;
    }
    o->s = a->cls == MT_CELL ? cell_strs(a) : NULL;
    if (!o->s)
        mt_error("%s: cell array of strings cannot be combined with a nonstring value", fn);
    o->n = a->numel;
    o->row = a->ndims == 2 && a->dims[0] == 1;
    o->e00 = a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0;
}

/* The distinct strings of x, sorted, into v (allocated); their count. */
static size_t strset_unique(const strset *x, const mt_array ***v)
{
    size_t *idx = (size_t *)mt__bi_alloc((x->n ? x->n : 1) * sizeof(size_t)), k, m = 0;
    const mt_array **u = (const mt_array **)mt__bi_alloc((x->n ? x->n : 1) * sizeof(*u));
    for (k = 0; k < x->n; k++)
        idx[k] = k;
    str_sort(idx, x->n, x->s, 0);
    for (k = 0; k < x->n; k++)
        if (m == 0 || str_cmp(x->s[idx[k]], u[m - 1]) != 0)
            u[m++] = x->s[idx[k]];
    free(idx);
    *v = u;
    return m;
}

static int strset_has(const mt_array *const *v, size_t n, const mt_array *x)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = str_cmp(v[mid], x);
        if (c == 0)
            return 1;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

/* A cell of the m strings v: a row or a column; rows x cols given for an empty result. */
static void strset_give(mt_array *out, const mt_array *const *v, size_t m, int row)
{
    mt_array r = MT_ARRAY_INIT;
    size_t d[2], k;
    d[0] = row ? 1 : m;
    d[1] = row ? m : 1;
    mt_cell_new(&r, 2, d);
    for (k = 0; k < m; k++)
        mt__cell_put(&r, k, v[k]);
    mt__bi_give(out, &r);
}

/* unique(x) for one operand: a 0x0 empty stays 0x0, another empty is 0x1. */
static void strset_give_unique(mt_array *out, const strset *x)
{
    const mt_array **u;
    size_t m = strset_unique(x, &u);
    if (x->n == 0) {
        mt_array r = MT_ARRAY_INIT;
        size_t d[2] = {0, x->e00 ? 0 : 1};
        mt_cell_new(&r, 2, d);
        mt__bi_give(out, &r);
    } else
        strset_give(out, u, m, x->row);
    free(u);
}

/* op: 'u' union, 'i' intersect, 'd' setdiff, 'x' setxor (Octave's m-files). */
void mt__cellstr_setop(mt_array *out, char op, const char *fn, const mt_array *a,
                       const mt_array *b)
{
    strset A, B, Y;
    const mt_array **ua, **ub, **c;
    size_t ma, mb, m = 0, k;
    if (!(a->cls == MT_CHAR || (a->cls == MT_CELL && is_strs(a))) ||
        !(b->cls == MT_CHAR || (b->cls == MT_CELL && is_strs(b))))
        set_args_error(fn, a, b, 0);
    strset_of(&A, fn, a);
    strset_of(&B, fn, b);
    if (op == 'u') {
        /* unique([a(:); b(:)]), a row when both are rows */
        Y.n = A.n + B.n;
        Y.s = (const mt_array **)mt__bi_alloc((Y.n ? Y.n : 1) * sizeof(*Y.s));
        for (k = 0; k < A.n; k++)
            Y.s[k] = A.s[k];
        for (k = 0; k < B.n; k++)
            Y.s[A.n + k] = B.s[k];
        Y.row = A.row && B.row;
        Y.e00 = 0;
        strset_give_unique(out, &Y);
        free(Y.s);
    } else if ((A.n == 0 || B.n == 0) && op == 'i') {
        mt_array r = MT_ARRAY_INIT;
        size_t d[2] = {0, 0};
        mt_cell_new(&r, 2, d);
        mt__bi_give(out, &r);
    } else if ((A.n == 0 || B.n == 0) && op == 'd') {
        strset_give_unique(out, &A);
    } else if ((A.n == 0 || B.n == 0) && op == 'x') {
        strset_give_unique(out, A.n == 0 ? &B : &A);
    } else {
        ma = strset_unique(&A, &ua);
        mb = strset_unique(&B, &ub);
        c = (const mt_array **)mt__bi_alloc((ma + mb ? ma + mb : 1) * sizeof(*c));
        for (k = 0; k < ma; k++)
            if (strset_has(ub, mb, ua[k]) == (op == 'i'))
                c[m++] = ua[k];
        if (op == 'x') {
            size_t *idx, i;
            const mt_array **t;
            for (k = 0; k < mb; k++)
                if (!strset_has(ua, ma, ub[k]))
                    c[m++] = ub[k];
            idx = (size_t *)mt__bi_alloc((m ? m : 1) * sizeof(size_t));
            t = (const mt_array **)mt__bi_alloc((m ? m : 1) * sizeof(*t));
            for (i = 0; i < m; i++)
                idx[i] = i;
            str_sort(idx, m, c, 0);
            for (i = 0; i < m; i++)
                t[i] = c[idx[i]];
            memcpy(c, t, (m ? m : 1) * sizeof(*c));
            free(idx);
            free(t);
        }
        strset_give(out, c, m, op == 'd' ? A.row : A.row && B.row);
        free(ua);
        free(ub);
        free(c);
    }
    free(A.s);
    free(B.s);
}
