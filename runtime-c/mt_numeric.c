/* mt_numeric.c — numeric builtins called through the generic entry
 * `mt_bi_<name>(nout, out, nargs, args)` (see mat2c_rt.h): find, sort, unique, ismember,
 * isequal, diff, norm, flips and shifts, triangular parts, kron, cat/permute/squeeze,
 * the class and shape predicates, det/inv, statistics (median/std/var), integer and bit
 * operations, number theory (primes, gcd, ...). Messages are Octave 7's. */
#include "mat2c_rt.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BI(name) void mt_bi_##name(int nout, mt_array *const *out, int nargs, const mt_arg *args)
#define UNUSED_BI (void)nout, (void)nargs, (void)args

/* ------------------------------------------------------------------------- */
/* shared helpers                                                             */
/* ------------------------------------------------------------------------- */

static void *xmalloc(size_t n)
{
    void *p = calloc(n ? n : 1, 1);
    if (!p)
        mt_error("out of memory or dimension too large for Octave's index type");
    return p;
}

const mt_array *mt__bi_arg(const mt_arg *g, mt_array *view)
{
    mt_array t = MT_ARRAY_INIT;
    if (g->a)
        return g->a;
    t.dims[0] = t.dims[1] = 1;
    t.numel = 1;
    t.cap = sizeof(double);
    t.data = (void *)&g->s;
    *view = t;
    return view;
}

void mt__bi_give(mt_array *out, mt_array *tmp)
{
    mt_array z = MT_ARRAY_INIT;
    mt_free(out);
    *out = *tmp;
    *tmp = z;
}

const char *mt__class_name(mt_class c)
{
    static const char *names[] = {"double", "single", "int8",   "uint8",  "int16",   "uint16",
                                  "int32",  "uint32", "int64",  "uint64", "logical", "char"};
    return names[c];
}

char *mt__bi_cstr(const mt_array *a)
{
    char *s = (char *)xmalloc(a->numel + 1);
    size_t i;
    for (i = 0; i < a->numel; i++)
        s[i] = (char)(int)mt__get(a, i);
    s[a->numel] = 0;
    return s;
}

static void set2(mt_array *r, mt_class cls, size_t rows, size_t cols)
{
    size_t d[2];
    d[0] = rows;
    d[1] = cols;
    mt_resize(r, cls, 0, 2, d);
}

static void give_scalar(mt_array *out, mt_class cls, double v)
{
    mt_array t = MT_ARRAY_INIT;
    set2(&t, cls, 1, 1);
    mt__set(&t, 0, v);
    mt__bi_give(out, &t);
}

static void give_bool(mt_array *out, int v)
{
    give_scalar(out, MT_LOGICAL, v ? 1.0 : 0.0);
}

/* The scalar value of argument k ("" names it in the error). */
static double arg_scalar(const mt_arg *args, int k)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[k], &v);
    if (a->numel == 0)
        return NAN;
    return mt__get(a, 0);
}

static int is_string_arg(const mt_arg *g)
{
    return g->a && g->a->cls == MT_CHAR;
}

/* Case-insensitive comparison of a char argument with a lowercase word. */
static int arg_is_word(const mt_arg *g, const char *w)
{
    size_t i, n = strlen(w);
    if (!is_string_arg(g) || g->a->numel != n)
        return 0;
    for (i = 0; i < n; i++) {
        int c = (int)mt__get(g->a, i);
        if (c >= 'A' && c <= 'Z')
            c += 'a' - 'A';
        if (c != w[i])
            return 0;
    }
    return 1;
}

static void no_complex(const char *fn, const mt_array *a)
{
    if (a->cplx)
        mt_error("mat2c: %s of complex values is not supported", fn);
}

/* MATLAB's default dimension: the first non-singleton one (0-based). */
static int default_dim(const mt_array *a)
{
    int i;
    for (i = 0; i < a->ndims; i++)
        if (a->dims[i] != 1)
            return i;
    return 0;
}

/* A dimension argument (1-based, positive integer) as 0-based. */
static int dim_arg(const char *fn, const mt_arg *g)
{
    double d = arg_scalar(g, 0);
    if (!(d >= 1) || d != floor(d) || d > MT_MAXDIMS)
        mt_error("%s: DIM must be a valid dimension", fn);
    return (int)d - 1;
}

/* Splits a along dimension d into (before, len, after) for slice iteration. */
static void split_dims(const mt_array *a, int d, size_t *before, size_t *len, size_t *after)
{
    int i;
    *before = 1;
    *after = 1;
    for (i = 0; i < a->ndims; i++) {
        if (i < d)
            *before *= a->dims[i];
        else if (i > d)
            *after *= a->dims[i];
    }
    *len = d < a->ndims ? a->dims[d] : 1;
}

/* The class arithmetic produces from a (logical and char compute in double). */
static mt_class arith_class(const mt_array *a)
{
    return a->cls == MT_LOGICAL || a->cls == MT_CHAR ? MT_DOUBLE : a->cls;
}

/* ------------------------------------------------------------------------- */
/* find                                                                       */
/* ------------------------------------------------------------------------- */

BI(find)
{
    mt_array v0, idx = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i, n = x->numel, cnt = 0, limit = (size_t)-1, first, k, rows, cols;
    size_t *hits;
    int last = 0;
    if (nargs >= 2) {
        double lim = arg_scalar(args, 1);
        if (!(lim >= 0) || lim != floor(lim))
            mt_error("find: N must be a non-negative integer");
        limit = isinf(lim) ? (size_t)-1 : (size_t)lim;
    }
    if (nargs >= 3) {
        if (arg_is_word(&args[2], "last"))
            last = 1;
        else if (!arg_is_word(&args[2], "first"))
            mt_error("find: DIRECTION must be \"first\" or \"last\"");
    }
    hits = (size_t *)xmalloc(n * sizeof(size_t));
    for (i = 0; i < n; i++)
        if (mt__get(x, i) != 0 || mt__get_im(x, i) != 0)
            hits[cnt++] = i;
    first = 0;
    if (cnt > limit) {
        if (last)
            first = cnt - limit;
        cnt = limit;
    }
    /* Octave's result shape: 0x0 for an empty scalar search or an empty 0x..0 input,
     * a row for a row input, a column otherwise. */
    {
        size_t tail = 1;
        int d;
        for (d = 1; d < x->ndims; d++)
            tail *= x->dims[d];
        if ((n == 1 && cnt == 0) || (x->dims[0] == 0 && tail == 0))
            rows = 0, cols = 0;
        else if (x->ndims == 2 && x->dims[0] == 1)
            rows = 1, cols = cnt;
        else
            rows = cnt, cols = 1;
    }
    if (nout <= 1) {
        set2(&idx, MT_DOUBLE, rows, cols);
        for (k = 0; k < cnt; k++)
            ((double *)idx.data)[k] = (double)(hits[first + k] + 1);
        mt__bi_give(out[0], &idx);
    } else {
        mt_array r = MT_ARRAY_INIT, c = MT_ARRAY_INIT, v = MT_ARRAY_INIT;
        size_t nr = x->dims[0] ? x->dims[0] : 1;
        set2(&r, MT_DOUBLE, rows, cols);
        set2(&c, MT_DOUBLE, rows, cols);
        for (k = 0; k < cnt; k++) {
            ((double *)r.data)[k] = (double)(hits[first + k] % nr + 1);
            ((double *)c.data)[k] = (double)(hits[first + k] / nr + 1);
        }
        mt__bi_give(out[0], &r);
        mt__bi_give(out[1], &c);
        if (nout >= 3) {
            size_t d[2];
            d[0] = rows;
            d[1] = cols;
            mt_resize(&v, x->cls, x->cplx, 2, d);
            for (k = 0; k < cnt; k++)
                mt__set_c(&v, k, mt__get(x, hits[first + k]), mt__get_im(x, hits[first + k]));
            mt__bi_give(out[2], &v);
        }
    }
    free(hits);
}

BI(nnz)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i, c = 0;
    UNUSED_BI;
    for (i = 0; i < x->numel; i++)
        if (mt__get(x, i) != 0 || mt__get_im(x, i) != 0)
            c++;
    give_scalar(out[0], MT_DOUBLE, (double)c);
}

/* ------------------------------------------------------------------------- */
/* sort                                                                       */
/* ------------------------------------------------------------------------- */

/* Stable merge sort of idx[0..n) by key; NaN sorts after every number when ascending and
 * before every number when descending (Octave), keeping the original order among equals. */
static int key_before(double a, double b, int desc)
{
    if (a != a)
        return desc && b == b;
    if (b != b)
        return !desc;
    return desc ? a > b : a < b;
}

static void merge_sort(size_t *idx, size_t *tmp, size_t n, const double *key, int desc)
{
    size_t w, lo;
    for (w = 1; w < n; w *= 2) {
        for (lo = 0; lo < n; lo += 2 * w) {
            size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = key_before(key[idx[j]], key[idx[i]], desc) ? idx[j++] : idx[i++];
            while (i < mid)
                tmp[k++] = idx[i++];
            while (j < hi)
                tmp[k++] = idx[j++];
        }
        memcpy(idx, tmp, n * sizeof(size_t));
    }
}

/* Sorts a along dimension d; writes sorted values and (if ix) 1-based indices. */
static void sort_along(const mt_array *a, int d, int desc, mt_array *res, mt_array *ix)
{
    size_t before, len, after, o, b, k;
    size_t *idx, *tmp;
    double *key;
    split_dims(a, d, &before, &len, &after);
    mt_resize(res, a->cls, 0, a->ndims, a->dims);
    if (ix)
        mt_resize(ix, MT_DOUBLE, 0, a->ndims, a->dims);
    idx = (size_t *)xmalloc(len * sizeof(size_t));
    tmp = (size_t *)xmalloc(len * sizeof(size_t));
    key = (double *)xmalloc(len * sizeof(double));
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            size_t base = o * before * len + b;
            for (k = 0; k < len; k++) {
                key[k] = mt__get(a, base + k * before);
                idx[k] = k;
            }
            merge_sort(idx, tmp, len, key, desc);
            for (k = 0; k < len; k++) {
                mt__set(res, base + k * before, key[idx[k]]);
                if (ix)
                    ((double *)ix->data)[base + k * before] = (double)(idx[k] + 1);
            }
        }
    free(idx);
    free(tmp);
    free(key);
}

BI(sort)
{
    mt_array v0, res = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    int d = -1, desc = 0, k;
    no_complex("sort", x);
    for (k = 1; k < nargs; k++) {
        if (is_string_arg(&args[k])) {
            if (arg_is_word(&args[k], "descend"))
                desc = 1;
            else if (arg_is_word(&args[k], "ascend"))
                desc = 0;
            else
                mt_error("sort: MODE must be either \"ascend\" or \"descend\"");
        } else if (k == 1) {
            d = dim_arg("sort", &args[k]);
        } else {
            mt_error("sort: MODE must be a string");
        }
    }
    if (d < 0)
        d = default_dim(x);
    sort_along(x, d, desc, &res, nout > 1 ? &ix : NULL);
    mt__bi_give(out[0], &res);
    if (nout > 1)
        mt__bi_give(out[1], &ix);
}

