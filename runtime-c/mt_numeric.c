/* mt_numeric.c — the helpers every generic builtin entry shares (mt__bi_*), and the
 * searching, sorting, set, predicate and statistics builtins called through
 * `mt_bi_<name>(nout, out, nargs, args)` (see mat2c_rt.h): find, nonzeros, nnz, sort, sortrows,
 * unique, ismember, isequal, the class and shape predicates, class, isa, diff, median,
 * mode, std, var, cummax, cummin. Messages are Octave 7's. */
#include "mt_internal.h"

#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNUSED_BI (void)nout, (void)nargs, (void)args

/* ------------------------------------------------------------------------- */
/* shared helpers                                                             */
/* ------------------------------------------------------------------------- */

void *mt__bi_alloc(size_t n)
{
    void *p = calloc(n ? n : 1, 1);
    if (!p)
        mt_error("out of memory or dimension too large for Octave's index type");
    return p;
}

double *mt__values(const mt_array *a)
{
    size_t i, w = a->cplx ? 2 : 1;
    double *v = (double *)mt__bi_alloc((w * a->numel + 1) * sizeof(double));
    for (i = 0; i < a->numel; i++) {
        v[w * i] = mt__get(a, i);
        if (a->cplx)
            v[w * i + 1] = mt__get_im(a, i);
    }
    return v;
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

mt_array *mt__held_new(void)
{
    mt_array z = MT_ARRAY_INIT;
    mt_array *a = (mt_array *)mt__bi_alloc(sizeof *a);
    *a = z;
    mt__hold_array(a);
    return a;
}

void mt__held_give(mt_array *out, mt_array *held)
{
    mt__unhold(held);
    mt__bi_give(out, held);
    free(held);
}

void mt__held_drop(mt_array *held)
{
    mt__unhold(held);
    mt_free(held);
    free(held);
}

char *mt__bi_cstr(const mt_array *a)
{
    char *s = (char *)mt__bi_alloc(a->numel + 1);
    size_t i;
    for (i = 0; i < a->numel; i++)
        s[i] = (char)(int)mt__get(a, i);
    s[a->numel] = 0;
    return s;
}

void mt__bi_set2(mt_array *r, mt_class cls, size_t rows, size_t cols)
{
    size_t d[2];
    d[0] = rows;
    d[1] = cols;
    mt_resize(r, cls, 0, 2, d);
}

void mt__bi_give_scalar(mt_array *out, mt_class cls, double v)
{
    mt_array t = MT_ARRAY_INIT;
    mt__bi_set2(&t, cls, 1, 1);
    mt__set(&t, 0, v);
    mt__bi_give(out, &t);
}

void mt__bi_give_bool(mt_array *out, int v)
{
    mt__bi_give_scalar(out, MT_LOGICAL, v ? 1.0 : 0.0);
}

/* The scalar value of argument k ("" names it in the error). */
double mt__bi_scalar(const mt_arg *args, int k)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[k], &v);
    if (a->numel == 0)
        return MT_NAN;
    return mt__get(a, 0);
}

int mt__bi_is_string(const mt_arg *g)
{
    return g->a && g->a->cls == MT_CHAR;
}

/* Case-insensitive comparison of a char argument with a lowercase word. */
int mt__bi_is_word(const mt_arg *g, const char *w)
{
    size_t i, n = strlen(w);
    if (!mt__bi_is_string(g) || g->a->numel != n)
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

void mt__bi_no_complex(const char *fn, const mt_array *a)
{
    if (a->cplx)
        mt_error("mat2c: %s of complex values is not supported", fn);
}

/* MATLAB's default dimension: the first non-singleton one (0-based). */
int mt__bi_default_dim(const mt_array *a)
{
    int i;
    for (i = 0; i < a->ndims; i++)
        if (a->dims[i] != 1)
            return i;
    return 0;
}

/* A dimension argument (1-based, positive integer) as 0-based. */
int mt__bi_dim(const char *fn, const mt_arg *g)
{
    double d = mt__bi_scalar(g, 0);
    if (!(d >= 1) || d != floor(d) || d > MT_MAXDIMS)
        mt_error("%s: DIM must be a valid dimension", fn);
    return (int)d - 1;
}

/* Splits a along dimension d into (before, len, after) for slice iteration. */
void mt__bi_split_dims(const mt_array *a, int d, size_t *before, size_t *len, size_t *after)
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
mt_class mt__bi_arith_class(const mt_array *a)
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
    if (x->cls == MT_CELL)
        mt_error("find: wrong type argument 'cell'");
    if (nargs >= 2) {
        double lim;
        if (args[1].a && (args[1].a->cls == MT_CHAR || mt__is_container(args[1].a) ||
                          args[1].a->numel == 0))
            mt_error("find: N must be an integer");
        lim = mt__bi_scalar(args, 1);
        if (!(lim >= 0) || lim != floor(lim))
            mt_error("find: N must be a non-negative integer");
        limit = isinf(lim) ? (size_t)-1 : (size_t)lim;
    }
    if (nargs >= 3) {
        if (mt__bi_is_word(&args[2], "last"))
            last = 1;
        else if (!mt__bi_is_word(&args[2], "first"))
            mt_error("find: DIRECTION must be \"first\" or \"last\"");
    }
    hits = (size_t *)mt__bi_alloc(n * sizeof(size_t));
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
        mt__bi_set2(&idx, MT_DOUBLE, rows, cols);
        for (k = 0; k < cnt; k++)
            ((double *)idx.data)[k] = (double)(hits[first + k] + 1);
        mt__bi_give(out[0], &idx);
    } else {
        mt_array r = MT_ARRAY_INIT, c = MT_ARRAY_INIT, v = MT_ARRAY_INIT;
        size_t nr = x->dims[0] ? x->dims[0] : 1;
        mt__bi_set2(&r, MT_DOUBLE, rows, cols);
        mt__bi_set2(&c, MT_DOUBLE, rows, cols);
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

/* nonzeros.m: A(find (A))(:), the nonzero elements in a column of A's class (NaN is
 * nonzero); a complex result is narrowed as indexing narrows. */
BI(nonzeros)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i, c = 0, es = mt_elsize(x->cls, x->cplx), d[2];
    UNUSED_BI;
    if (mt__is_container(x))
        mt_error("find: wrong type argument '%s'", mt__type_name(x));
    for (i = 0; i < x->numel; i++)
        if (mt__get(x, i) != 0 || mt__get_im(x, i) != 0)
            c++;
    d[0] = c;
    d[1] = 1;
    mt_resize(&r, x->cls, x->cplx, 2, d);
    for (i = 0, c = 0; i < x->numel; i++)
        if (mt__get(x, i) != 0 || mt__get_im(x, i) != 0)
            memcpy((char *)r.data + es * c++, (const char *)x->data + es * i, es);
    if (r.cplx)
        mt__narrow_complex(&r);
    mt__bi_give(out[0], &r);
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
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)c);
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

/* The argument a complex value sorts by: Octave's comparison takes -pi (a negative zero
 * imaginary part) as pi. */
double mt__sort_arg(double re, double im)
{
    double t = atan2(im, re);
    return t == -3.141592653589793 ? 3.141592653589793 : t;
}

/* element a before element b: by key, ties broken by key2 when given (complex values sort
 * by magnitude, then by argument) */
static int keys_before(const double *key, const double *key2, size_t a, size_t b, int desc)
{
    if (key2 && key[a] == key[b])
        return desc ? key2[a] > key2[b] : key2[a] < key2[b];
    return key_before(key[a], key[b], desc);
}