/* ------------------------------------------------------------------------- */
/* unique, ismember                                                          */
/* ------------------------------------------------------------------------- */

BI(unique)
{
    mt_array v0, u = MT_ARRAY_INIT, I = MT_ARRAY_INIT, J = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n = x->numel, k, m = 0;
    size_t *idx, *tmp, *firsti, *lasti;
    double *key;
    int first = 1, row, a;
    no_complex("unique", x);
    for (a = 1; a < nargs; a++) {
        if (arg_is_word(&args[a], "first"))
            first = 1;
        else if (arg_is_word(&args[a], "last"))
            first = 0;
        else if (arg_is_word(&args[a], "stable") || arg_is_word(&args[a], "rows") ||
                 arg_is_word(&args[a], "sorted") || arg_is_word(&args[a], "legacy"))
            mt_error("mat2c: unique option is not supported");
        else
            mt_error("unique: options must be strings");
    }
    row = x->ndims == 2 && x->dims[0] == 1 && n > 0;
    idx = (size_t *)xmalloc(n * sizeof(size_t));
    tmp = (size_t *)xmalloc(n * sizeof(size_t));
    key = (double *)xmalloc(n * sizeof(double));
    firsti = (size_t *)xmalloc(n * sizeof(size_t));
    lasti = (size_t *)xmalloc(n * sizeof(size_t));
    for (k = 0; k < n; k++) {
        key[k] = mt__get(x, k);
        idx[k] = k;
    }
    merge_sort(idx, tmp, n, key, 0);
    /* J needs the group of each element: tmp[element] = group */
    for (k = 0; k < n; k++) {
        double v = key[idx[k]];
        /* NaNs are all distinct */
        if (k == 0 || v != key[idx[k - 1]]) {
            firsti[m] = idx[k];
            m++;
        }
        lasti[m - 1] = idx[k];
        tmp[idx[k]] = m - 1;
    }
    /* Octave: a row input gives a row; i and j are columns; an empty input gives 0x0 for
     * 0x0 and 0x1 otherwise (i and j 0x0) */
    if (n == 0)
        set2(&u, x->cls, 0, x->ndims == 2 && x->dims[0] == 0 && x->dims[1] == 0 ? 0 : 1);
    else if (row)
        set2(&u, x->cls, 1, m);
    else
        set2(&u, x->cls, m, 1);
    for (k = 0; k < m; k++)
        mt__set(&u, k, key[firsti[k]]);
    mt__bi_give(out[0], &u);
    if (nout > 1) {
        set2(&I, MT_DOUBLE, m, n ? 1 : 0);
        for (k = 0; k < m; k++)
            ((double *)I.data)[k] = (double)((first ? firsti[k] : lasti[k]) + 1);
        mt__bi_give(out[1], &I);
    }
    if (nout > 2) {
        set2(&J, MT_DOUBLE, n, n ? 1 : 0);
        for (k = 0; k < n; k++)
            ((double *)J.data)[k] = (double)(tmp[k] + 1);
        mt__bi_give(out[2], &J);
    }
    free(idx);
    free(tmp);
    free(key);
    free(firsti);
    free(lasti);
}

BI(ismember)
{
    mt_array v0, v1, tf = MT_ARRAY_INIT, loc = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *s = mt__bi_arg(&args[1], &v1);
    size_t i, j;
    if (nargs > 2)
        mt_error("mat2c: ismember option is not supported");
    no_complex("ismember", a);
    no_complex("ismember", s);
    mt_resize(&tf, MT_LOGICAL, 0, a->ndims, a->dims);
    mt_resize(&loc, MT_DOUBLE, 0, a->ndims, a->dims);
    for (i = 0; i < a->numel; i++) {
        double v = mt__get(a, i), at = 0;
        /* Octave reports the last matching position */
        for (j = s->numel; j-- > 0;)
            if (mt__get(s, j) == v) {
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
}

/* ------------------------------------------------------------------------- */
/* isequal and the class/shape predicates                                    */
/* ------------------------------------------------------------------------- */

static int same_value(const mt_array *a, const mt_array *b)
{
    size_t i;
    int d;
    if (a->ndims != b->ndims)
        return 0;
    for (d = 0; d < a->ndims; d++)
        if (a->dims[d] != b->dims[d])
            return 0;
    for (i = 0; i < a->numel; i++)
        if (mt__get(a, i) != mt__get(b, i) || mt__get_im(a, i) != mt__get_im(b, i))
            return 0;
    return 1;
}

BI(isequal)
{
    mt_array v0, v1;
    int k, eq = 1;
    (void)nout;
    for (k = 1; k < nargs && eq; k++)
        eq = same_value(mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[k], &v1));
    give_bool(out[0], eq);
}

#define PRED(name, expr)                                                                    \
    BI(name)                                                                                \
    {                                                                                       \
        mt_array v0;                                                                        \
        const mt_array *x = mt__bi_arg(&args[0], &v0);                                      \
        UNUSED_BI;                                                                          \
        give_bool(out[0], (expr));                                                          \
    }

PRED(isscalar, x->numel == 1)
PRED(isrow, x->ndims == 2 && x->dims[0] == 1)
PRED(iscolumn, x->ndims == 2 && x->dims[1] == 1)
PRED(isvector, x->ndims == 2 && (x->dims[0] == 1 || x->dims[1] == 1))
PRED(ismatrix, x->ndims == 2)
PRED(issquare, x->ndims == 2 && x->dims[0] == x->dims[1])
PRED(isnumeric, x->cls != MT_CHAR && x->cls != MT_LOGICAL)
PRED(ischar, x->cls == MT_CHAR)
PRED(islogical, x->cls == MT_LOGICAL)
PRED(isreal, !x->cplx)
PRED(isfloat, x->cls == MT_DOUBLE || x->cls == MT_SINGLE)
PRED(isinteger, mt__is_int_class(x->cls))

BI(class)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    UNUSED_BI;
    mt_from_string(&r, mt__class_name(x->cls));
    mt__bi_give(out[0], &r);
}

BI(isa)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    char *want;
    int r;
    (void)nout;
    (void)nargs;
    if (!is_string_arg(&args[1]))
        mt_error("isa: CLASSNAME must be a string or cell array of strings");
    want = mt__bi_cstr(args[1].a);
    if (!strcmp(want, "numeric"))
        r = x->cls != MT_CHAR && x->cls != MT_LOGICAL;
    else if (!strcmp(want, "float"))
        r = x->cls == MT_DOUBLE || x->cls == MT_SINGLE;
    else if (!strcmp(want, "integer"))
        r = mt__is_int_class(x->cls);
    else
        r = !strcmp(want, mt__class_name(x->cls));
    free(want);
    give_bool(out[0], r);
}

/* ------------------------------------------------------------------------- */
/* diff, cumulative and statistics along a dimension                          */
/* ------------------------------------------------------------------------- */

/* r = the order-th difference of x along dimension d (an order beyond the extent leaves
 * that extent 0). */
static void do_diff(mt_array *r, const mt_array *x, long order, int d)
{
    mt_array nxt = MT_ARRAY_INIT;
    long it;
    mt_convert(r, arith_class(x), x);
    for (it = 0; it < order; it++) {
        size_t before, len, after, o, b, k, dims[MT_MAXDIMS];
        int i, nd = r->ndims > d + 1 ? r->ndims : d + 1;
        split_dims(r, d, &before, &len, &after);
        for (i = 0; i < nd; i++)
            dims[i] = i < r->ndims ? r->dims[i] : 1;
        if (len == 0)
            break;
        dims[d] = len - 1;
        mt_resize(&nxt, r->cls, 0, nd, dims);
        for (o = 0; o < after; o++)
            for (b = 0; b < before; b++)
                for (k = 0; k + 1 < len; k++) {
                    size_t p = o * before * len + b + k * before;
                    mt__set(&nxt, o * before * (len - 1) + b + k * before,
                            mt__get(r, p + before) - mt__get(r, p));
                }
        mt_copy(r, &nxt);
    }
    mt_free(&nxt);
}

BI(diff)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    double order = 1;
    (void)nout;
    no_complex("diff", x);
    if (x->cls == MT_CHAR)
        mt_error("diff: X must be numeric or logical");
    if (nargs >= 2 && !(args[1].a && args[1].a->numel == 0)) {
        order = arg_scalar(args, 1);
        if (!(order >= 0) || order != floor(order))
            mt_error("diff: order K must be non-negative");
    }
    if (nargs >= 3)
        do_diff(&r, x, (long)order, dim_arg("diff", &args[2]));
    else {
        /* Octave (for Matlab): an order beyond the first non-singleton extent goes on along
         * the following dimensions, each step differencing the original array */
        int d = default_dim(x), nd = x->ndims;
        long ord = (long)order;
        size_t len = x->dims[d];
        if (len == 0 || (size_t)ord < len)
            do_diff(&r, x, ord, d);
        else if (len == 1) {
            size_t z[2] = {0, 0};
            mt_resize(&r, arith_class(x), 0, 2, z);
        } else
            while (ord > 0) {
                size_t e = d < nd ? x->dims[d] : 1;
                if (d == nd) {
                    do_diff(&r, x, ord, d - 1);
                    ord = 0;
                } else if (e == 1)
                    d++;
                else {
                    do_diff(&r, x, (long)e - 1, d);
                    ord -= (long)e - 1;
                    d++;
                }
            }
    }
    mt__bi_give(out[0], &r);
}

/* Applies f to every slice along the reduction dimension (Octave's default dim, with
 * 0x0 giving a 1x1 result). f gets the slice values and writes one number. */
typedef double (*slice_fn)(double *v, size_t n, double opt);

static void reduce_slices(const char *fn, mt_array *res, const mt_array *x, int d, slice_fn f,
                          double opt, int keep_class)
{
    /* median and mode keep the class (Octave); var and std compute in double or single */
    mt_class cls = keep_class ? x->cls : x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    size_t before, len, after, o, b, k, dims[MT_MAXDIMS];
    int i, nd;
    double *buf;
    no_complex(fn, x);
    if (d < 0) {
        if (x->ndims == 2 && x->dims[0] == 0 && x->dims[1] == 0) {
            set2(res, cls, 1, 1);
            mt__set(res, 0, f(NULL, 0, opt));
            return;
        }
        d = default_dim(x);
    }
    nd = x->ndims > d + 1 ? x->ndims : d + 1;
    for (i = 0; i < nd; i++)
        dims[i] = i < x->ndims ? x->dims[i] : 1;
    split_dims(x, d, &before, &len, &after);
    dims[d] = 1;
    mt_resize(res, cls, 0, nd, dims);
    buf = (double *)xmalloc(len * sizeof(double));
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            for (k = 0; k < len; k++)
                buf[k] = mt__get(x, o * before * len + b + k * before);
            mt__set(res, o * before + b, f(buf, len, opt));
        }
    free(buf);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