static void merge_sort2(size_t *idx, size_t *tmp, size_t n, const double *key,
                        const double *key2, int desc)
{
    size_t w, lo;
    for (w = 1; w < n; w *= 2) {
        for (lo = 0; lo < n; lo += 2 * w) {
            size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = keys_before(key, key2, idx[j], idx[i], desc) ? idx[j++] : idx[i++];
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
    double *key, *key2 = NULL;
    /* Octave's chars are signed C++ chars: above 127 they sort below the others */
    int sgn = a->cls == MT_CHAR, wide = a->cls == MT_INT64 || a->cls == MT_UINT64;
    mt__bi_split_dims(a, d, &before, &len, &after);
    mt_resize(res, a->cls, a->cplx, a->ndims, a->dims);
    if (ix)
        mt_resize(ix, MT_DOUBLE, 0, a->ndims, a->dims);
    idx = (size_t *)mt__bi_alloc(len * sizeof(size_t));
    tmp = (size_t *)mt__bi_alloc(len * sizeof(size_t));
    key = (double *)mt__bi_alloc(len * sizeof(double));
    /* complex values sort by (magnitude, argument); int64/uint64 ones by (nearest double,
     * what the value exceeds it by), which orders them exactly */
    if (a->cplx || wide)
        key2 = (double *)mt__bi_alloc(len * sizeof(double));
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            size_t base = o * before * len + b;
            for (k = 0; k < len; k++) {
                double re = mt__get(a, base + k * before);
                if (wide) {
                    key[k] = re;
                    key2[k] = mt__wide_rest(a, base + k * before);
                } else if (key2) {
                    double im = mt__get_im(a, base + k * before);
                    key[k] = hypot(re, im);
                    key2[k] = mt__sort_arg(re, im);
                } else
                    key[k] = sgn && re > 127 ? re - 256 : re;
                idx[k] = k;
            }
            merge_sort2(idx, tmp, len, key, key2, desc);
            for (k = 0; k < len; k++) {
                size_t src = base + idx[k] * before;
                if (wide)
                    mt__copy_elem(res, base + k * before, a, src);
                else if (key2)
                    mt__set_c(res, base + k * before, mt__get(a, src), mt__get_im(a, src));
                else
                    mt__set(res, base + k * before,
                            sgn && key[idx[k]] < 0 ? key[idx[k]] + 256 : key[idx[k]]);
                if (ix)
                    ((double *)ix->data)[base + k * before] = (double)(idx[k] + 1);
            }
        }
    free(idx);
    free(tmp);
    free(key);
    free(key2);
}

BI(sort)
{
    mt_array v0, res = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    int d = -1, desc = 0, k;
    for (k = 1; k < nargs; k++) {
        if (mt__bi_is_string(&args[k])) {
            if (mt__bi_is_word(&args[k], "descend"))
                desc = 1;
            else if (mt__bi_is_word(&args[k], "ascend"))
                desc = 0;
            else
                mt_error("sort: MODE must be either \"ascend\" or \"descend\"");
        } else if (k == 1) {
            /* DIM as an int value: NaN refused, a fraction truncated */
            double dv;
            if (args[k].a && mt__is_container(args[k].a))
                mt__container_type_error("octave_base_value::nint_value ()", args[k].a);
            /* an empty DIM has no int value; of several elements the first counts */
            if (args[k].a && args[k].a->numel == 0)
                mt_error("octave_base_value::nint_value (): wrong type argument '%s'",
                         mt__empty_type_name(args[k].a));
            dv = args[k].a ? mt__get(args[k].a, 0) : mt__bi_scalar(&args[k], 0);
            if (dv != dv)
                mt_error("conversion of NaN to integer value failed");
            if (!(trunc(dv) >= 1) || trunc(dv) > MT_MAXDIMS)
                mt_error("sort: DIM must be a valid dimension");
            d = (int)trunc(dv) - 1;
        } else {
            mt_error("sort: MODE must be a string");
        }
    }
    if (d < 0)
        d = mt__bi_default_dim(x);
    if (x->cls == MT_CELL)
        mt__cellstr_sort(x, d, desc, &res, nout > 1 ? &ix : NULL);
    else
        sort_along(x, d, desc, &res, nout > 1 ? &ix : NULL);
    mt__bi_give(out[0], &res);
    if (nout > 1)
        mt__bi_give(out[1], &ix);
}

/* ------------------------------------------------------------------------- */
/* unique, ismember                                                          */
/* ------------------------------------------------------------------------- */

/* The index outputs of unique: out[1] = i (first or last occurrence of each of the m unique
 * values), out[2] = j (the group of each of the n inputs), 1-based columns (0x0 when n is 0). */
static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

void mt__unique_stable(size_t m, size_t *firsti, const mt_unique_opts *o)
{
    /* the leaders come in value order, which can be any order of positions: a real sort */
    if (o->stable && m > 1)
        qsort(firsti, m, sizeof *firsti, cmp_size);
}

/* i (the first or last element of each group; the leaders with "stable") and j (each
 * element's group; with "stable" Octave 7 warns and gives []); columns, rows for a row
 * vector with "legacy". */
void mt__unique_indices(int nout, mt_array *const *out, size_t m, size_t n,
                        const size_t *firsti, const size_t *lasti, const size_t *grp,
                        const mt_unique_opts *o, int rowvec)
{
    mt_array I = MT_ARRAY_INIT, J = MT_ARRAY_INIT;
    size_t k;
    int as_row = o->legacy && rowvec;
    if (nout > 1) {
        if (as_row)
            mt__bi_set2(&I, MT_DOUBLE, n ? 1 : 0, m);
        else
            mt__bi_set2(&I, MT_DOUBLE, m, n ? 1 : 0);
        for (k = 0; k < m; k++)
            ((double *)I.data)[k] = (double)((o->first ? firsti[k] : lasti[k]) + 1);
        mt__bi_give(out[1], &I);
    }
    if (nout > 2) {
        if (o->stable && n > 1) {
            fflush(stdout);
            mt_warn(NULL, "unique: third output J is not yet implemented");
            mt__bi_set2(&J, MT_DOUBLE, 0, 0);
        } else {
            if (as_row)
                mt__bi_set2(&J, MT_DOUBLE, n ? 1 : 0, n);
            else
                mt__bi_set2(&J, MT_DOUBLE, n, n ? 1 : 0);
            for (k = 0; k < n; k++)
                ((double *)J.data)[k] = (double)(grp[k] + 1);
        }
        mt__bi_give(out[2], &J);
    }
}

/* unique's options, checked as unique.m checks them (exact, case-sensitive names). */
static void unique_options(mt_unique_opts *o, int nargs, const mt_arg *args)
{
    int a, nfirst = 0, nlast = 0, nsorted = 0, count = 0;
    o->rows = o->stable = o->legacy = 0;
    for (a = 1; a < nargs; a++)
        if (!mt__bi_is_string(&args[a]))
            mt_error("unique: options must be strings");
    for (a = 1; a < nargs; a++) {
        mt_array v;
        const mt_array *s = mt__bi_arg(&args[a], &v);
        char *t = mt__bi_cstr(s);
        int known = 1;
        if (s->numel != strlen(t))
            known = 0;
        else if (!strcmp(t, "rows"))
            o->rows = 1;
        else if (!strcmp(t, "first"))
            nfirst = 1;
        else if (!strcmp(t, "last"))
            nlast = 1;
        else if (!strcmp(t, "sorted"))
            nsorted = 1;
        else if (!strcmp(t, "stable"))
            o->stable = 1;
        else if (!strcmp(t, "legacy"))
            o->legacy = 1;
        else
            known = 0;
        count += known;
        free(t);
    }
    if (nfirst && nlast)
        mt_error("unique: cannot specify both \"first\" and \"last\"");
    if (nsorted && o->stable)
        mt_error("unique: cannot specify both \"sorted\" and \"stable\"");
    if ((nfirst || nlast) && (nsorted || o->stable))
        mt_error("unique: cannot specify \"first\"/\"last\" with \"sorted\"/\"stable\"");
    if (o->legacy && (nsorted || o->stable))
        mt_error("unique: cannot specify \"sorted\" or \"stable\" with \"legacy\"");
    if (count != nargs - 1)
        mt_error("unique: invalid option");
    /* "legacy" keeps the last element of each group whatever else is asked */
    o->first = !nlast && !o->legacy;
}

BI(unique)
{
    mt_array v0, u = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n = x->numel, k, m = 0;
    size_t *idx, *tmp, *firsti, *lasti;
    double *key, *rest = NULL;
    int row;
    mt_unique_opts o;
    if (x->cls == MT_STRUCT || x->cls == MT_FHANDLE)
        mt_error("unique: X must be an array or cell array of strings");
    unique_options(&o, nargs, args);
    if (o.rows && mt__char_high(x))
        mt_error("mat2c: unique of characters above 127 is not supported (Octave orders them as signed)");
    if (o.rows && x->cls == MT_CELL) {
        fflush(stdout);
        mt_warn(NULL, "unique: \"rows\" is ignored for cell arrays");
        o.rows = 0;
    }
    if (x->cls == MT_CELL) {
        mt__cellstr_unique(nout, out, x, &o);
        return;
    }
    if (o.rows) {
        mt__unique_rows(nout, out, x, &o);
        return;
    }
    row = x->ndims == 2 && x->dims[0] == 1 && n > 0;
    idx = (size_t *)mt__bi_alloc(n * sizeof(size_t));
    tmp = (size_t *)mt__bi_alloc(n * sizeof(size_t));
    key = (double *)mt__bi_alloc(n * sizeof(double));
    /* int64/uint64 values: ordered and told apart exactly by (double, rest); complex ones
     * ordered as sort orders them, by (magnitude, argument) */
    if (x->cls == MT_INT64 || x->cls == MT_UINT64 || x->cplx)
        rest = (double *)mt__bi_alloc(n * sizeof(double));
    firsti = (size_t *)mt__bi_alloc(n * sizeof(size_t));
    lasti = (size_t *)mt__bi_alloc(n * sizeof(size_t));
    for (k = 0; k < n; k++) {
        key[k] = mt__get(x, k);
        /* Octave's chars are signed C++ chars: above 127 they sort below the others */
        if (x->cls == MT_CHAR && key[k] > 127)
            key[k] -= 256;
        if (x->cplx) {
            double im = mt__get_im(x, k);
            rest[k] = mt__sort_arg(key[k], im);
            key[k] = hypot(key[k], im);
        } else if (rest)
            rest[k] = mt__wide_rest(x, k);
        idx[k] = k;
    }
    merge_sort2(idx, tmp, n, key, rest, 0);
    /* J needs the group of each element: tmp[element] = group */
    for (k = 0; k < n; k++) {
        double v = key[idx[k]];
        /* NaNs are all distinct; complex values are equal when both parts are */
        int differs = k == 0 || (x->cplx ? mt__get(x, idx[k]) != mt__get(x, idx[k - 1]) ||
                                               mt__get_im(x, idx[k]) != mt__get_im(x, idx[k - 1])
                                         : v != key[idx[k - 1]] ||
                                               (rest && rest[idx[k]] != rest[idx[k - 1]]));
        if (differs) {
            firsti[m] = idx[k];
            m++;
        }
        lasti[m - 1] = idx[k];
        tmp[idx[k]] = m - 1;
    }
    mt__unique_stable(m, firsti, &o);
    /* Octave: a row input gives a row; i and j are columns; an empty input gives 0x0 for
     * 0x0 and 0x1 otherwise (i and j 0x0) */
    if (n == 0)
        mt__bi_set2(&u, x->cls, 0, x->ndims == 2 && x->dims[0] == 0 && x->dims[1] == 0 ? 0 : 1);
    else if (row)
        mt__bi_set2(&u, x->cls, 1, m);
    else
        mt__bi_set2(&u, x->cls, m, 1);
    if (x->cplx && n > 0)
        mt_resize(&u, x->cls, 1, u.ndims, u.dims);
    for (k = 0; k < m; k++)
        if (rest)
            mt__copy_elem(&u, k, x, firsti[k]);
        else
            mt__set(&u, k, key[firsti[k]] < 0 && x->cls == MT_CHAR ? key[firsti[k]] + 256 : key[firsti[k]]);
    if (u.cplx)
        mt__narrow_complex(&u);
    mt__bi_give(out[0], &u);
    mt__unique_indices(nout, out, m, n, firsti, lasti, tmp, &o, row);
    free(idx);
    free(tmp);
    free(key);
    free(rest);
    free(firsti);
    free(lasti);
}

/* The real (im 0) or imaginary (im 1) parts of a, in its class. */
static void part_of(mt_array *r, const mt_array *a, int im)
{
    size_t k;
    mt_resize(r, a->cls, 0, a->ndims, a->dims);
    for (k = 0; k < a->numel; k++)
        mt__set(r, k, im ? mt__get_im(a, k) : mt__get(a, k));
}

/* ismember.m with a complex operand: the real parts and the imaginary parts looked up on
 * their own (options passed on); a member when both are, at the smaller of the two
 * positions. */
static void ismember_complex(int nout, mt_array *const *out, int nargs, const mt_arg *args)
{
    mt_array parts[4], res[4], *outs[2], *tf = &res[0], *loc = &res[1];
    mt_arg sub[8];
    int k, p;
    size_t i;
    for (k = 0; k < 4; k++) {
        mt_array v, init = MT_ARRAY_INIT;
        parts[k] = res[k] = init;
        part_of(&parts[k], mt__bi_arg(&args[k % 2], &v), k / 2);
    }
    for (p = 0; p < 2; p++) {
        for (k = 0; k < nargs && k < 8; k++)
            sub[k] = args[k];
        sub[0].a = &parts[2 * p];
        sub[1].a = &parts[2 * p + 1];
        outs[0] = &res[2 * p];
        outs[1] = &res[2 * p + 1];
        mt_bi_ismember(2, outs, nargs < 8 ? nargs : 8, sub);
    }
    for (i = 0; i < tf->numel; i++) {
        int in = ((uint8_t *)tf->data)[i] && ((uint8_t *)res[2].data)[i];
        double l1 = mt__get(loc, i), l2 = mt__get(&res[3], i);
        ((uint8_t *)tf->data)[i] = (uint8_t)in;
        mt__set(loc, i, in ? (l1 < l2 ? l1 : l2) : 0);
    }
    mt__bi_give(out[0], tf);
    if (nout > 1)
        mt__bi_give(out[1], loc);
    for (k = 0; k < 4; k++) {
        mt_free(&parts[k]);
        mt_free(&res[k]);
    }
}

BI(ismember)
{
    mt_array v0, v1, tf = MT_ARRAY_INIT, loc = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *s = mt__bi_arg(&args[1], &v1);
    size_t i, j;
    int k, rows = 0;
    if (a->cplx || s->cplx) {
        ismember_complex(nout, out, nargs, args);
        return;
    }
    for (k = 2; k < nargs; k++) {
        mt_array vo;
        const mt_array *opt = mt__bi_arg(&args[k], &vo);
        char *t = opt->cls == MT_CHAR ? mt__bi_cstr(opt) : NULL;
        char msg[160];
        if (t && (!strcmp(t, "stable") || !strcmp(t, "sorted"))) {
            free(t);
            mt_error("ismember: \"stable\" or \"sorted\" are not valid options");
        }
        if (t && !strcmp(t, "rows")) {
            rows = 1;
        } else if (!t || strcmp(t, "legacy")) {
            snprintf(msg, sizeof msg, "ismember: invalid option: %s", t ? t : "");
            free(t);
            mt_error("%s", msg);
        }
        free(t);
    }
    if (rows) {
        if (a->cls == MT_CELL || s->cls == MT_CELL)
            mt_error("ismember: cells not supported with \"rows\" flag");
        mt__ismember_rows(nout, out, a, s);
        return;
    }
    if (a->cls == MT_CELL || s->cls == MT_CELL) {
        mt__cellstr_ismember(nout, out, a, s);
        return;
    }
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

/* isequal.m and isequaln.m compare with ==, which Octave lacks between integers and complex
 * values: its error. */
static void eq_defined(const mt_array *a, const mt_array *b)
{
    if ((mt__is_int_class(a->cls) && b->cplx) || (a->cplx && mt__is_int_class(b->cls)))
        mt__binop_type_error("==", a, b);
}

static int same_value(const mt_array *a, const mt_array *b)
{
    size_t i;
    int d;
    if (a->cls == MT_FHANDLE || b->cls == MT_FHANDLE)
        return mt__fh_equal(a, b);
    if (mt__is_container(a) || mt__is_container(b))
        return mt__container_equal(a, b, same_value);
    if (a->ndims != b->ndims)
        return 0;
    for (d = 0; d < a->ndims; d++)
        if (a->dims[d] != b->dims[d])
            return 0;
    eq_defined(a, b);
    for (i = 0; i < a->numel; i++)
        if (mt__get(a, i) != mt__get(b, i) || mt__get_im(a, i) != mt__get_im(b, i) ||
            mt__wide_rest(a, i) != mt__wide_rest(b, i))
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
    mt__bi_give_bool(out[0], eq);
}

/* isequaln's comparison: as same_value, but elements that differ count as equal when both
 * are NaN (a complex element with a NaN part) in floating-point (double, single) values. */
static int same_value_nan(const mt_array *a, const mt_array *b)
{
    size_t i;
    int d, fl;
    if (a->cls == MT_FHANDLE || b->cls == MT_FHANDLE)
        return mt__fh_equal(a, b);
    if (mt__is_container(a) || mt__is_container(b))
        return mt__container_equal(a, b, same_value_nan);
    if (a->ndims != b->ndims)
        return 0;
    for (d = 0; d < a->ndims; d++)
        if (a->dims[d] != b->dims[d])
            return 0;
    eq_defined(a, b);
    fl = a->cls <= MT_SINGLE && b->cls <= MT_SINGLE;
    for (i = 0; i < a->numel; i++) {
        double ar = mt__get(a, i), ai = mt__get_im(a, i);
        double br = mt__get(b, i), bi = mt__get_im(b, i);
        if (ar == br && ai == bi && mt__wide_rest(a, i) == mt__wide_rest(b, i))
            continue;
        if (fl && (isnan(ar) || isnan(ai)) && (isnan(br) || isnan(bi)))
            continue;
        return 0;
    }
    return 1;
}

BI(isequaln)
{
    mt_array v0, v1;
    int k, eq = 1;
    (void)nout;
    for (k = 1; k < nargs && eq; k++)
        eq = same_value_nan(mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[k], &v1));
    mt__bi_give_bool(out[0], eq);
}

#define PRED(name, expr)                                                                    \
    BI(name)                                                                                \
    {                                                                                       \
        mt_array v0;                                                                        \
        const mt_array *x = mt__bi_arg(&args[0], &v0);                                      \
        UNUSED_BI;                                                                          \
        mt__bi_give_bool(out[0], (expr));                                                          \
    }

PRED(issquare, x->ndims == 2 && x->dims[0] == x->dims[1])
PRED(isinteger, mt__is_int_class(x->cls))

BI(isa)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    char *want;
    int r;
    (void)nout;
    (void)nargs;
    if (!mt__bi_is_string(&args[1]))
        mt_error("isa: CLASSNAME must be a string or cell array of strings");
    want = mt__bi_cstr(args[1].a);
    if (!strcmp(want, "numeric"))
        r = x->cls != MT_CHAR && x->cls != MT_LOGICAL;
    else if (!strcmp(want, "float"))
        r = x->cls == MT_DOUBLE || x->cls == MT_SINGLE;
    else if (!strcmp(want, "integer"))
        r = mt__is_int_class(x->cls);
    else
        r = !strcmp(want, mt_class_name(x->cls));
    free(want);
    mt__bi_give_bool(out[0], r);
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
    mt_convert(r, mt__bi_arith_class(x), x);
    for (it = 0; it < order; it++) {
        size_t before, len, after, o, b, k, dims[MT_MAXDIMS];
        int i, nd = r->ndims > d + 1 ? r->ndims : d + 1;
        mt__bi_split_dims(r, d, &before, &len, &after);
        for (i = 0; i < nd; i++)
            dims[i] = i < r->ndims ? r->dims[i] : 1;
        if (len == 0)
            break;
        dims[d] = len - 1;
        mt_resize(&nxt, r->cls, 0, nd, dims);
        for (o = 0; o < after; o++)
            for (b = 0; b < before; b++)
                for (k = 0; k + 1 < len; k++) {
                    size_t p = o * before * len + b + k * before,
                           q = o * before * (len - 1) + b + k * before;
                    /* int64/uint64 exactly, saturating (Octave's octave_int minus) */
                    if (!mt__int64_binary(&nxt, q, MT_SUB, r, p + before, r, p))
                        mt__set(&nxt, q, mt__get(r, p + before) - mt__get(r, p));
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
    if (x->cls == MT_CHAR || mt__is_container(x))
        mt_error("diff: X must be numeric or logical");
    mt__bi_no_complex("diff", x);
    if (nargs >= 2 && !(args[1].a && args[1].a->numel == 0)) {
        if (args[1].a && (args[1].a->numel != 1 || args[1].a->cls == MT_CHAR ||
                          mt__is_container(args[1].a)))
            mt_error("diff: order K must be a scalar or []");
        order = mt__bi_scalar(args, 1);
        if (order != floor(order) && !isinf(order))
            mt_error("conversion of %g to int64_t value failed", order);
        if (!(order >= 0) || order != floor(order))
            mt_error("diff: order K must be non-negative");
        if (order > 9.2e18) /* Inf: idx_type_value saturates */
            order = 9.2e18;
    }
    if (nargs >= 3)
        do_diff(&r, x, (long)order, mt__bi_dim("diff", &args[2]));
    else {
        /* Octave (for Matlab): an order beyond the first non-singleton extent goes on along
         * the following dimensions, each step differencing the original array */
        int d = mt__bi_default_dim(x), nd = x->ndims;
        long ord = (long)order;
        size_t len = x->dims[d];
        if (len == 0 || (size_t)ord < len)
            do_diff(&r, x, ord, d);
        else if (len == 1) {
            size_t z[2] = {0, 0};
            mt_resize(&r, mt__bi_arith_class(x), 0, 2, z);
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
static double mode_of(double *v, size_t n, double opt);

static void reduce_slices(const char *fn, mt_array *res, const mt_array *x, int d, slice_fn f,
                          double opt, int keep_class)
{
    /* median and mode keep the class (Octave); var and std compute in double or single */
    mt_class cls = keep_class ? x->cls : x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    size_t before, len, after, o, b, k, dims[MT_MAXDIMS];
    int i, nd;
    double *buf;
    mt__bi_no_complex(fn, x);
    if (d < 0) {
        if (x->ndims == 2 && x->dims[0] == 0 && x->dims[1] == 0) {
            mt__bi_set2(res, cls, 1, 1);
            mt__set(res, 0, f(NULL, 0, opt));
            return;
        }
        d = mt__bi_default_dim(x);
    }
    nd = x->ndims > d + 1 ? x->ndims : d + 1;
    for (i = 0; i < nd; i++)
        dims[i] = i < x->ndims ? x->dims[i] : 1;
    mt__bi_split_dims(x, d, &before, &len, &after);
    dims[d] = 1;
    mt_resize(res, cls, 0, nd, dims);
    if (keep_class && (cls == MT_INT64 || cls == MT_UINT64)) {
        /* values beyond 2^53: a double slice would round them */
        for (o = 0; o < after; o++)
            for (b = 0; b < before; b++)
                mt__wide_median_mode(res, o * before + b, x, o * before * len + b, before, len,
                                     f == mode_of);
        return;
    }
    buf = (double *)mt__bi_alloc(len * sizeof(double));
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

/* opt: the class of the values (mt_class). An even count's median is median.m's
 * sum (the middle two, "native") / 2 in that class: saturated and rounded for an integer,
 * single arithmetic for single, a logical true when either is. */
static double median_of(double *v, size_t n, double opt)
{
    size_t k;
    mt_class cls = (mt_class)(int)opt;
    double a, b;
    if (n == 0)
        return MT_NAN;
    for (k = 0; k < n; k++)
        if (v[k] != v[k])
            return MT_NAN;
    qsort(v, n, sizeof(double), cmp_double);
    if (n % 2)
        return v[n / 2];
    a = v[n / 2 - 1];
    b = v[n / 2];
    if (cls == MT_LOGICAL)
        return a != 0 || b != 0;
    if (cls == MT_SINGLE)
        return (double)((float)((float)a + (float)b) / 2.0f);
    if (cls != MT_DOUBLE)
        return mt__int_value(cls, mt__int_value(cls, a + b) / 2);
    return (a + b) / 2;
}

static double var_of(double *v, size_t n, double opt)
{
    double m = 0, s = 0;
    size_t k;
    if (n == 0)
        return MT_NAN;
    if (n == 1)
        return v[0] == v[0] && !isinf(v[0]) ? 0 : MT_NAN;
    for (k = 0; k < n; k++)
        m += v[k];
    m /= (double)n;
    for (k = 0; k < n; k++)
        s += (v[k] - m) * (v[k] - m);
    return s / ((double)n - 1 + opt);
}

/* An element of mode's sort: Octave's sort is stable, NaN last. */
typedef struct {
    double v;
    size_t at;
} mode_item;

static int cmp_mode_item(const void *a, const void *b)
{
    const mode_item *x = (const mode_item *)a, *y = (const mode_item *)b;
    int xn = x->v != x->v, yn = y->v != y->v;
    if (xn != yn)
        return xn - yn;
    if (!xn && x->v != y->v)
        return x->v < y->v ? -1 : 1;
    return x->at < y->at ? -1 : x->at > y->at;
}

/* mode.m: runs of the sorted values split where diff (xs) != 0 (so each NaN, and an Inf
 * after the same Inf, starts a run), the first of the longest runs. */
static double mode_of(double *v, size_t n, double opt)
{
    size_t k, run = 0, best = 0;
    double bv = MT_NAN;
    mode_item *it;
    (void)opt;
    if (n == 0)
        return MT_NAN;
    it = (mode_item *)mt__bi_alloc(n * sizeof(mode_item));
    for (k = 0; k < n; k++) {
        it[k].v = v[k];
        it[k].at = k;
    }
    qsort(it, n, sizeof(mode_item), cmp_mode_item);
    for (k = 0; k < n; k++) {
        run = k > 0 && !(it[k].v - it[k - 1].v != 0) ? run + 1 : 1;
        if (run > best) {
            best = run;
            bv = it[k + 1 - run].v;
        }
    }
    free(it);
    return bv;
}

BI(median)
{
    mt_array v0, r = MT_ARRAY_INIT;
    (void)nout;
    if (mt__bi_arg(&args[0], &v0)->cls > MT_LOGICAL)
        mt_error("median: X must be a numeric vector or matrix");
    if (mt__bi_arg(&args[0], &v0)->numel == 0)
        mt_error("median: X cannot be an empty matrix");
    reduce_slices("median", &r, mt__bi_arg(&args[0], &v0),
                  nargs >= 2 ? mt__bi_dim("median", &args[1]) : -1, median_of,
                  (double)mt__bi_arg(&args[0], &v0)->cls, 1);
    mt__bi_give(out[0], &r);
}

BI(mode)
{
    mt_array v0, r = MT_ARRAY_INIT;
    (void)nout;
    if (mt__bi_arg(&args[0], &v0)->cls > MT_LOGICAL)
        mt_error("mode: X must be a numeric vector or matrix");
    reduce_slices("mode", &r, mt__bi_arg(&args[0], &v0),
                  nargs >= 2 ? mt__bi_dim("mode", &args[1]) : -1, mode_of, 0, 1);
    mt__bi_give(out[0], &r);
}

/* var and std as Octave 7's var.m (std is its square root): W is 0 or 1 (normalisation) or
 * a vector of weights along the dimension; DIM a dimension, a vector of dimensions
 * (collapsed together, the first listed varying fastest) or "all". Errors say "var:" for
 * both, as std.m calls var. */
static void var_std(const char *fn, mt_array *o, int nargs, const mt_arg *args, int is_std)
{
    mt_array v0, vw, vd, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *w = NULL;
    int cd[MT_MAXDIMS], nc = 1, nd, i, k, dflt = 1, all = 0;
    size_t od[MT_MAXDIMS], xd[MT_MAXDIMS], n = 1, q, p, total = 1;
    double *buf, wsc = 0;
    (void)fn;
    if (x->cls > MT_LOGICAL)
        mt_error("var: X must be a numeric vector or matrix");
    mt__bi_no_complex("var", x);
    cd[0] = mt__bi_default_dim(x);
    if (nargs >= 3 && !(args[2].a && args[2].a->numel == 0)) {
        const mt_array *d = mt__bi_arg(&args[2], &vd);
        dflt = 0;
        if (d->cls == MT_CHAR) {
            char *s = mt__bi_cstr(d);
            for (k = 0; s[k]; k++)
                s[k] = (char)tolower((unsigned char)s[k]);
            all = !strcmp(s, "all");
            free(s);
            if (!all)
                mt_error("var: DIM must be a positive integer scalar, vector, or 'all'");
            nc = x->ndims;
            for (k = 0; k < nc; k++)
                cd[k] = k;
        } else {
            int vec = d->ndims == 2 && (d->dims[0] == 1 || d->dims[1] == 1);
            if (!vec || d->numel > MT_MAXDIMS)
                mt_error("var: DIM must be a positive integer scalar, vector, or 'all'");
            nc = (int)d->numel;
            for (k = 0; k < nc; k++) {
                double v = mt__get(d, (size_t)k);
                if (!(v > 0) || v != floor(v) || v > MT_MAXDIMS)
                    mt_error("var: DIM must be a positive integer scalar, vector, or 'all'");
                cd[k] = (int)v - 1;
                for (i = 0; i < k; i++)
                    if (cd[i] == cd[k])
                        /* Octave 7's check compares with unique (DIM) elementwise, so a
                         * repeated dimension reaches permute */
                        mt_error("permute: permutation vector cannot contain identical "
                                 "elements");
            }
        }
    }
    if (nargs >= 2 && !(args[1].a && args[1].a->numel == 0)) {
        w = mt__bi_arg(&args[1], &vw);
        if (w->numel == 1) {
            wsc = mt__get(w, 0);
            w = NULL;
        } else if (nc > 1)
            mt_error(all ? "var: W must be either 0 or 1 when using 'ALL' as "
                                             "dimension"
                                           : "var: W must be either 0 or 1 when DIM is a vector");
    }
    nd = x->ndims;
    for (k = 0; k < nc; k++)
        if (cd[k] + 1 > nd)
            nd = cd[k] + 1;
    /* every entry set (not only the first nd): the reads below index by DIM */
    for (k = 0; k < MT_MAXDIMS; k++)
        xd[k] = od[k] = k < x->ndims ? x->dims[k] : 1;
    for (k = 0; k < nc; k++) {
        n *= xd[cd[k]];
        od[cd[k]] = 1;
    }
    {
        int bad = 0;
        if (w) {
            int wv = w->ndims == 2 && (w->dims[0] == 1 || w->dims[1] == 1);
            bad = !wv || w->cls > MT_UINT64;
            for (q = 0; q < w->numel && !bad; q++)
                bad = mt__get(w, q) < 0;
        } else
            bad = wsc != 0 && wsc != 1 && n != 1;
        if (bad)
            mt_error("var: W must be 0, 1, or a vector of positive integers");
    }
    if (x->numel == 0 && dflt && x->ndims == 2 && x->dims[0] == 0 && x->dims[1] == 0) {
        mt__bi_set2(&r, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 1, 1);
        mt__set(&r, 0, MT_NAN);
        mt__bi_give(o, &r);
        return;
    }
    if (w && x->numel > 0 && (n == 1 || w->numel != n))
        mt_error("var: the length of W must be equal to the size of X in the dimension along "
                 "which variance is calculated");
    mt_resize(&r, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, nd, od);
    for (k = 0; k < nd; k++)
        total *= od[k];
    buf = (double *)mt__bi_alloc((n ? n : 1) * sizeof(double));
    for (p = 0; p < total; p++) {
        size_t sub[MT_MAXDIMS], rem = p, off, stride;
        double v;
        for (k = 0; k < nd; k++) {
            sub[k] = rem % od[k];
            rem /= od[k];
        }
        for (q = 0; q < n; q++) {
            size_t qq = q;
            for (k = 0; k < nc; k++) {
                sub[cd[k]] = qq % xd[cd[k]];
                qq /= xd[cd[k]];
            }
            off = 0;
            stride = 1;
            for (k = 0; k < nd; k++) {
                off += sub[k] * stride;
                stride *= xd[k];
            }
            buf[q] = mt__get(x, off);
        }
        if (w) {
            double den = 0, mu = 0, s = 0;
            for (q = 0; q < n; q++) {
                den += mt__get(w, q);
                mu += mt__get(w, q) * buf[q];
            }
            mu /= den;
            for (q = 0; q < n; q++)
                s += mt__get(w, q) * ((buf[q] - mu) * (buf[q] - mu));
            v = s / den;
        } else
            v = var_of(buf, n, wsc);
        mt__set(&r, p, is_std ? sqrt(v) : v);
    }
    free(buf);
    mt__bi_give(o, &r);
}

BI(var)
{
    (void)nout;
    var_std("var", out[0], nargs, args, 0);
}

BI(std)
{
    (void)nout;
    var_std("std", out[0], nargs, args, 1);
}

/* ------------------------------------------------------------------------- */
/* sortrows, cummax, cummin                                                 */
/* ------------------------------------------------------------------------- */

/* Row order of sortrows: lexicographic over the key columns (negative = descending), NaN as
 * in sort, ties kept in their original order. */
typedef struct rows_key {
    const mt_array *a;
    const long *cols; /* 1-based, signed */
    size_t ncols;
} rows_key;

/* a(x) before a(y) in sort's order (desc: descending): NaN last ascending, first descending
 * (a complex value with a NaN part is NaN); complex values by magnitude, then argument;
 * int64/uint64 exactly. */
int mt__elem_before(const mt_array *a, size_t x, size_t y, int desc)
{
    double u = mt__get(a, x), v = mt__get(a, y);
    if (a->cplx) {
        double ui = mt__get_im(a, x), vi = mt__get_im(a, y), mu, mv;
        int un = u != u || ui != ui, vn = v != v || vi != vi;
        if (un || vn)
            return un ? desc && !vn : !desc;
        mu = hypot(u, ui);
        mv = hypot(v, vi);
        if (mu != mv)
            return desc ? mu > mv : mu < mv;
        u = mt__sort_arg(u, ui);
        v = mt__sort_arg(v, vi);
        return desc ? u > v : u < v;
    }
    if (u == v && (a->cls == MT_INT64 || a->cls == MT_UINT64)) {
        u = mt__wide_rest(a, x);
        v = mt__wide_rest(a, y);
    }
    return key_before(u, v, desc);
}

static int row_before(const rows_key *rk, size_t x, size_t y)
{
    size_t c, m = rk->a->dims[0];
    for (c = 0; c < rk->ncols; c++) {
        long col = rk->cols[c];
        size_t j = (size_t)(col < 0 ? -col : col) - 1;
        if (mt__elem_before(rk->a, x + j * m, y + j * m, col < 0))
            return 1;
        if (mt__elem_before(rk->a, y + j * m, x + j * m, col < 0))
            return 0;
    }
    return 0;
}

/* A stable merge sort of idx[0..n) by before(ctx, x, y). */
static void stable_sort(size_t *idx, size_t n, const void *ctx,
                        int (*before)(const void *, size_t, size_t))
{
    size_t *tmp = (size_t *)mt__bi_alloc((n + 1) * sizeof(size_t)), w, lo;
    for (w = 1; w < n; w *= 2) {
        for (lo = 0; lo < n; lo += 2 * w) {
            size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            size_t p = lo, q = mid, k = lo;
            while (p < mid && q < hi)
                tmp[k++] = before(ctx, idx[q], idx[p]) ? idx[q++] : idx[p++];
            while (p < mid)
                tmp[k++] = idx[p++];
            while (q < hi)
                tmp[k++] = idx[q++];
        }
        memcpy(idx, tmp, n * sizeof(size_t));
    }
    free(tmp);
}

static int rows_before(const void *rk, size_t x, size_t y)
{
    return row_before((const rows_key *)rk, x, y);
}

typedef struct {
    const mt_array *col;
    int desc;
} col_key;

static int col_before(const void *ck, size_t x, size_t y)
{
    const col_key *k = (const col_key *)ck;
    return mt__elem_before(k->col, x, y, k->desc);
}

/* sortrows.m's sort_rows_idx_generic for a cell array: from the last key column to the
 * first, i = i(idx) where [~, idx] = sort (A(i, col), mode): a column of strings as sort
 * orders cellstrs, a column of numeric scalars as cell2mat's values. */
static void sortrows_cell(size_t *idx, const mt_array *a, const long *cols, size_t ncols)
{
    size_t m = a->dims[0], r, k;
    size_t *perm = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    size_t *next = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    for (k = ncols; k-- > 0;) {
        long col = cols[k];
        size_t j = (size_t)(col < 0 ? -col : col) - 1, dims[2];
        int strs = 1, cplx = 0;
        mt_array M = MT_ARRAY_INIT;
        dims[0] = m;
        dims[1] = 1;
        for (r = 0; r < m; r++) {
            const mt_array *e = mt__cell_at(a, idx[r] + j * m);
            strs &= e->cls == MT_CHAR;
            cplx |= e->cplx;
        }
        if (strs) {
            mt_array sorted = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
            mt_cell_new(&M, 2, dims);
            for (r = 0; r < m; r++)
                mt__cell_put(&M, r, mt__cell_at(a, idx[r] + j * m));
            mt__cellstr_sort(&M, 0, col < 0, &sorted, &ix);
            for (r = 0; r < m; r++)
                perm[r] = (size_t)((double *)ix.data)[r] - 1;
            mt_free(&sorted);
            mt_free(&ix);
        } else {
            col_key ck;
            mt_resize(&M, MT_DOUBLE, cplx, 2, dims);
            for (r = 0; r < m; r++) {
                const mt_array *e = mt__cell_at(a, idx[r] + j * m);
                if (e->numel != 1 || mt__is_container(e) || e->cls == MT_CHAR)
                    mt_error("mat2c: sortrows of a cell column holding other than strings or "
                             "numeric scalars is not supported");
                mt__set_c(&M, r, mt__get(e, 0), mt__get_im(e, 0));
            }
            for (r = 0; r < m; r++)
                perm[r] = r;
            ck.col = &M;
            ck.desc = col < 0;
            stable_sort(perm, m, &ck, col_before);
        }
        mt_free(&M);
        for (r = 0; r < m; r++)
            next[r] = idx[perm[r]];
        memcpy(idx, next, m * sizeof(size_t));
    }
    free(perm);
    free(next);
}

BI(sortrows)
{
    mt_array v0, v1, s = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    size_t m, n, i, j, *idx, es;
    long *cols;
    rows_key rk;
    if (a->ndims != 2)
        mt_error(a->cls == MT_CELL ? "mat2c: sortrows of an N-d cell array is not supported"
                                   : "__sort_rows_idx__: needs a 2-D object");
    m = a->dims[0];
    n = a->dims[1];
    if (nargs >= 2) {
        const mt_array *c = mt__bi_arg(&args[1], &v1);
        if (c->cls == MT_CHAR || !(c->ndims == 2 && (c->dims[0] == 1 || c->dims[1] == 1)))
            mt_error("sortrows: C must be a numeric vector");
        rk.ncols = c->numel;
        cols = (long *)mt__bi_alloc((c->numel ? c->numel : 1) * sizeof(long));
        for (i = 0; i < c->numel; i++) {
            double v = mt__get(c, i);
            if (v == 0 || fabs(v) > (double)n)
                mt_error("sortrows: all elements of C must be in the range [1, columns (A)]");
            cols[i] = (long)v;
        }
    } else {
        rk.ncols = n;
        cols = (long *)mt__bi_alloc((n ? n : 1) * sizeof(long));
        for (i = 0; i < n; i++)
            cols[i] = (long)i + 1;
    }
    rk.a = a;
    rk.cols = cols;
    idx = (size_t *)mt__bi_alloc((m + 1) * sizeof(size_t));
    for (i = 0; i < m; i++)
        idx[i] = i;
    if (a->cls == MT_CELL) {
        sortrows_cell(idx, a, cols, rk.ncols);
        mt_cell_new(&s, 2, a->dims);
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++)
                mt__cell_put(&s, i + j * m, mt__cell_at(a, idx[i] + j * m));
    } else {
        stable_sort(idx, m, &rk, rows_before);
        es = mt_elsize(a->cls, a->cplx);
        mt_resize(&s, a->cls, a->cplx, a->ndims, a->dims);
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++)
                memcpy((char *)s.data + (i + j * m) * es,
                       (const char *)a->data + (idx[i] + j * m) * es, es);
    }
    mt__bi_give(out[0], &s);
    if (nout > 1) {
        mt__bi_set2(&ix, MT_DOUBLE, m, 1);
        for (i = 0; i < m; i++)
            ((double *)ix.data)[i] = (double)(idx[i] + 1);
        mt__bi_give(out[1], &ix);
    }
    free(idx);
    free(cols);
}

/* Running maximum (or minimum) along a dimension, NaN ignored once a number was seen. */
static void cum_extreme(const char *fn, int nout, mt_array *const *out, int nargs,
                        const mt_arg *args, int ismax)
{
    mt_array v0, r = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t before, len, after, o, b, k;
    int d, wide = x->cls == MT_INT64 || x->cls == MT_UINT64;
    if (x->cls == MT_CHAR || x->cls == MT_CELL)
        mt_error("%s: wrong type argument '%s'", fn, mt__type_name(x));
    mt__bi_no_complex(fn, x);
    d = nargs >= 2 ? mt__bi_dim(fn, &args[1]) : mt__bi_default_dim(x);
    mt__bi_split_dims(x, d, &before, &len, &after);
    mt_resize(&r, x->cls == MT_CHAR ? MT_DOUBLE : x->cls, 0, x->ndims, x->dims);
    mt_resize(&ix, MT_DOUBLE, 0, x->ndims, x->dims);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            double best = MT_NAN;
            size_t bi = 0;
            for (k = 0; k < len; k++) {
                size_t p = o * before * len + b + k * before;
                double v = mt__get(x, p);
                if (wide) {
                    /* int64/uint64: compared and kept exactly */
                    size_t q = o * before * len + b + bi * before;
                    if (k > 0 && (ismax ? mt__wide_cmp(x, p, q) <= 0 : mt__wide_cmp(x, p, q) >= 0))
                        mt__copy_elem(&r, p, x, q);
                    else {
                        mt__copy_elem(&r, p, x, p);
                        bi = k;
                    }
                } else if (v == v && (best != best || (ismax ? v > best : v < best))) {
                    best = v;
                    bi = k;
                } else if (best != best && v != v)
                    bi = k;
                if (!wide)
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

/* ------------------------------------------------------------------------- */
/* histc, accumarray                                                          */
/* ------------------------------------------------------------------------- */

/* Octave's histc.m: bin k counts edges(k) <= x < edges(k+1), the last bin x == edges(end),
 * along the first dimension longer than 1; idx is each element's bin (0 for none). */
BI(histc)
{
    mt_array v0, v1, n = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *ed = mt__bi_arg(&args[1], &v1);
    size_t ne = ed->numel, before, len, after, o, b, k, i, dims[MT_MAXDIMS];
    double *e;
    int d = 0, nd = x->ndims;
    if (x->cplx)
        mt_error("histc: X argument must be real-valued, not complex");
    if (ed->cplx)
        mt_error("histc: EDGES must be real-valued, not complex");
    if (ne == 0) {
        mt_warn(NULL, "histc: empty EDGES specified");
        mt__bi_set2(&n, MT_DOUBLE, 0, 0);
        mt__bi_give(out[0], &n);
        if (nout > 1) {
            mt__bi_set2(&ix, MT_DOUBLE, 0, 0);
            mt__bi_give(out[1], &ix);
        }
        return;
    }
    e = (double *)mt__bi_alloc(ne * sizeof(double));
    for (i = 0; i < ne; i++)
        e[i] = mt__get(ed, i);
    for (i = 1; i < ne; i++)
        if (!(e[i - 1] <= e[i]) || e[0] > e[ne - 1]) {
            mt_warn(NULL, "histc: edge values not sorted on input");
            qsort(e, ne, sizeof(double), cmp_double);
            break;
        }
    if (nargs >= 3) {
        double dv = mt__bi_scalar(args, 2);
        if (dv != floor(dv) || dv < 1 || dv > nd)
            mt_error("histc: DIM must be an integer and a valid dimension");
        d = (int)dv - 1;
    } else
        for (i = 0; i < (size_t)nd; i++)
            if (x->dims[i] > 1) {
                d = (int)i;
                break;
            }
    mt__bi_split_dims(x, d, &before, &len, &after);
    for (i = 0; i < (size_t)nd; i++)
        dims[i] = x->dims[i];
    dims[d] = ne;
    mt_zeros(&n, MT_DOUBLE, nd, dims);
    mt_zeros(&ix, MT_DOUBLE, x->ndims, x->dims);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++)
            for (k = 0; k < len; k++) {
                size_t p = o * before * len + b + k * before, bin = 0;
                double xv = mt__get(x, p);
                if (xv <= e[ne - 1])
                    for (i = ne; i-- > 0;)
                        if (e[i] <= xv) {
                            bin = i + 1;
                            break;
                        }
                if (bin) {
                    ((double *)n.data)[o * before * ne + b + (bin - 1) * before] += 1;
                    ((double *)ix.data)[p] = (double)bin;
                }
            }
    free(e);
    mt__bi_give(out[0], &n);
    if (nout > 1)
        mt__bi_give(out[1], &ix);
    else
        mt_free(&ix);
}

/* accumarray (subs, vals) and accumarray (subs, vals, sz): sums vals into the cells the rows
 * of subs name. */
BI(accumarray)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0), *vals = mt__bi_arg(&args[1], &v1);
    size_t nr = s->dims[0], nc = s->dims[1], i, c, dims[MT_MAXDIMS];
    size_t lenvals;
    int nd;
    (void)nout;
    if (s->ndims != 2 || nc > MT_MAXDIMS)
        mt_error("mat2c: accumarray with N-d subscripts is not supported");
    if (vals->cls == MT_CHAR)
        mt_error("accumarray: wrong type argument '%s'", mt__stored_char_type(vals));
    mt__bi_no_complex("accumarray", vals);
    {
        /* Octave's length(): the largest dimension */
        int q;
        lenvals = 0;
        for (q = 0; q < vals->ndims; q++)
            if (vals->dims[q] > lenvals)
                lenvals = vals->dims[q];
        if (vals->numel == 0)
            lenvals = 0;
    }
    if (lenvals > 1 && lenvals != nr)
        mt_error("accumarray: dimension mismatch");
    for (i = 0; i < nr * nc; i++) {
        double v = mt__get(s, i);
        if (!(v >= 1) || v != floor(v))
            mt_error("accumarray: indices must be positive integers");
    }
    nd = nc < 2 ? 2 : (int)nc;
    for (c = 0; c < (size_t)nd; c++)
        dims[c] = c < nc ? 0 : 1;
    for (c = 0; c < nc; c++)
        for (i = 0; i < nr; i++) {
            size_t v = (size_t)mt__get(s, i + c * nr);
            if (v > dims[c])
                dims[c] = v;
        }
    if (nargs >= 3 && mt__bi_arg(&args[2], &v2)->numel > 0) {
        const mt_array *sz = mt__bi_arg(&args[2], &v2);
        if ((int)sz->numel < nd || (nc == 1 && sz->numel != 2))
            mt_error("accumarray: dimensions mismatch");
        for (c = 0; c < sz->numel && c < MT_MAXDIMS; c++) {
            size_t want = (size_t)mt__get(sz, c);
            if (c < (size_t)nd && want < dims[c])
                mt_error("accumarray: index out of range");
            dims[c] = want;
        }
        nd = (int)sz->numel;
    }
    if (nargs >= 4)
        mt_error("mat2c: accumarray with a function is not supported");
    mt_zeros(&r, vals->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, nd, dims);
    for (i = 0; i < nr; i++) {
        size_t off = 0, stride = 1;
        double add = mt__get(vals, vals->numel == 1 ? 0 : i);
        for (c = 0; c < nc; c++) {
            off += ((size_t)mt__get(s, i + c * nr) - 1) * stride;
            stride *= dims[c];
        }
        mt__set(&r, off, mt__get(&r, off) + add);
    }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* sub2ind, ind2sub                                                           */
/* ------------------------------------------------------------------------- */

/* The dims vector argument of sub2ind/ind2sub. */
static int dims_vector(const char *fn, const mt_arg *g, size_t *dims)
{
    mt_array v;
    const mt_array *d = mt__bi_arg(g, &v);
    size_t i;
    if (d->numel < 1 || d->numel > MT_MAXDIMS)
        mt_error("%s: DIMS must contain integers", fn);
    for (i = 0; i < d->numel; i++) {
        double x = mt__get(d, i);
        if (!(x >= 0) || x != floor(x))
            mt_error("%s: DIMS must contain integers", fn);
        dims[i] = (size_t)x;
    }
    if (d->numel == 1) {
        dims[1] = 1;
        return 2;
    }
    return (int)d->numel;
}

BI(sub2ind)
{
    mt_array views[MT_MAXDIMS + 1], r = MT_ARRAY_INIT;
    const mt_array *s[MT_MAXDIMS];
    size_t dims[MT_MAXDIMS], bound[MT_MAXDIMS], i;
    int nd, ns = nargs - 1, k, q;
    (void)nout;
    nd = dims_vector("sub2ind", &args[0], dims);
    if (ns > MT_MAXDIMS)
        mt_error("mat2c: sub2ind with more than %d subscripts is not supported", MT_MAXDIMS);
    /* the last subscript spans the remaining dimensions */
    for (k = 0; k < ns; k++) {
        bound[k] = k < nd ? dims[k] : 1;
        if (k == ns - 1)
            for (q = k + 1; q < nd; q++)
                bound[k] *= dims[q];
    }
    for (k = 0; k < ns; k++) {
        s[k] = mt__bi_arg(&args[k + 1], &views[k]);
        if (k > 0 && s[k]->numel != s[0]->numel)
            mt_error("sub2ind: all subscripts must be of the same size");
    }
    mt_resize(&r, MT_DOUBLE, 0, s[0]->ndims, s[0]->dims);
    for (i = 0; i < s[0]->numel; i++) {
        double lin = 0, stride = 1;
        for (k = 0; k < ns; k++) {
            double x = mt__get(s[k], i);
            if (x != floor(x) || x < 1 || x > (double)bound[k]) {
                char pos[256], dstr[128], num[64];
                size_t used = 0;
                snprintf(num, sizeof num, "%.10g", x);
                pos[0] = 0;
                for (q = 0; q < ns && used + 70 < sizeof pos; q++)
                    used += (size_t)snprintf(pos + used, sizeof pos - used, "%s%s", q ? "," : "",
                                             q == k ? num : "_");
                if (x != floor(x) || x < 1)
                    mt_error("index (%s): subscripts must be either integers 1 to (2^63)-1 or "
                             "logicals",
                             pos);
                mt__dims_str(dstr, sizeof dstr, nd, dims);
                mt_error("index (%s): out of bound %lu (dimensions are %s)", pos,
                         (unsigned long)bound[k], dstr);
            }
            lin += (x - 1) * stride;
            stride *= (double)bound[k];
        }
        ((double *)r.data)[i] = lin + 1;
    }
    mt__bi_give(out[0], &r);
}

BI(ind2sub)
{
    mt_array v, res[MT_MAXDIMS];
    const mt_array *idx;
    size_t dims[MT_MAXDIMS], bound[MT_MAXDIMS], total = 1, i;
    int nd, no = nout < 1 ? 1 : nout, k, q;
    (void)nargs;
    nd = dims_vector("ind2sub", &args[0], dims);
    idx = mt__bi_arg(&args[1], &v);
    if (no > MT_MAXDIMS)
        mt_error("mat2c: ind2sub with more than %d outputs is not supported", MT_MAXDIMS);
    for (q = 0; q < nd; q++)
        total *= dims[q];
    for (k = 0; k < no; k++) {
        bound[k] = k < nd ? dims[k] : 1;
        if (k == no - 1)
            for (q = k + 1; q < nd; q++)
                bound[k] *= dims[q];
    }
    /* every index is checked before any result is allocated: the errors unwind past frees */
    for (i = 0; i < idx->numel; i++) {
        double x = mt__get(idx, i);
        if (x != floor(x) || x < 1)
            mt_error("ind2sub: invalid index index %.10g: subscripts must be either integers 1 "
                     "to (2^63)-1 or logicals",
                     x);
        if (x > (double)total)
            mt_error("ind2sub: index out of range");
    }
    for (k = 0; k < no; k++) {
        res[k] = (mt_array)MT_ARRAY_INIT;
        mt_resize(&res[k], MT_DOUBLE, 0, idx->ndims, idx->dims);
    }
    for (i = 0; i < idx->numel; i++) {
        double x = mt__get(idx, i), rest;
        rest = x - 1;
        for (k = 0; k < no; k++) {
            double sub = k == no - 1 ? rest : fmod(rest, (double)bound[k]);
            ((double *)res[k].data)[i] = sub + 1;
            rest = floor(rest / (double)bound[k]);
        }
    }
    for (k = 0; k < no; k++)
        mt__bi_give(out[k], &res[k]);
}

/* ------------------------------------------------------------------------- */
/* issorted                                                                   */
/* ------------------------------------------------------------------------- */

/* issorted (v [, mode]) of a vector: no pair out of order, NaN sorting as in sort. */
BI(issorted)
{
    mt_array v0;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    int desc = 0, ok = 1;
    (void)nout;
    if (nargs >= 2) {
        if (mt__bi_is_word(&args[1], "descend") || mt__bi_is_word(&args[1], "descending"))
            desc = 1;
        else if (mt__bi_is_word(&args[1], "ascend") || mt__bi_is_word(&args[1], "ascending") ||
                 mt__bi_is_word(&args[1], "either"))
            desc = mt__bi_is_word(&args[1], "either") ? -1 : 0;
        else
            mt_error("issorted: MODE must be \"ascend\", \"descend\", or \"either\"");
    }
    if (!(x->ndims == 2 && (x->dims[0] <= 1 || x->dims[1] <= 1)))
        mt_error("issorted: needs a vector");
    if (x->cplx) {
        /* sort's order: by magnitude, then by argument */
        size_t n = x->numel;
        double *key = (double *)mt__bi_alloc((n ? n : 1) * sizeof(double));
        double *key2 = (double *)mt__bi_alloc((n ? n : 1) * sizeof(double));
        int up = 1, down = 1;
        for (i = 0; i < n; i++) {
            double re = mt__get(x, i), im = mt__get_im(x, i);
            key[i] = hypot(re, im);
            key2[i] = mt__sort_arg(re, im);
        }
        for (i = 1; i < n; i++) {
            up &= !keys_before(key, key2, i, i - 1, 0);
            down &= !keys_before(key, key2, i, i - 1, 1);
        }
        free(key);
        free(key2);
        mt__bi_give_bool(out[0], desc == -1 ? up || down : desc ? down : up);
        return;
    }
    if (desc == -1) {
        int up = 1, down = 1;
        for (i = 1; i < x->numel; i++) {
            up &= !key_before(mt__get(x, i), mt__get(x, i - 1), 0);
            down &= !key_before(mt__get(x, i), mt__get(x, i - 1), 1);
        }
        ok = up || down;
    } else
        for (i = 1; i < x->numel && ok; i++)
            ok = !key_before(mt__get(x, i), mt__get(x, i - 1), desc);
    mt__bi_give_bool(out[0], ok);
}

/* full (x): x without its special layout (range, diagonal or permutation matrix); there
 * are no sparse values. */
BI(full)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    (void)nout;
    (void)nargs;
    mt_copy(&r, x);
    if (r.layout == MT_LAYOUT_RANGE || r.layout == MT_LAYOUT_DIAG || r.layout == MT_LAYOUT_PERM)
        r.layout = MT_LAYOUT_FULL;
    mt__bi_give(out[0], &r);
}

/* signbit (x): the sign bits of a real array (x < 0 for integers). The sign of a NaN is
 * not what Octave's would be (its arithmetic and mat2c's constant folding need not make
 * the same NaN), so a NaN stops with `error: mat2c: ...`. */
BI(signbit)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    (void)nout;
    (void)nargs;
    if (x->cls == MT_CHAR)
        mt_error("signbit: argument must be numeric");
    if (x->cplx || x->cls > MT_LOGICAL)
        mt_error("signbit: not defined for %s", mt__type_name(x));
    mt_resize(&r, MT_LOGICAL, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double v = mt__get(x, i);
        if (v != v)
            mt_error("mat2c: signbit of NaN is not supported");
        ((uint8_t *)r.data)[i] = (uint8_t)(signbit(v) != 0);
    }
    mt__bi_give(out[0], &r);
}

/* cast (val, "type"), cast (val, "like", var): Octave 7's cast.m (feval of the class name;
 * with "like", complex when var or val is). */
BI(cast)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *val = mt__bi_arg(&args[0], &v0), *type = mt__bi_arg(&args[1], &v1);
    const mt_array *var = NULL;
    char *name;
    int c, cls = -1, like;
    (void)nout;
    if (type->cls != MT_CHAR)
        mt_error("cast: TYPE must be a string");
    name = mt__bi_cstr(type);
    like = strcmp(name, "like") == 0;
    free(name);
    if (like != (nargs == 3))
        mt_error("Invalid call to cast");
    if (like)
        var = mt__bi_arg(&args[2], &v2);
    if (val->cls > MT_CHAR)
        mt_error("cast: type conversion from '%s' is not supported", mt_class_name(val->cls));
    if (like)
        cls = var->cls <= MT_CHAR ? (int)var->cls : -1;
    else {
        name = mt__bi_cstr(type);
        for (c = MT_DOUBLE; c <= MT_CHAR && cls < 0; c++)
            if (strcmp(name, mt_class_name((mt_class)c)) == 0)
                cls = c;
        if (cls < 0) {
            char msg[300];
            snprintf(msg, sizeof msg, "cast: type conversion to '%.200s' is not supported", name);
            free(name);
            mt_error("%s", msg);
        } else
            free(name);
    }
    if (cls < 0)
        mt_error("cast: type conversion to '%s' is not supported", mt_class_name(var->cls));
    if (val->cplx && cls != MT_DOUBLE && cls != MT_SINGLE)
        mt_error("mat2c: cast of a complex value to %s is not supported", mt_class_name((mt_class)cls));
    mt_convert(&r, (mt_class)cls, val);
    if (like && (var->cplx || val->cplx) && !r.cplx) {
        /* complex (retval): a complex double with zero imaginary parts */
        mt_array t = MT_ARRAY_INIT;
        size_t i;
        if (cls != MT_DOUBLE)
            mt_error("mat2c: cast \"like\" a complex value to %s is not supported",
                     mt_class_name((mt_class)cls));
        mt_resize(&t, MT_DOUBLE, 1, r.ndims, r.dims);
        for (i = 0; i < r.numel; i++) {
            ((double *)t.data)[2 * i] = mt__get(&r, i);
            ((double *)t.data)[2 * i + 1] = 0;
        }
        mt_free(&r);
        r = t;
    }
    mt__bi_give(out[0], &r);
}