static double median_of(double *v, size_t n, double opt)
{
    size_t k;
    (void)opt;
    if (n == 0)
        return NAN;
    for (k = 0; k < n; k++)
        if (v[k] != v[k])
            return NAN;
    qsort(v, n, sizeof(double), cmp_double);
    if (n % 2)
        return v[n / 2];
    {
        double a = v[n / 2 - 1], b = v[n / 2];
        if (isinf(a) && isinf(b) && a != b)
            return NAN;
        return a + (b - a) / 2;
    }
}

static double var_of(double *v, size_t n, double opt)
{
    double m = 0, s = 0;
    size_t k;
    if (n == 0)
        return NAN;
    if (n == 1)
        return v[0] == v[0] && !isinf(v[0]) ? 0 : NAN;
    for (k = 0; k < n; k++)
        m += v[k];
    m /= (double)n;
    for (k = 0; k < n; k++)
        s += (v[k] - m) * (v[k] - m);
    return s / (opt == 1 ? (double)n : (double)(n - 1));
}

static double std_of(double *v, size_t n, double opt)
{
    return sqrt(var_of(v, n, opt));
}

static double mode_of(double *v, size_t n, double opt)
{
    size_t k, run = 0, best = 0;
    double bv = NAN;
    (void)opt;
    if (n == 0)
        return NAN;
    qsort(v, n, sizeof(double), cmp_double);
    for (k = 0; k < n; k++) {
        run = k > 0 && v[k] == v[k - 1] ? run + 1 : 1;
        if (run > best) {
            best = run;
            bv = v[k];
        }
    }
    return bv;
}

BI(median)
{
    mt_array v0, r = MT_ARRAY_INIT;
    (void)nout;
    if (mt__bi_arg(&args[0], &v0)->numel == 0)
        mt_error("median: X cannot be an empty matrix");
    reduce_slices("median", &r, mt__bi_arg(&args[0], &v0),
                  nargs >= 2 ? dim_arg("median", &args[1]) : -1, median_of, 0, 1);
    mt__bi_give(out[0], &r);
}

BI(mode)
{
    mt_array v0, r = MT_ARRAY_INIT;
    (void)nout;
    reduce_slices("mode", &r, mt__bi_arg(&args[0], &v0),
                  nargs >= 2 ? dim_arg("mode", &args[1]) : -1, mode_of, 0, 1);
    mt__bi_give(out[0], &r);
}

static void var_std(const char *fn, mt_array *o, int nargs, const mt_arg *args, slice_fn f)
{
    mt_array v0, r = MT_ARRAY_INIT;
    double opt = 0;
    if (nargs >= 2 && !(args[1].a && args[1].a->numel == 0)) {
        opt = arg_scalar(args, 1);
        if (opt != 0 && opt != 1)
            mt_error("%s: normalization OPT must be 0 or 1", fn);
    }
    reduce_slices(fn, &r, mt__bi_arg(&args[0], &v0), nargs >= 3 ? dim_arg(fn, &args[2]) : -1,
                  f, opt, 0);
    mt__bi_give(o, &r);
}

BI(var)
{
    (void)nout;
    var_std("var", out[0], nargs, args, var_of);
}

BI(std)
{
    (void)nout;
    var_std("std", out[0], nargs, args, std_of);
}

/* ------------------------------------------------------------------------- */
/* norm, dot, cross, trace, det, inv                                          */
/* ------------------------------------------------------------------------- */

/* Octave's scaled 2-norm accumulator (avoids overflow and matches its rounding). */
static double norm2_of(const double *v, size_t n, size_t stride)
{
    double scl = 0, sum = 1;
    size_t k;
    for (k = 0; k < n; k++) {
        double t = fabs(v[k * stride]);
        if (t != t)
            return NAN;
        if (isinf(t))
            return INFINITY;
        if (scl == t)
            sum += 1;
        else if (scl < t) {
            sum *= (scl / t) * (scl / t);
            sum += 1;
            scl = t;
        } else if (t != 0)
            sum += (t / scl) * (t / scl);
    }
    return scl * sqrt(sum);
}

/* Largest singular value by one-sided Jacobi (Hestenes) on the columns of a copy. */
static double max_singular(const double *a, size_t m, size_t n)
{
    double *u, best = 0;
    size_t i, j, k, sweep;
    if (m < n) {
        double *t = (double *)xmalloc(m * n * sizeof(double));
        for (i = 0; i < m; i++)
            for (j = 0; j < n; j++)
                t[j + i * n] = a[i + j * m];
        best = max_singular(t, n, m);
        free(t);
        return best;
    }
    u = (double *)xmalloc(m * n * sizeof(double) + 1);
    memcpy(u, a, m * n * sizeof(double));
    for (sweep = 0; sweep < 60; sweep++) {
        double off = 0;
        for (j = 0; j + 1 < n; j++)
            for (k = j + 1; k < n; k++) {
                double alpha = 0, beta = 0, gamma = 0, zeta, t, c, s;
                for (i = 0; i < m; i++) {
                    alpha += u[i + j * m] * u[i + j * m];
                    beta += u[i + k * m] * u[i + k * m];
                    gamma += u[i + j * m] * u[i + k * m];
                }
                if (gamma == 0 || fabs(gamma) <= DBL_EPSILON * sqrt(alpha * beta))
                    continue;
                off = fmax(off, fabs(gamma) / sqrt(alpha * beta));
                zeta = (beta - alpha) / (2 * gamma);
                t = (zeta >= 0 ? 1.0 : -1.0) / (fabs(zeta) + sqrt(1 + zeta * zeta));
                c = 1 / sqrt(1 + t * t);
                s = c * t;
                for (i = 0; i < m; i++) {
                    double x = u[i + j * m], y = u[i + k * m];
                    u[i + j * m] = c * x - s * y;
                    u[i + k * m] = s * x + c * y;
                }
            }
        if (off <= DBL_EPSILON)
            break;
    }
    for (j = 0; j < n; j++)
        best = fmax(best, norm2_of(u + j * m, m, 1));
    free(u);
    return best;
}

BI(norm)
{
    mt_array v0, d = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i, j, m, n, N = x->numel;
    double p = 2, r = 0, *v;
    int fro = 0, vec;
    (void)nout;
    no_complex("norm", x);
    if (x->ndims > 2)
        mt_error("norm: only valid for 2-D objects");
    if (x->cls != MT_DOUBLE && x->cls != MT_SINGLE)
        mt_error("norm: X must be a numeric matrix");
    if (nargs >= 2) {
        if (is_string_arg(&args[1])) {
            if (arg_is_word(&args[1], "fro"))
                fro = 1;
            else if (arg_is_word(&args[1], "inf"))
                p = INFINITY;
            else if (arg_is_word(&args[1], "-inf"))
                p = -INFINITY;
            else
                mt_error("norm: unrecognized option: %s", mt__bi_cstr(args[1].a));
        } else
            p = arg_scalar(args, 1);
    }
    if (nargs >= 3)
        mt_error("mat2c: norm with an OPT argument is not supported");
    mt_convert(&d, MT_DOUBLE, x);
    v = (double *)d.data;
    m = x->dims[0];
    n = x->dims[1];
    vec = m == 1 || n == 1;
    if (N == 0)
        r = 0;
    else if (fro || (vec && p == 2))
        r = norm2_of(v, N, 1);
    else if (vec) {
        if (isinf(p) && p > 0) {
            for (i = 0; i < N; i++)
                r = fabs(v[i]) > r || v[i] != v[i] ? fabs(v[i]) : r;
        } else if (isinf(p)) {
            r = INFINITY;
            for (i = 0; i < N; i++)
                r = fabs(v[i]) < r || v[i] != v[i] ? fabs(v[i]) : r;
        } else if (p == 1) {
            for (i = 0; i < N; i++)
                r += fabs(v[i]);
        } else if (p == 0) {
            for (i = 0; i < N; i++)
                r += v[i] != 0;
        } else {
            for (i = 0; i < N; i++)
                r += pow(fabs(v[i]), p);
            r = pow(r, 1 / p);
        }
    } else if (p == 1) {
        for (j = 0; j < n; j++) {
            double s = 0;
            for (i = 0; i < m; i++)
                s += fabs(v[i + j * m]);
            r = s > r || s != s ? s : r;
        }
    } else if (isinf(p) && p > 0) {
        for (i = 0; i < m; i++) {
            double s = 0;
            for (j = 0; j < n; j++)
                s += fabs(v[i + j * m]);
            r = s > r || s != s ? s : r;
        }
    } else if (p == 2) {
        for (i = 0; i < N; i++)
            if (v[i] != v[i]) {
                r = NAN;
                break;
            }
        if (r == 0)
            r = max_singular(v, m, n);
    } else
        mt_error("mat2c: norm (A, p) of a matrix for this p is not supported");
    mt_free(&d);
    give_scalar(out[0], x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, r);
}

BI(dot)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    size_t i, j;
    (void)nout;
    no_complex("dot", a);
    no_complex("dot", b);
    if (nargs > 2)
        mt_error("mat2c: dot with a dimension argument is not supported");
    {
        int av = a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1);
        int bv = b->ndims == 2 && (b->dims[0] == 1 || b->dims[1] == 1);
        if (av && bv) {
            double s = 0;
            if (a->numel != b->numel)
                mt_error("dot: sizes of X and Y must match");
            for (i = 0; i < a->numel; i++)
                s += mt__get(a, i) * mt__get(b, i);
            give_scalar(out[0], MT_DOUBLE, s);
            return;
        }
        if (a->ndims != 2 || b->ndims != 2 || a->dims[0] != b->dims[0] || a->dims[1] != b->dims[1])
            mt_error("dot: sizes of X and Y must match");
        set2(&r, MT_DOUBLE, 1, a->dims[1]);
        for (j = 0; j < a->dims[1]; j++) {
            double s = 0;
            for (i = 0; i < a->dims[0]; i++)
                s += mt__get(a, i + j * a->dims[0]) * mt__get(b, i + j * a->dims[0]);
            ((double *)r.data)[j] = s;
        }
        mt__bi_give(out[0], &r);
    }
}

BI(cross)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    double x[3], y[3];
    size_t i;
    UNUSED_BI;
    no_complex("cross", a);
    no_complex("cross", b);
    if (a->numel != 3 || b->numel != 3 || a->ndims != 2 || b->ndims != 2)
        mt_error("mat2c: cross of arrays other than 3-element vectors is not supported");
    for (i = 0; i < 3; i++) {
        x[i] = mt__get(a, i);
        y[i] = mt__get(b, i);
    }
    if (a->dims[0] != b->dims[0])
        mt_error("mat2c: cross of a row and a column vector is not supported");
    mt_resize(&r, MT_DOUBLE, 0, a->ndims, a->dims);
    ((double *)r.data)[0] = x[1] * y[2] - x[2] * y[1];
    ((double *)r.data)[1] = x[2] * y[0] - x[0] * y[2];
    ((double *)r.data)[2] = x[0] * y[1] - x[1] * y[0];
    mt__bi_give(out[0], &r);
}

BI(trace)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    double s = 0;
    UNUSED_BI;
    /* Octave's trace.m: 0 for an empty matrix, the first element of a vector, otherwise the
     * sum of the diagonal (of a non-square matrix too) */
    if (x->ndims != 2)
        mt_error("trace: only valid on 2-D objects");
    no_complex("trace", x);
    if (x->numel && (x->dims[0] == 1 || x->dims[1] == 1))
        s = mt__get(x, 0);
    else
        for (i = 0; i < x->dims[0] && i < x->dims[1]; i++)
            s += mt__get(x, i + i * x->dims[0]);
    give_scalar(out[0], MT_DOUBLE, s);
}

/* LU with partial pivoting in place (column-major n x n); returns the pivot sign, 0 when a
 * zero pivot was met. */
static int lu_inplace(double *a, size_t n, size_t *perm)
{
    size_t i, j, k;
    int sign = 1, ok = 1;
    for (i = 0; i < n; i++)
        perm[i] = i;
    for (k = 0; k < n; k++) {
        size_t p = k;
        double best = fabs(a[k + k * n]);
        for (i = k + 1; i < n; i++)
            if (fabs(a[i + k * n]) > best) {
                best = fabs(a[i + k * n]);
                p = i;
            }
        if (p != k) {
            for (j = 0; j < n; j++) {
                double t = a[k + j * n];
                a[k + j * n] = a[p + j * n];
                a[p + j * n] = t;
            }
            {
                size_t t = perm[k];
                perm[k] = perm[p];
                perm[p] = t;
            }
            sign = -sign;
        }
        if (a[k + k * n] == 0) {
            ok = 0;
            continue;
        }
        for (i = k + 1; i < n; i++) {
            double l = a[i + k * n] / a[k + k * n];
            a[i + k * n] = l;
            for (j = k + 1; j < n; j++)
                a[i + j * n] -= l * a[k + j * n];
        }
    }
    return ok ? sign : 0;
}

BI(det)
{
    mt_array v0, d = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n, i, *perm;
    double r = 1;
    int sign;
    UNUSED_BI;
    if (x->ndims != 2 || x->dims[0] != x->dims[1])
        mt_error("det: A must be a square matrix");
    no_complex("det", x);
    if (x->cls != MT_DOUBLE && x->cls != MT_SINGLE && x->cls != MT_LOGICAL)
        mt_error("det: A must be a square matrix");
    n = x->dims[0];
    mt_convert(&d, MT_DOUBLE, x);
    perm = (size_t *)xmalloc(n * sizeof(size_t));
    sign = lu_inplace((double *)d.data, n, perm);
    for (i = 0; i < n; i++)
        r *= ((double *)d.data)[i + i * n];
    if (sign < 0)
        r = -r;
    free(perm);
    mt_free(&d);
    give_scalar(out[0], x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, r);
}

BI(inv)
{
    mt_array v0, d = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n, i, j, k, *perm;
    double *lu, *inv;
    UNUSED_BI;
    if (x->ndims != 2 || x->dims[0] != x->dims[1])
        mt_error("inverse: A must be a square matrix");
    no_complex("inv", x);
    if (mt__is_int_class(x->cls))
        mt_error("inverse: argument must be a square matrix");
    n = x->dims[0];
    mt_convert(&d, MT_DOUBLE, x);
    lu = (double *)d.data;
    perm = (size_t *)xmalloc(n * sizeof(size_t));
    set2(&r, MT_DOUBLE, n, n);
    inv = (double *)r.data;
    if (lu_inplace(lu, n, perm) == 0) {
        fprintf(stderr, "warning: matrix singular to machine precision\n");
        for (i = 0; i < n * n; i++)
            inv[i] = INFINITY;
    } else {
        /* solve LU * X = P * I column by column */
        for (j = 0; j < n; j++) {
            double *c = inv + j * n;
            for (i = 0; i < n; i++)
                c[i] = perm[i] == j ? 1.0 : 0.0;
            for (i = 0; i < n; i++)
                for (k = 0; k < i; k++)
                    c[i] -= lu[i + k * n] * c[k];
            for (i = n; i-- > 0;) {
                for (k = i + 1; k < n; k++)
                    c[i] -= lu[i + k * n] * c[k];
                c[i] /= lu[i + i * n];
            }
        }
    }
    free(perm);
    mt_free(&d);
    if (x->cls == MT_SINGLE)
        mt_convert(&r, MT_SINGLE, &r);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* rearrangements: flips, shifts, triangles, kron, cat, permute, squeeze     */
/* ------------------------------------------------------------------------- */

/* r = a with dimension d reversed. */
static void flip_dim(mt_array *r, const mt_array *a, int d)
{
    size_t before, len, after, o, b, k, es = mt_elsize(a->cls, a->cplx);
    split_dims(a, d, &before, &len, &after);
    mt_resize(r, a->cls, a->cplx, a->ndims, a->dims);
    for (o = 0; o < after; o++)
        for (k = 0; k < len; k++)
            for (b = 0; b < before; b++)
                memcpy((char *)r->data + (o * before * len + b + k * before) * es,
                       (const char *)a->data + (o * before * len + b + (len - 1 - k) * before) * es,
                       es);
}

BI(fliplr)
{
    mt_array v0, r = MT_ARRAY_INIT;
    UNUSED_BI;
    flip_dim(&r, mt__bi_arg(&args[0], &v0), 1);
    mt__bi_give(out[0], &r);
}

BI(flipud)
{
    mt_array v0, r = MT_ARRAY_INIT;
    UNUSED_BI;
    flip_dim(&r, mt__bi_arg(&args[0], &v0), 0);
    mt__bi_give(out[0], &r);
}

BI(flip)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    (void)nout;
    flip_dim(&r, x, nargs >= 2 ? dim_arg("flip", &args[1]) : default_dim(x));
    mt__bi_give(out[0], &r);
}

static void circ_dim(mt_array *r, const mt_array *a, int d, long sh)
{
    size_t before, len, after, o, b, k, es = mt_elsize(a->cls, a->cplx);
    split_dims(a, d, &before, &len, &after);
    mt_resize(r, a->cls, a->cplx, a->ndims, a->dims);
    if (len == 0)
        return;
    sh %= (long)len;
    if (sh < 0)
        sh += (long)len;
    for (o = 0; o < after; o++)
        for (k = 0; k < len; k++)
            for (b = 0; b < before; b++)
                memcpy((char *)r->data + (o * before * len + b + ((k + (size_t)sh) % len) * before) * es,
                       (const char *)a->data + (o * before * len + b + k * before) * es, es);
}

BI(circshift)
{
    mt_array v0, v1, r = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *n = mt__bi_arg(&args[1], &v1);
    size_t k;
    (void)nout;
    for (k = 0; k < n->numel; k++)
        if (mt__get(n, k) != floor(mt__get(n, k)))
            mt_error("circshift: all values of N must be integers");
    mt_copy(&r, x);
    if (nargs >= 3) {
        if (n->numel != 1)
            mt_error("circshift: N must be a scalar when DIM is also specified");
        circ_dim(&t, &r, dim_arg("circshift", &args[2]), (long)mt__get(n, 0));
        mt_copy(&r, &t);
    } else if (n->numel == 1) {
        circ_dim(&t, &r, default_dim(x), (long)mt__get(n, 0));
        mt_copy(&r, &t);
    } else
        for (k = 0; k < n->numel && k < MT_MAXDIMS; k++) {
            circ_dim(&t, &r, (int)k, (long)mt__get(n, k));
            mt_copy(&r, &t);
        }
    mt_free(&t);
    mt__bi_give(out[0], &r);
}

static void tri(int nout, mt_array *const *out, int nargs, const mt_arg *args, int upper)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    long k = 0;
    size_t i, j, m, n;
    (void)nout;
    if (nargs >= 2)
        k = (long)arg_scalar(args, 1);
    if (nargs >= 3)
        mt_error("mat2c: %s with \"pack\" is not supported", upper ? "triu" : "tril");
    if (x->ndims != 2)
        mt_error("%s: need a 2-D matrix", upper ? "triu" : "tril");
    mt_copy(&r, x);
    r.is_range = 0;
    m = x->dims[0];
    n = x->dims[1];
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++) {
            long off = (long)j - (long)i;
            if (upper ? off < k : off > k)
                mt__set_c(&r, i + j * m, 0, 0);
        }
    mt__bi_give(out[0], &r);
}

BI(triu)
{
    tri(nout, out, nargs, args, 1);
}

BI(tril)
{
    tri(nout, out, nargs, args, 0);
}

BI(kron)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    size_t ma, na, mb, nb, i, j, k, l;
    UNUSED_BI;
    no_complex("kron", a);
    no_complex("kron", b);
    if (a->ndims != 2 || b->ndims != 2)
        mt_error("mat2c: kron of N-d arrays is not supported");
    ma = a->dims[0], na = a->dims[1], mb = b->dims[0], nb = b->dims[1];
    set2(&r, MT_DOUBLE, ma * mb, na * nb);
    for (j = 0; j < na; j++)
        for (l = 0; l < nb; l++)
            for (i = 0; i < ma; i++)
                for (k = 0; k < mb; k++)
                    ((double *)r.data)[(i * mb + k) + (j * nb + l) * ma * mb] =
                        mt__get(a, i + j * ma) * mt__get(b, k + l * mb);
    mt__bi_give(out[0], &r);
}

/* The class of a concatenation (char wins, then integers, single, double; all-logical stays). */
static mt_class cat_class(int n, const mt_array *const *p)
{
    int k, all_log = 1, any_single = 0;
    for (k = 0; k < n; k++)
        if (p[k]->cls == MT_CHAR)
            return MT_CHAR;
    for (k = 0; k < n; k++)
        if (mt__is_int_class(p[k]->cls))
            return p[k]->cls;
    for (k = 0; k < n; k++) {
        all_log &= p[k]->cls == MT_LOGICAL;
        any_single |= p[k]->cls == MT_SINGLE;
    }
    return all_log && n > 0 ? MT_LOGICAL : any_single ? MT_SINGLE : MT_DOUBLE;
}

BI(cat)
{
    mt_array r = MT_ARRAY_INIT, views[16];
    const mt_array *p[16];
    int d, k, i, nd, np = nargs - 1, any_cplx = 0;
    size_t dims[MT_MAXDIMS], before, after, off, o;
    (void)nout;
    d = dim_arg("cat", &args[0]);
    if (d <= 1) {
        if (d == 0)
            mt_vertcat(&r, np, args + 1);
        else
            mt_horzcat(&r, np, args + 1);
        mt__bi_give(out[0], &r);
        return;
    }
    if (np > 16)
        mt_error("mat2c: cat of more than 16 arrays is not supported");
    nd = d + 1;
    for (k = 0; k < np; k++) {
        p[k] = mt__bi_arg(&args[k + 1], &views[k]);
        any_cplx |= p[k]->cplx;
        if (p[k]->ndims > nd)
            nd = p[k]->ndims;
    }
    /* skip [] (0x0) operands as Octave does; the first other operand fixes the dims */
    for (i = 0; i < MT_MAXDIMS; i++)
        dims[i] = 0;
    {
        int have = 0;
        for (k = 0; k < np; k++) {
            const mt_array *a = p[k];
            if (a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0)
                continue;
            for (i = 0; i < nd; i++) {
                size_t e = i < a->ndims ? a->dims[i] : 1;
                if (!have)
                    dims[i] = e;
                else if (i == d)
                    dims[i] += e;
                else if (dims[i] != e) {
                    char b1[64], b2[64];
                    size_t dd[MT_MAXDIMS];
                    int q;
                    for (q = 0; q < nd; q++)
                        dd[q] = dims[q];
                    dd[d] = 0;
                    mt__dims_str(b1, sizeof b1, nd, dd);
                    mt__dims_str(b2, sizeof b2, a->ndims, a->dims);
                    mt_error("concatenation operator not implemented for '%s' by '%s' operations",
                             b1, b2);
                }
            }
            have = 1;
        }
    }
    mt_resize(&r, cat_class(np, p), any_cplx, nd, dims);
    before = 1;
    for (i = 0; i < d; i++)
        before *= dims[i];
    after = 1;
    for (i = d + 1; i < nd; i++)
        after *= dims[i];
    off = 0;
    for (k = 0; k < np; k++) {
        const mt_array *a = p[k];
        size_t len = d < a->ndims ? a->dims[d] : 1, b;
        if (a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0)
            continue;
        for (o = 0; o < after; o++)
            for (b = 0; b < before * len; b++)
                mt__set_c(&r, o * before * dims[d] + off * before + b,
                          mt__get(a, o * before * len + b), mt__get_im(a, o * before * len + b));
        off += len;
    }
    mt__bi_give(out[0], &r);
}

BI(horzcat)
{
    mt_array r = MT_ARRAY_INIT;
    (void)nout;
    mt_horzcat(&r, nargs, args);
    mt__bi_give(out[0], &r);
}

BI(vertcat)
{
    mt_array r = MT_ARRAY_INIT;
    (void)nout;
    mt_vertcat(&r, nargs, args);
    mt__bi_give(out[0], &r);
}

BI(permute)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *pv = mt__bi_arg(&args[1], &v1);
    int perm[MT_MAXDIMS], seen[MT_MAXDIMS] = {0}, np = (int)pv->numel, k, nd;
    size_t dims[MT_MAXDIMS], src[MT_MAXDIMS], stride[MT_MAXDIMS], i, es = mt_elsize(x->cls, x->cplx);
    UNUSED_BI;
    if (np < x->ndims || np > MT_MAXDIMS)
        mt_error("Invalid call to permute.  Correct usage is:");
    for (k = 0; k < np; k++) {
        double v = mt__get(pv, (size_t)k);
        if (v != floor(v) || v < 1 || v > np)
            mt_error("permute: permutation vector contains an invalid element");
        if (seen[(int)v - 1])
            mt_error("permute: permutation vector cannot contain identical elements");
        perm[k] = (int)v - 1;
        seen[perm[k]] = 1;
    }
    nd = np;
    for (k = 0; k < nd; k++)
        src[k] = k < x->ndims ? x->dims[k] : 1;
    stride[0] = 1;
    for (k = 1; k < nd; k++)
        stride[k] = stride[k - 1] * src[k - 1];
    for (k = 0; k < nd; k++)
        dims[k] = src[perm[k]];
    mt_resize(&r, x->cls, x->cplx, nd, dims);
    {
        size_t sub[MT_MAXDIMS] = {0};
        for (i = 0; i < x->numel; i++) {
            size_t so = 0;
            for (k = 0; k < nd; k++)
                so += sub[k] * stride[perm[k]];
            memcpy((char *)r.data + i * es, (const char *)x->data + so * es, es);
            for (k = 0; k < nd; k++) {
                if (++sub[k] < dims[k])
                    break;
                sub[k] = 0;
            }
        }
    }
    mt__bi_give(out[0], &r);
}

BI(squeeze)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t dims[MT_MAXDIMS];
    int k, nd = 0;
    UNUSED_BI;
    mt_copy(&r, x);
    if (x->ndims > 2) {
        for (k = 0; k < x->ndims; k++)
            if (x->dims[k] != 1)
                dims[nd++] = x->dims[k];
        while (nd < 2)
            dims[nd++] = 1;
        if (nd == 2 && x->dims[0] == 1 && x->dims[1] == 1 && x->numel > 1) {
            /* a 1x1xN array becomes a column */
            dims[0] = dims[0] * dims[1];
            dims[1] = 1;
        }
        for (k = 0; k < MT_MAXDIMS; k++)
            r.dims[k] = k < nd ? dims[k] : 0;
        r.ndims = nd;
    }
    mt__bi_give(out[0], &r);
}

BI(toeplitz)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *c = mt__bi_arg(&args[0], &v0);
    const mt_array *rw = nargs >= 2 ? mt__bi_arg(&args[1], &v1) : c;
    size_t m = c->numel, n = rw->numel, i, j;
    mt_class cls;
    (void)nout;
    no_complex("toeplitz", c);
    no_complex("toeplitz", rw);
    if (!(c->ndims == 2 && (c->dims[0] == 1 || c->dims[1] == 1)) && c->numel != 0)
        mt_error(nargs >= 2 ? "toeplitz: C must be a vector" : "toeplitz: C must be a vector");
    if (!(rw->ndims == 2 && (rw->dims[0] == 1 || rw->dims[1] == 1)) && rw->numel != 0)
        mt_error("toeplitz: R must be a vector");
    if (nargs >= 2 && m > 0 && n > 0 && mt__get(c, 0) != mt__get(rw, 0))
        fprintf(stderr, "warning: toeplitz: column wins diagonal conflict\n");
    cls = c->cls;
    set2(&r, cls, m, n);
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++)
            mt__set(&r, i + j * m, i >= j ? mt__get(c, i - j) : mt__get(rw, j - i));
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* integer division, bit operations                                           */
/* ------------------------------------------------------------------------- */

/* Elementwise binary map with implicit expansion of scalars only (same shapes otherwise). */
typedef double (*bin_fn)(double a, double b, int op);

static void bin_map(const char *fn, mt_array *res, mt_class cls, const mt_array *a,
                    const mt_array *b, bin_fn f, int op)
{
    const mt_array *shape = a->numel == 1 ? b : a;
    size_t i;
    int d;
    no_complex(fn, a);
    no_complex(fn, b);
    if (a->numel != 1 && b->numel != 1) {
        int same = a->ndims == b->ndims;
        for (d = 0; same && d < a->ndims; d++)
            same = a->dims[d] == b->dims[d];
        if (!same) {
            char b1[64], b2[64];
            mt__dims_str(b1, sizeof b1, a->ndims, a->dims);
            mt__dims_str(b2, sizeof b2, b->ndims, b->dims);
            mt_error("%s: nonconformant arguments (op1 is %s, op2 is %s)", fn, b1, b2);
        }
    }
    mt_resize(res, cls, 0, shape->ndims, shape->dims);
    for (i = 0; i < shape->numel; i++)
        mt__set(res, i, f(mt__get(a, a->numel == 1 ? 0 : i), mt__get(b, b->numel == 1 ? 0 : i), op));
}

/* Octave 7's idivide.m: the integer quotient x ./ y (rounded), then adjusted by one
 * according to the comparison of z .* y with x (its "fix" adjusts like floor for y > 0). */
static double idiv_f(double x, double y, int op)
{
    double z = round(x / y), p = z * y;
    switch (op) {
    case 0: return y > 0 ? z - (p > x) : z + (p > x);
    case 1: return z;
    case 2: return y > 0 ? z - (p > x) : z - (p < x);
    default: return y > 0 ? z + (p < x) : z + (p > x);
    }
}

BI(idivide)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    int op = 0;
    mt_class cls;
    (void)nout;
    if (!mt__is_int_class(a->cls) && !mt__is_int_class(b->cls))
        mt_error("idivide: at least one input (X or Y) must be an integer type");
    if (mt__is_int_class(a->cls) && mt__is_int_class(b->cls) && a->cls != b->cls)
        mt_error("idivide: integer type of X (%s) must match integer type of Y (%s)",
                 mt__class_name(a->cls), mt__class_name(b->cls));
    if (nargs >= 3) {
        if (arg_is_word(&args[2], "fix"))
            op = 0;
        else if (arg_is_word(&args[2], "round"))
            op = 1;
        else if (arg_is_word(&args[2], "floor"))
            op = 2;
        else if (arg_is_word(&args[2], "ceil"))
            op = 3;
        else {
            char *s = is_string_arg(&args[2]) ? mt__bi_cstr(args[2].a) : NULL;
            mt_error("idivide: unrecognized rounding type \"%s\"", s ? s : "");
        }
    }
    cls = mt__is_int_class(a->cls) ? a->cls : b->cls;
    bin_map("idivide", &r, cls, a, b, idiv_f, op);
    mt__bi_give(out[0], &r);
}

/* Bit operations: doubles convert to unsigned integers (negative to 0, rounded), signed
 * integer classes combine their two's complement bits (op + 3 selects that). */
static double bit_f(double a, double b, int op)
{
    if (op >= 3) {
        int64_t x = (int64_t)a, y = (int64_t)b;
        switch (op - 3) {
        case 0: return (double)(x & y);
        case 1: return (double)(x | y);
        default: return (double)(x ^ y);
        }
    } else {
        uint64_t x = a > 0 ? (uint64_t)round(a) : 0, y = b > 0 ? (uint64_t)round(b) : 0;
        switch (op) {
        case 0: return (double)(x & y);
        case 1: return (double)(x | y);
        default: return (double)(x ^ y);
        }
    }
}

static void bitop(const char *fn, mt_array *o, const mt_arg *args, int op)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    mt_class cls;
    if (mt__is_int_class(a->cls) && mt__is_int_class(b->cls) && a->cls != b->cls)
        mt_error("%s: invalid operand type", fn);
    cls = mt__is_int_class(a->cls) ? a->cls : mt__is_int_class(b->cls) ? b->cls : MT_DOUBLE;
    if (cls == MT_INT8 || cls == MT_INT16 || cls == MT_INT32 || cls == MT_INT64)
        op += 3;
    bin_map(fn, &r, cls, a, b, bit_f, op);
    mt__bi_give(o, &r);
}

BI(bitand)
{
    (void)nout, (void)nargs;
    bitop("bitand", out[0], args, 0);
}

BI(bitor)
{
    (void)nout, (void)nargs;
    bitop("bitor", out[0], args, 1);
}

BI(bitxor)
{
    (void)nout, (void)nargs;
    bitop("bitxor", out[0], args, 2);
}

static int class_bits(mt_class c)
{
    switch (c) {
    case MT_INT8: return 7;
    case MT_UINT8: return 8;
    case MT_INT16: return 15;
    case MT_UINT16: return 16;
    case MT_INT32: return 31;
    case MT_UINT32: return 32;
    case MT_INT64: return 63;
    case MT_UINT64: return 64;
    default: return 53;
    }
}

static double shift_f(double a, double n, int bits)
{
    uint64_t x, mask = bits >= 64 ? UINT64_MAX : (((uint64_t)1 << bits) - 1);
    int neg = a < 0;
    if (neg)
        a = -a;
    x = (uint64_t)a;
    if (n > 0)
        x = n >= 64 ? 0 : (x << (int)n) & mask;
    else if (n < 0)
        x = -n >= 64 ? 0 : x >> (int)-n;
    return neg ? -(double)x : (double)x;
}

BI(bitshift)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    mt_class cls = a->cls == MT_LOGICAL || a->cls == MT_CHAR ? MT_DOUBLE : a->cls;
    (void)nout;
    if (nargs > 2)
        mt_error("mat2c: bitshift with N bits is not supported");
    bin_map("bitshift", &r, cls, a, b, shift_f, class_bits(cls));
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* number theory                                                              */
/* ------------------------------------------------------------------------- */

BI(primes)
{
    mt_array r = MT_ARRAY_INIT;
    double nv = arg_scalar(args, 0);
    size_t n, i, j, c = 0;
    char *comp;
    UNUSED_BI;
    n = nv >= 2 && !isinf(nv) ? (size_t)floor(nv) : 0;
    if (isinf(nv))
        mt_error("mat2c: primes (Inf) is not supported");
    comp = (char *)calloc(n + 1, 1);
    if (!comp)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (i = 2; i <= n; i++)
        if (!comp[i]) {
            c++;
            for (j = i * i; j <= n; j += i)
                comp[j] = 1;
        }
    set2(&r, MT_DOUBLE, 1, c);
    c = 0;
    for (i = 2; i <= n; i++)
        if (!comp[i])
            ((double *)r.data)[c++] = (double)i;
    free(comp);
    mt__bi_give(out[0], &r);
}

static int is_prime_u(uint64_t n)
{
    uint64_t d;
    if (n < 2)
        return 0;
    if (n < 4)
        return 1;
    if (n % 2 == 0 || n % 3 == 0)
        return 0;
    for (d = 5; d * d <= n; d += 6)
        if (n % d == 0 || n % (d + 2) == 0)
            return 0;
    return 1;
}

BI(isprime)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    UNUSED_BI;
    no_complex("isprime", x);
    for (i = 0; i < x->numel; i++) {
        double v = mt__get(x, i);
        if (v != floor(v))
            mt_error("isprime: X contains non-integer entries");
    }
    mt_resize(&r, MT_LOGICAL, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double v = fabs(mt__get(x, i));
        ((uint8_t *)r.data)[i] = (uint8_t)is_prime_u((uint64_t)v);
    }
    mt__bi_give(out[0], &r);
}

BI(factorial)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    UNUSED_BI;
    for (i = 0; i < x->numel; i++) {
        double v = mt__get(x, i);
        if (v < 0 || v != floor(v) || x->cplx)
            mt_error("factorial: all N must be real non-negative integers");
    }
    mt_resize(&r, arith_class(x), 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double v = mt__get(x, i);
        mt__set(&r, i, v > 170 ? INFINITY : round(tgamma(v + 1)));
    }
    mt__bi_give(out[0], &r);
}

BI(nchoosek)
{
    mt_array v0, v1;
    const mt_array *nv = mt__bi_arg(&args[0], &v0), *kv = mt__bi_arg(&args[1], &v1);
    double n, k, r = 1, i;
    UNUSED_BI;
    if (nv->numel != 1 || kv->numel != 1)
        mt_error("mat2c: nchoosek of a set (vector N) is not supported");
    n = mt__get(nv, 0);
    k = mt__get(kv, 0);
    if (!(k >= 0) || k != floor(k))
        mt_error("nchoosek: K must be an integer >= 0");
    if (n < k || n < 0 || n != floor(n))
        mt_error("nchoosek: N must be a non-negative integer >= K");
    if (k > n - k)
        k = n - k;
    /* Octave's multiplicative formula with a gcd step keeps intermediate values exact */
    for (i = 1; i <= k; i++)
        r = r * (n - k + i) / i;
    r = round(r);
    give_scalar(out[0], arith_class(nv), r);
}

static double gcd_f(double a, double b, int op)
{
    (void)op;
    a = fabs(a);
    b = fabs(b);
    while (b > 0) {
        double t = fmod(a, b);
        a = b;
        b = t;
    }
    return a;
}

static double lcm_f(double a, double b, int op)
{
    double g;
    (void)op;
    if (a == 0 || b == 0)
        return 0;
    g = gcd_f(a, b, 0);
    return fabs(a / g * b);
}

static void gcd_lcm(const char *fn, mt_array *o, int nargs, const mt_arg *args, bin_fn f)
{
    mt_array acc = MT_ARRAY_INIT, t = MT_ARRAY_INIT, v0, v1;
    int k;
    size_t i;
    mt_class cls = MT_DOUBLE;
    for (k = 0; k < nargs; k++) {
        const mt_array *x = mt__bi_arg(&args[k], &v0);
        for (i = 0; i < x->numel; i++)
            if (mt__get(x, i) != floor(mt__get(x, i)) || x->cplx)
                mt_error("%s: all values must be integers", fn);
        if (mt__is_int_class(x->cls))
            cls = x->cls;
    }
    mt_copy(&acc, mt__bi_arg(&args[0], &v0));
    for (k = 1; k < nargs; k++) {
        bin_map(fn, &t, cls, &acc, mt__bi_arg(&args[k], &v1), f, 0);
        mt_copy(&acc, &t);
    }
    mt_free(&t);
    if (acc.cls != cls)
        mt_convert(&acc, cls, &acc);
    mt__bi_give(o, &acc);
}

BI(gcd)
{
    (void)nout;
    gcd_lcm("gcd", out[0], nargs, args, gcd_f);
}

BI(lcm)
{
    (void)nout;
    gcd_lcm("lcm", out[0], nargs, args, lcm_f);
}

/* ------------------------------------------------------------------------- */
/* xor                                                                        */
/* ------------------------------------------------------------------------- */

static int compatible(const mt_array *a, const mt_array *b)
{
    int d, nd = a->ndims > b->ndims ? a->ndims : b->ndims;
    for (d = 0; d < nd; d++) {
        size_t x = d < a->ndims ? a->dims[d] : 1, y = d < b->ndims ? b->dims[d] : 1;
        if (x != y && x != 1 && y != 1)
            return 0;
    }
    return 1;
}

/* Octave's xor.m: logical(x) != logical(y), broadcast, folded over further arguments. */
BI(xor)
{
    mt_array v, z = MT_ARRAY_INIT, l = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    mt_arg ga, gb;
    int k;
    (void)nout;
    mt_convert(&z, MT_LOGICAL, mt__bi_arg(&args[0], &v));
    for (k = 1; k < nargs; k++) {
        mt_convert(&l, MT_LOGICAL, mt__bi_arg(&args[k], &v));
        if (!compatible(&z, &l))
            mt_error("xor: X and Y must be of compatible size or scalars");
        ga.a = &z;
        ga.s = 0;
        gb.a = &l;
        gb.s = 0;
        mt_binary(&t, MT_NE, ga, gb);
        mt_copy(&z, &t);
    }
    mt_free(&l);
    mt_free(&t);
    mt__bi_give(out[0], &z);
}

/* ------------------------------------------------------------------------- */
/* diag, magic, meshgrid, polyval, trapz                                      */
/* ------------------------------------------------------------------------- */

BI(diag)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    long k = 0;
    size_t i;
    (void)nout;
    if (nargs >= 2) {
        double kv = arg_scalar(args, 1);
        if (kv != floor(kv))
            mt_error("diag: invalid argument K");
        k = (long)kv;
    }
    if (nargs >= 3)
        mt_error("mat2c: diag (v, m, n) is not supported");
    if (x->ndims != 2)
        mt_error("diag: requires vector or matrix argument");
    if (x->dims[0] == 1 || x->dims[1] == 1 || (x->dims[0] == 0 && x->dims[1] == 0)) {
        /* a vector (or []) goes on diagonal k of a square matrix */
        size_t n = x->numel, ak = (size_t)(k < 0 ? -k : k), m = n + ak;
        if (n == 0) {
            set2(&r, x->cls, ak, ak);
            memset(r.data, 0, ak * ak * mt_elsize(x->cls, x->cplx));
        } else {
            size_t d[2];
            d[0] = d[1] = m;
            mt_resize(&r, x->cls, x->cplx, 2, d);
            memset(r.data, 0, m * m * mt_elsize(x->cls, x->cplx));
            for (i = 0; i < n; i++) {
                size_t row = k >= 0 ? i : i + ak, col = k >= 0 ? i + ak : i;
                mt__set_c(&r, row + col * m, mt__get(x, i), mt__get_im(x, i));
            }
            /* Octave keeps diag (v) a diagonal matrix (printed with its header) */
            if (k == 0 && n > 1)
                r.is_range = 2;
        }
    } else {
        /* diagonal k of a matrix, as a column */
        size_t rows = x->dims[0], cols = x->dims[1], n = 0, i0 = k < 0 ? (size_t)-k : 0,
               j0 = k > 0 ? (size_t)k : 0, d[2];
        if (i0 < rows && j0 < cols)
            n = rows - i0 < cols - j0 ? rows - i0 : cols - j0;
        d[0] = n;
        d[1] = 1;
        mt_resize(&r, x->cls, x->cplx, 2, d);
        for (i = 0; i < n; i++)
            mt__set_c(&r, i, mt__get(x, (i0 + i) + (j0 + i) * rows),
                      mt__get_im(x, (i0 + i) + (j0 + i) * rows));
    }
    mt__bi_give(out[0], &r);
}

/* The magic square of order n in Octave's construction (odd, doubly even, singly even). */
static void magic_fill(double *a, long n)
{
    long i, j, k;
    if (n % 2 == 1) {
        for (k = 0; k < n * n; k++) {
            long shift = k / n;
            long c = (((k + 1) - shift + (n - 3) / 2) % n + n) % n;
            long r = ((n * n - k) + 2 * shift) % n;
            a[c * n + r] = (double)(k + 1);
        }
    } else if (n % 4 == 0) {
        long *I = (long *)xmalloc((size_t)n * sizeof(long)), m = 0, pass;
        double *old = (double *)xmalloc((size_t)(n * n) * sizeof(double));
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                a[i + j * n] = (double)(i * n + j + 1);
        for (pass = 0; pass < 2; pass++) {
            long s1 = pass ? 1 : 0, s2 = pass ? 2 : 3;
            m = 0;
            for (i = s1; i < n; i += 4)
                I[m++] = i;
            for (i = s2; i < n; i += 4)
                I[m++] = i;
            memcpy(old, a, (size_t)(n * n) * sizeof(double));
            /* A(I, I) = A(J, J) with J = fliplr (I) */
            for (i = 0; i < m; i++)
                for (j = 0; j < m; j++)
                    a[I[i] + I[j] * n] = old[I[m - 1 - i] + I[m - 1 - j] * n];
        }
        free(I);
        free(old);
    } else {
        long m = n / 2, kk = (m - 1) / 2;
        double *b = (double *)xmalloc((size_t)(m * m) * sizeof(double)), t;
        magic_fill(b, m);
        for (i = 0; i < m; i++)
            for (j = 0; j < m; j++) {
                double v = b[i + j * m];
                a[i + j * n] = v;
                a[i + (j + m) * n] = v + 2.0 * (double)(m * m);
                a[(i + m) + j * n] = v + 3.0 * (double)(m * m);
                a[(i + m) + (j + m) * n] = v + (double)(m * m);
            }
        free(b);
#define SWAP_ROWS(row, col)                                                                 \
    (t = a[(row) + (col) * n], a[(row) + (col) * n] = a[(row) + m + (col) * n],             \
     a[(row) + m + (col) * n] = t)
        if (kk > 1)
            for (j = 0; j < n; j++) {
                int in_j = (j >= 1 && j <= kk - 1) || (j >= n - kk + 1 && j <= n - 1);
                if (in_j)
                    for (i = 0; i < m; i++)
                        SWAP_ROWS(i, j);
            }
        for (i = 0; i < m; i++)
            if (i != kk)
                SWAP_ROWS(i, 0);
        SWAP_ROWS(kk, kk);
#undef SWAP_ROWS
    }
}

BI(magic)
{
    mt_array r = MT_ARRAY_INIT;
    double nv = trunc(arg_scalar(args, 0));
    UNUSED_BI;
    if (nv < 0)
        mt_error("magic: N must be non-negative");
    if (!(nv >= 1)) {
        set2(&r, MT_DOUBLE, 0, 0);
    } else {
        set2(&r, MT_DOUBLE, (size_t)nv, (size_t)nv);
        magic_fill((double *)r.data, (long)nv);
    }
    mt__bi_give(out[0], &r);
}

BI(meshgrid)
{
    mt_array v0, v1, X = MT_ARRAY_INIT, Y = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *y = nargs >= 2 ? mt__bi_arg(&args[1], &v1) : x;
    size_t i, j, nx = x->numel, ny = y->numel, ex = mt_elsize(x->cls, x->cplx),
                 ey = mt_elsize(y->cls, y->cplx);
    int xv = x->ndims == 2 && (x->dims[0] == 1 || x->dims[1] == 1);
    int yv = y->ndims == 2 && (y->dims[0] == 1 || y->dims[1] == 1);
    if (!xv || !yv)
        mt_error("meshgrid: X and Y must be vectors");
    {
        size_t d[2];
        d[0] = ny;
        d[1] = nx;
        mt_resize(&X, x->cls, x->cplx, 2, d);
        mt_resize(&Y, y->cls, y->cplx, 2, d);
    }
    for (j = 0; j < nx; j++)
        for (i = 0; i < ny; i++) {
            memcpy((char *)X.data + (i + j * ny) * ex, (const char *)x->data + j * ex, ex);
            memcpy((char *)Y.data + (i + j * ny) * ey, (const char *)y->data + i * ey, ey);
        }
    mt__bi_give(out[0], &X);
    if (nout > 1)
        mt__bi_give(out[1], &Y);
    else
        mt_free(&Y);
}

BI(polyval)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *p = mt__bi_arg(&args[0], &v0), *x = mt__bi_arg(&args[1], &v1);
    size_t i, k;
    mt_class cls;
    UNUSED_BI;
    if ((p->cls != MT_DOUBLE && p->cls != MT_SINGLE) ||
        (!(p->ndims == 2 && (p->dims[0] == 1 || p->dims[1] == 1)) && p->numel != 0))
        mt_error("polyval: P must be a numeric floating point vector");
    if (x->cls != MT_DOUBLE && x->cls != MT_SINGLE)
        mt_error("polyval: X must be numeric floating point");
    no_complex("polyval", p);
    no_complex("polyval", x);
    cls = p->cls == MT_SINGLE || x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    mt_resize(&r, cls, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double xv = mt__get(x, i), y = p->numel ? mt__get(p, 0) : 0;
        for (k = 1; k < p->numel; k++)
            y = y * xv + mt__get(p, k);
        mt__set(&r, i, y);
    }
    mt__bi_give(out[0], &r);
}

BI(trapz)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *x = NULL, *y;
    size_t before, len, after, o, b, k, dims[MT_MAXDIMS];
    int d = -1, i, nd, have_x = 0;
    double xs = 0;
    (void)nout;
    if (nargs == 1)
        y = mt__bi_arg(&args[0], &v0);
    else if (nargs == 2 && mt__bi_arg(&args[1], &v1)->numel == 1 &&
             mt__bi_arg(&args[0], &v0)->numel != 1) {
        y = mt__bi_arg(&args[0], &v0);
        d = (int)arg_scalar(args, 1) - 1;
    } else {
        x = mt__bi_arg(&args[0], &v0);
        y = mt__bi_arg(&args[1], &v1);
        have_x = 1;
        if (nargs >= 3)
            d = (int)arg_scalar(args, 2) - 1;
    }
    no_complex("trapz", y);
    if (x)
        no_complex("trapz", x);
    if (d < 0 && nargs < 3 && !(nargs == 2 && !have_x)) {
        d = 0;
        for (i = 0; i < y->ndims; i++)
            if (y->dims[i] > 1) {
                d = i;
                break;
            }
    } else if (d < 0 || d >= y->ndims)
        mt_error("trapz: DIM must be an integer and a valid dimension");
    split_dims(y, d, &before, &len, &after);
    if (have_x && x->numel != 1) {
        int xvec = x->ndims == 2 && (x->dims[0] == 1 || x->dims[1] == 1);
        if (!xvec)
            mt_error("mat2c: trapz with a matrix X is not supported");
        if (x->numel != len)
            mt_error("trapz: length of X and length of Y along DIM must match");
    }
    if (have_x && x->numel == 1)
        xs = mt__get(x, 0);
    nd = y->ndims;
    for (i = 0; i < nd; i++)
        dims[i] = y->dims[i];
    dims[d] = 1;
    mt_resize(&r, y->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, nd, dims);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            double s = 0;
            for (k = 0; k + 1 < len; k++) {
                size_t p = o * before * len + b + k * before;
                double pair = mt__get(y, p + before) + mt__get(y, p);
                if (have_x && x->numel != 1)
                    pair *= mt__get(x, k + 1) - mt__get(x, k);
                s += pair;
            }
            mt__set(&r, o * before + b, have_x && x->numel == 1 ? xs * 0.5 * s : 0.5 * s);
        }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* elementwise special functions                                              */
/* ------------------------------------------------------------------------- */

/* r = f(x) elementwise in x's floating class (logical and char compute in double). */
static void ew(const char *fn, mt_array *o, const mt_arg *g, double (*f)(double))
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(g, &v);
    size_t i;
    no_complex(fn, x);
    if (mt__is_int_class(x->cls))
        mt_error("%s: wrong type argument '%s %s'", fn, mt__class_name(x->cls),
                 x->numel == 1 ? "scalar" : "matrix");
    mt_resize(&r, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++)
        mt__set(&r, i, f(mt__get(x, i)));
    mt__bi_give(o, &r);
}

/* Octave's gamma: Inf at zero and the negative integers, and at -Inf. */
static double gamma_f(double x)
{
    if (x == 0)
        return signbit(x) ? -INFINITY : INFINITY;
    if ((x < 0 && x == floor(x)) || isinf(x))
        return INFINITY;
    return tgamma(x);
}

static double gammaln_f(double x)
{
    if (x < 0)
        mt_error("mat2c: gammaln of negative values is not supported");
    return lgamma(x);
}

static double nextpow2_f(double x)
{
    return x == 0 ? 0 : ceil(log2(fabs(x)));
}

#define EW(name, f)                                                                         \
    BI(name)                                                                                \
    {                                                                                       \
        UNUSED_BI;                                                                          \
        ew(#name, out[0], &args[0], f);                                                     \
    }

EW(gamma, gamma_f)
EW(gammaln, gammaln_f)
EW(erf, erf)
EW(erfc, erfc)
EW(log1p, log1p)
EW(expm1, expm1)
EW(cbrt, cbrt)
EW(nextpow2, nextpow2_f)

/* Octave's nthroot.m: cbrt for n = +-3, the real odd root, then one Newton step for
 * integer n. */
BI(nthroot)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *nv = mt__bi_arg(&args[1], &v1);
    double n;
    size_t i;
    int integer_n;
    UNUSED_BI;
    if (x->cplx)
        mt_error("nthroot: X must not contain complex values");
    if (nv->cplx || nv->numel != 1 || mt__get(nv, 0) == 0)
        mt_error("nthroot: N must be a real nonzero scalar");
    n = mt__get(nv, 0);
    integer_n = n == floor(n);
    if (!(n == 3 || n == -3 || (integer_n && fmod(fabs(n), 2) == 1)))
        for (i = 0; i < x->numel; i++)
            if (mt__get(x, i) < 0)
                mt_error("nthroot: N must be an odd integer if X contains negative values");
    mt_resize(&r, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double xv = mt__get(x, i), y, m = fabs(n);
        int mi = m == floor(m);
        if (n == 3)
            y = cbrt(xv);
        else if (n == -3)
            y = 1 / cbrt(xv);
        else {
            if (mi && fmod(m, 2) == 1)
                y = pow(fabs(xv), 1 / m) * (xv > 0 ? 1 : xv < 0 ? -1 : 0);
            else
                y = pow(xv, 1 / m);
            if (mi && isfinite(m) && y != 0) {
                double z = ((m - 1) * y + xv / pow(y, m - 1)) / m;
                y = isfinite(z) ? z : xv;
            }
            if (n < 0)
                y = 1 / y;
        }
        mt__set(&r, i, y);
    }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* limits of the numeric classes                                              */
/* ------------------------------------------------------------------------- */

/* The class a limit function is asked about: a class name, or the class of a value. */
static mt_class limit_class(const char *fn, int nargs, const mt_arg *args, mt_class dflt)
{
    mt_array v;
    const mt_array *a;
    mt_class c;
    int k;
    if (nargs == 0)
        return dflt;
    a = mt__bi_arg(&args[0], &v);
    if (a->cls != MT_CHAR)
        return a->cls;
    {
        char *s = mt__bi_cstr(a);
        for (k = 0; k <= MT_CHAR; k++)
            if (!strcmp(s, mt__class_name((mt_class)k))) {
                free(s);
                return (mt_class)k;
            }
        c = MT_CHAR;
        if (!strcmp(fn, "intmax") || !strcmp(fn, "intmin"))
            mt_error("%s: invalid class name '%s'", fn, s);
        mt_error("%s: not defined for class '%s'", fn, s);
    }
    return c;
}

static void int_limit(const char *fn, mt_array *o, int nargs, const mt_arg *args, int max)
{
    static const double lo[] = {-128.0, 0.0, -32768.0, 0.0, -2147483648.0, 0.0,
                                -9223372036854775808.0, 0.0};
    static const double hi[] = {127.0, 255.0, 32767.0, 65535.0, 2147483647.0, 4294967295.0,
                                9223372036854775807.0, 18446744073709551615.0};
    mt_class c = limit_class(fn, nargs, args, MT_INT32);
    if (!mt__is_int_class(c))
        mt_error("%s: not defined for '%s' objects", fn, mt__class_name(c));
    {
        mt_array t = MT_ARRAY_INIT;
        size_t d[2] = {1, 1};
        mt_resize(&t, c, 0, 2, d);
        mt__set(&t, 0, max ? hi[c - MT_INT8] : lo[c - MT_INT8]);
        mt__bi_give(o, &t);
    }
}

BI(intmax)
{
    (void)nout;
    int_limit("intmax", out[0], nargs, args, 1);
}

BI(intmin)
{
    (void)nout;
    int_limit("intmin", out[0], nargs, args, 0);
}

static void float_limit(const char *fn, mt_array *o, int nargs, const mt_arg *args, double d,
                        double s)
{
    mt_class c;
    if (nargs > 0 && args[0].a && args[0].a->cls != MT_CHAR)
        mt_error("mat2c: %s (N) is not supported", fn);
    c = limit_class(fn, nargs, args, MT_DOUBLE);
    if (c != MT_DOUBLE && c != MT_SINGLE)
        mt_error("%s: not defined for class '%s'", fn, mt__class_name(c));
    give_scalar(o, c, c == MT_SINGLE ? s : d);
}

BI(realmax)
{
    (void)nout;
    float_limit("realmax", out[0], nargs, args, DBL_MAX, FLT_MAX);
}

BI(realmin)
{
    (void)nout;
    float_limit("realmin", out[0], nargs, args, DBL_MIN, FLT_MIN);
}

BI(flintmax)
{
    (void)nout;
    float_limit("flintmax", out[0], nargs, args, 9007199254740992.0, 16777216.0);
}

/* ------------------------------------------------------------------------- */
/* rot90, logspace, sortrows, cummax, cummin                                  */
/* ------------------------------------------------------------------------- */

BI(rot90)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    double kv = nargs >= 2 ? arg_scalar(args, 1) : 1;
    long k;
    size_t m = a->dims[0], n = a->dims[1], pages, pg, i, j, dims[MT_MAXDIMS],
           es = mt_elsize(a->cls, a->cplx);
    int d;
    (void)nout;
    if (kv != floor(kv) || isinf(kv))
        mt_error("rot90: K must be a single real integer");
    k = ((long)fmod(kv, 4) + 4) % 4;
    pages = m && n ? a->numel / (m * n) : 0;
    for (d = 0; d < a->ndims; d++)
        dims[d] = a->dims[d];
    if (k % 2) {
        dims[0] = n;
        dims[1] = m;
    }
    mt_resize(&r, a->cls, a->cplx, a->ndims, dims);
    for (pg = 0; pg < pages; pg++) {
        const char *src = (const char *)a->data + pg * m * n * es;
        char *dst = (char *)r.data + pg * m * n * es;
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++) {
                size_t to;
                switch (k) {
                case 0: to = i + j * m; break;
                case 1: to = (n - 1 - j) + i * n; break; /* B(n-1-j, i) = A(i, j) */
                case 2: to = (m - 1 - i) + (n - 1 - j) * m; break;
                default: to = j + (m - 1 - i) * n; break; /* B(j, m-1-i) = A(i, j) */
                }
                memcpy(dst + to * es, src + (i + j * m) * es, es);
            }
    }
    mt__bi_give(out[0], &r);
}

BI(logspace)
{
    mt_array r = MT_ARRAY_INIT;
    double a = arg_scalar(args, 0), b = arg_scalar(args, 1), n = 50;
    size_t i;
    (void)nout;
    if (nargs >= 3)
        n = trunc(arg_scalar(args, 2));
    {
        mt_array v0, v1;
        if (mt__bi_arg(&args[0], &v0)->numel != 1 || mt__bi_arg(&args[1], &v1)->numel != 1 ||
            (nargs >= 3 && mt__bi_arg(&args[2], &v0)->numel != 1))
            mt_error("logspace: arguments A, B, and N must be scalars");
    }
    if (b == 3.141592653589793) /* Octave: logspace (a, pi) ends at pi */
        b = log10(3.141592653589793);
    if (n >= 1)
        mt_linspace(&r, a, b, (size_t)n);
    else
        set2(&r, MT_DOUBLE, 1, 0); /* linspace with fewer than one point is 1x0 */
    for (i = 0; i < r.numel; i++)
        ((double *)r.data)[i] = pow(10.0, ((double *)r.data)[i]);
    mt__bi_give(out[0], &r);
}

/* Row order of sortrows: lexicographic over the key columns (negative = descending), NaN as
 * in sort, ties kept in their original order. */
typedef struct rows_key {
    const mt_array *a;
    const long *cols; /* 1-based, signed */
    size_t ncols;
} rows_key;

static int row_before(const rows_key *rk, size_t x, size_t y)
{
    size_t c, m = rk->a->dims[0];
    for (c = 0; c < rk->ncols; c++) {
        long col = rk->cols[c];
        size_t j = (size_t)(col < 0 ? -col : col) - 1;
        double u = mt__get(rk->a, x + j * m), v = mt__get(rk->a, y + j * m);
        if (key_before(u, v, col < 0))
            return 1;
        if (key_before(v, u, col < 0))
            return 0;
    }
    return 0;
}

BI(sortrows)
{
    mt_array v0, v1, s = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    size_t m, n, i, j, w, lo, *idx, *tmp, es;
    long *cols;
    rows_key rk;
    if (a->ndims != 2)
        mt_error("mat2c: sortrows of an N-d array is not supported");
    no_complex("sortrows", a);
    m = a->dims[0];
    n = a->dims[1];
    if (nargs >= 2) {
        const mt_array *c = mt__bi_arg(&args[1], &v1);
        if (c->cls == MT_CHAR || !(c->ndims == 2 && (c->dims[0] == 1 || c->dims[1] == 1)))
            mt_error("sortrows: C must be a numeric vector");
        rk.ncols = c->numel;
        cols = (long *)xmalloc((c->numel ? c->numel : 1) * sizeof(long));
        for (i = 0; i < c->numel; i++) {
            double v = mt__get(c, i);
            if (v == 0 || fabs(v) > (double)n)
                mt_error("sortrows: all elements of C must be in the range [1, columns (A)]");
            cols[i] = (long)v;
        }
    } else {
        rk.ncols = n;
        cols = (long *)xmalloc((n ? n : 1) * sizeof(long));
        for (i = 0; i < n; i++)
            cols[i] = (long)i + 1;
    }
    rk.a = a;
    rk.cols = cols;
    idx = (size_t *)xmalloc(m * sizeof(size_t));
    tmp = (size_t *)xmalloc(m * sizeof(size_t));
    for (i = 0; i < m; i++)
        idx[i] = i;
    for (w = 1; w < m; w *= 2) {
        for (lo = 0; lo < m; lo += 2 * w) {
            size_t mid = lo + w < m ? lo + w : m, hi = lo + 2 * w < m ? lo + 2 * w : m;
            size_t p = lo, q = mid, k = lo;
            while (p < mid && q < hi)
                tmp[k++] = row_before(&rk, idx[q], idx[p]) ? idx[q++] : idx[p++];
            while (p < mid)
                tmp[k++] = idx[p++];
            while (q < hi)
                tmp[k++] = idx[q++];
        }
        memcpy(idx, tmp, m * sizeof(size_t));
    }
    es = mt_elsize(a->cls, a->cplx);
    mt_resize(&s, a->cls, a->cplx, a->ndims, a->dims);
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++)
            memcpy((char *)s.data + (i + j * m) * es, (const char *)a->data + (idx[i] + j * m) * es,
                   es);
    mt__bi_give(out[0], &s);
    if (nout > 1) {
        set2(&ix, MT_DOUBLE, m, 1);
        for (i = 0; i < m; i++)
            ((double *)ix.data)[i] = (double)(idx[i] + 1);
        mt__bi_give(out[1], &ix);
    }
    free(idx);
    free(tmp);
    free(cols);
}

/* Running maximum (or minimum) along a dimension, NaN ignored once a number was seen. */
static void cum_extreme(const char *fn, int nout, mt_array *const *out, int nargs,
                        const mt_arg *args, int ismax)
{
    mt_array v0, r = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t before, len, after, o, b, k;
    int d;
    no_complex(fn, x);
    d = nargs >= 2 ? dim_arg(fn, &args[1]) : default_dim(x);
    split_dims(x, d, &before, &len, &after);
    mt_resize(&r, x->cls == MT_LOGICAL || x->cls == MT_CHAR ? MT_DOUBLE : x->cls, 0, x->ndims,
              x->dims);
    mt_resize(&ix, MT_DOUBLE, 0, x->ndims, x->dims);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            double best = NAN;
            size_t bi = 0;
            for (k = 0; k < len; k++) {
                size_t p = o * before * len + b + k * before;
                double v = mt__get(x, p);
                if (v == v && (best != best || (ismax ? v > best : v < best))) {
                    best = v;
                    bi = k;
                } else if (best != best && v != v)
                    bi = k;
                mt__set(&r, p, best);
                ((double *)ix.data)[p] = (double)(bi + 1);
            }
        }
    mt__bi_give(out[0], &r);
    if (nout > 1)
        mt__bi_give(out[1], &ix);
    else
        mt_free(&ix);
}

BI(cummax)
{
    cum_extreme("cummax", nout, out, nargs, args, 1);
}

BI(cummin)
{
    cum_extreme("cummin", nout, out, nargs, args, 0);
}
