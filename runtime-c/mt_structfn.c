/* mt_structfn.c — struct and string-list builtins called through the generic entry
 * `mt_bi_<name>(nout, out, nargs, args)`: getfield, setfield, cell2struct, orderfields,
 * strtok, cellstr, regexpi and the size check of bsxfun. They are built on the public struct
 * API of mt_cell.c (struct(...) with cell values makes struct arrays), so they never touch
 * its internals.
 * Messages are Octave 7's; forms mat2c does not support stop with `error: mat2c: ...`. */
#include "mt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static int is_char_row(const mt_array *a)
{
    return a->cls == MT_CHAR && a->ndims == 2 && (a->dims[0] == 1 || a->numel == 0);
}

/* ---- struct fields ---- */

/* A field name argument of getfield/setfield (a cell holds subscripts, unsupported). */
static const mt_array *name_arg(const char *fn, const mt_arg *g, mt_array *view)
{
    const mt_array *f = mt__bi_arg(g, view);
    if (f->cls == MT_CELL)
        mt_error("mat2c: %s with subscripts is not supported", fn);
    return f;
}

/* getfield(s, f1, f2, ...): s.f1.f2... (the first element's of a struct array). */
BI(getfield)
{
    mt_array v0, vk, cur = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0);
    int k;
    (void)nout;
    mt_copy(&cur, s);
    for (k = 1; k < nargs; k++) {
        mt_array next = MT_ARRAY_INIT;
        const mt_array *f = name_arg("getfield", &args[k], &vk);
        if (cur.cls == MT_STRUCT && cur.numel == 0)
            mt_error("invalid number of elements on RHS of assignment");
        if (k > 1 && cur.cls == MT_STRUCT && cur.numel > 1)
            mt_error("mat2c: getfield through a struct array is not supported");
        mt_struct_field(&next, &cur, f);
        mt_free(&cur);
        cur = next;
    }
    mt__bi_give(out[0], &cur);
}

/* r = s with s.(names[0]).(names[1])... = v (missing levels become structs). */
static void set_path(mt_array *r, const mt_array *s, int n, const mt_arg *names, mt_arg v)
{
    mt_array vk;
    const mt_array *f = name_arg("setfield", &names[0], &vk);
    if (s->cls == MT_STRUCT && s->numel != 1)
        mt_error("mat2c: setfield of a struct array is not supported");
    if (n == 1)
        mt_struct_set_field(r, s, f, v);
    else {
        mt_array sub = MT_ARRAY_INIT, sub2 = MT_ARRAY_INIT;
        mt_arg g;
        mt_struct_field_lv(&sub, s, f);
        set_path(&sub2, &sub, n - 1, names + 1, v);
        g.a = &sub2;
        g.s = 0;
        mt_struct_set_field(r, s, f, g);
        mt_free(&sub);
        mt_free(&sub2);
    }
}

/* setfield(s, f1, f2, ..., v): a copy of s with s.f1.f2... = v. */
BI(setfield)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0);
    (void)nout;
    set_path(&r, s, nargs - 2, args + 1, args[nargs - 1]);
    mt__bi_give(out[0], &r);
}

/* The field names argument of cell2struct as a cell of char rows. */
static void field_names(mt_array *names, const mt_array *f)
{
    const char *msg = "cell2struct: FIELDS must be a cell array of strings or a scalar string";
    size_t i;
    if (f->cls == MT_CELL) {
        for (i = 0; i < f->numel; i++)
            if (!is_char_row(mt__cell_at(f, i)))
                mt_error("%s", msg);
        mt_copy(names, f);
        return;
    }
    if (!is_char_row(f))
        mt_error("%s", msg);
    {
        mt_arg g;
        g.a = f;
        g.s = 0;
        mt_cell_box(names, g);
    }
}

/* cell2struct(c, fields, dim) of a 2-D cell: field k takes slice k of c along dim; the result
 * is an Nx1 struct array, N the extent of the other dimension. */
BI(cell2struct)
{
    mt_array v0, v1, names = MT_ARRAY_INIT;
    const mt_array *c = mt__bi_arg(&args[0], &v0), *f = mt__bi_arg(&args[1], &v1);
    size_t nf, n, k, i, rows, d[2];
    double dd;
    int dim;
    mt_arg *sargs;
    mt_array *vals;
    mt_array r = MT_ARRAY_INIT;
    (void)nout;
    if (c->cls != MT_CELL)
        mt_error("cell2struct: argument CELL must be of type cell");
    field_names(&names, f);
    dd = nargs > 2 ? mt__bi_scalar(args, 2) : 1;
    if (!(dd >= 1))
        mt_error("cell2struct: DIM must be a valid dimension");
    dim = dd > 64 ? 64 : (int)dd;
    if (c->ndims != 2 || dim > 2) {
        if (dim > c->ndims || names.numel != (dim <= c->ndims ? c->dims[dim - 1] : 1))
            mt_error("cell2struct: number of FIELDS does not match dimension");
        mt_error("mat2c: cell2struct of an N-D cell is not supported");
    }
    nf = names.numel;
    if (nf != c->dims[dim - 1])
        mt_error("cell2struct: number of FIELDS does not match dimension");
    if (nf == 0)
        mt_error("mat2c: cell2struct with no fields is not supported");
    rows = c->dims[0];
    n = c->dims[2 - dim];
    sargs = (mt_arg *)mt__bi_alloc(2 * nf * sizeof(mt_arg));
    vals = (mt_array *)mt__bi_alloc(nf * sizeof(mt_array));
    d[0] = n;
    d[1] = 1;
    for (k = 0; k < nf; k++) {
        mt_array e = MT_ARRAY_INIT;
        vals[k] = e;
        mt_cell_new(&vals[k], 2, d);
        for (i = 0; i < n; i++) {
            size_t at = dim == 2 ? i + k * rows : k + i * rows;
            mt__cell_put(&vals[k], i, mt__cell_at(c, at));
        }
        sargs[2 * k].a = mt__cell_at(&names, k);
        sargs[2 * k].s = 0;
        sargs[2 * k + 1].a = &vals[k];
        sargs[2 * k + 1].s = 0;
    }
    mt_struct_new(&r, (int)(2 * nf), sargs);
    for (k = 0; k < nf; k++)
        mt_free(&vals[k]);
    free(vals);
    free(sargs);
    mt_free(&names);
    mt__bi_give(out[0], &r);
}

static int cmp_names(const void *p, const void *q)
{
    return strcmp(*(char *const *)p, *(char *const *)q);
}

/* [t, p] = orderfields(s): the same struct with its fields in ASCII order; p the permutation
 * (a column of the original positions). */
BI(orderfields)
{
    mt_array v0, names = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0);
    size_t nf, k;
    char **sorted;
    mt_arg *sargs;
    mt_array *vals, *keys;
    (void)nargs;
    if (s->cls != MT_STRUCT)
        mt_error("orderfields: S1 must be a struct");
    mt_fieldnames(&names, s);
    nf = names.numel;
    if (nf == 0 || s->numel == 0) {
        mt_free(&names);
        if (nf > 1)
            mt_error("mat2c: orderfields of an empty struct array is not supported");
        mt_copy(&r, s);
        mt__bi_give(out[0], &r);
        if (nout > 1) {
            mt_array p = MT_ARRAY_INIT;
            mt__bi_set2(&p, MT_DOUBLE, nf, 1);
            if (nf)
                ((double *)p.data)[0] = 1;
            mt__bi_give(out[1], &p);
        }
        return;
    }
    sorted = (char **)mt__bi_alloc(nf * sizeof(char *));
    for (k = 0; k < nf; k++)
        sorted[k] = mt__bi_cstr(mt__cell_at(&names, k));
    qsort(sorted, nf, sizeof(char *), cmp_names);
    if (nout > 1) {
        /* the permutation: the original position of each sorted name */
        mt_array p = MT_ARRAY_INIT;
        size_t j;
        mt__bi_set2(&p, MT_DOUBLE, nf, 1);
        for (k = 0; k < nf; k++)
            for (j = 0; j < nf; j++) {
                char *n = mt__bi_cstr(mt__cell_at(&names, j));
                int same = !strcmp(n, sorted[k]);
                free(n);
                if (same) {
                    ((double *)p.data)[k] = (double)(j + 1);
                    break;
                }
            }
        mt__bi_give(out[1], &p);
    }
    sargs = (mt_arg *)mt__bi_alloc(2 * nf * sizeof(mt_arg));
    vals = (mt_array *)mt__bi_alloc(nf * sizeof(mt_array));
    keys = (mt_array *)mt__bi_alloc(nf * sizeof(mt_array));
    for (k = 0; k < nf; k++) {
        mt_array e = MT_ARRAY_INIT, row = MT_ARRAY_INIT;
        vals[k] = e;
        keys[k] = e;
        mt_from_string(&keys[k], sorted[k]);
        mt_struct_field_row(&row, s, &keys[k]);
        /* the 1xN row of values, shaped like s (cells hold pointers: only dims change) */
        row.ndims = s->ndims;
        memcpy(row.dims, s->dims, sizeof row.dims);
        mt_copy(&vals[k], &row);
        mt_free(&row);
        sargs[2 * k].a = &keys[k];
        sargs[2 * k].s = 0;
        sargs[2 * k + 1].a = &vals[k];
        sargs[2 * k + 1].s = 0;
    }
    mt_struct_new(&r, (int)(2 * nf), sargs);
    for (k = 0; k < nf; k++) {
        mt_free(&vals[k]);
        mt_free(&keys[k]);
        free(sorted[k]);
    }
    free(vals);
    free(keys);
    free(sorted);
    free(sargs);
    mt_free(&names);
    mt__bi_give(out[0], &r);
}

/* ---- strings ---- */

/* An empty (0x0) char array. */
static void give_empty(mt_array *out)
{
    mt_array r = MT_ARRAY_INIT;
    mt__bi_set2(&r, MT_CHAR, 0, 0);
    mt__bi_give(out, &r);
}

/* A char vector of p[0..n): a row, or a column when col. */
static void give_vec(mt_array *out, const unsigned char *p, size_t n, int col)
{
    mt_array r = MT_ARRAY_INIT;
    mt__bi_set2(&r, MT_CHAR, col ? n : 1, col ? 1 : n);
    if (n)
        memcpy(r.data, p, n);
    mt__bi_give(out, &r);
}

/* The bounds of strtok's token in p[0..n): [lo, hi). */
static void token_bounds(const unsigned char *p, size_t n, const unsigned char *is_delim,
                         size_t *lo, size_t *hi)
{
    size_t a = 0, b;
    while (a < n && is_delim[p[a]])
        a++;
    b = a;
    while (b < n && !is_delim[p[b]])
        b++;
    *lo = a;
    *hi = b;
}

/* strtok of a cell of strings (strtok.m's regexp): tok the token, rem from the delimiter
 * after it when there is a token and such a delimiter; empty strings are 0x0. */
static void strtok_cell(int nout, mt_array *const *out, const mt_array *c,
                        const unsigned char *is_delim)
{
    mt_array tk = MT_ARRAY_INIT, rm = MT_ARRAY_INIT, e1 = MT_ARRAY_INIT, e2 = MT_ARRAY_INIT;
    size_t i;
    mt_cell_new(&tk, c->ndims, c->dims);
    mt_cell_new(&rm, c->ndims, c->dims);
    for (i = 0; i < c->numel; i++) {
        const mt_array *e = mt__cell_at(c, i);
        const unsigned char *p = (const unsigned char *)e->data;
        size_t n = e->numel, lo, hi;
        if (n && (e->ndims != 2 || e->dims[0] != 1))
            mt_error("mat2c: strtok of a cell holding other than char rows is not supported");
        token_bounds(p, n, is_delim, &lo, &hi);
        mt__bi_set2(&e1, MT_CHAR, hi > lo ? 1 : 0, hi - lo);
        if (hi > lo)
            memcpy(e1.data, p + lo, hi - lo);
        mt__cell_put(&tk, i, &e1);
        if (hi > lo && hi < n) {
            mt__bi_set2(&e2, MT_CHAR, 1, n - hi);
            memcpy(e2.data, p + hi, n - hi);
        } else
            mt__bi_set2(&e2, MT_CHAR, 0, 0);
        mt__cell_put(&rm, i, &e2);
    }
    mt_free(&e1);
    mt_free(&e2);
    mt__bi_give(out[0], &tk);
    if (nout > 1)
        mt__bi_give(out[1], &rm);
    else
        mt_free(&rm);
}

/* [tok, rem] = strtok(str, delim) (Octave's m-file): tok is str from its first non-delimiter
 * up to the next delimiter, rem the rest from that delimiter on ("" when there is none).
 * Default (or empty) delimiters: the whitespace of isspace. A char column gives columns. */
BI(strtok)
{
    mt_array v0, v1;
    const mt_array *s = mt__bi_arg(&args[0], &v0);
    const mt_array *d = nargs > 1 ? mt__bi_arg(&args[1], &v1) : NULL;
    unsigned char is_delim[256];
    const unsigned char *p;
    size_t n, lo, hi;
    int col;
    if (s->cls != MT_CHAR && !(s->cls == MT_CELL && mt_iscellstr(s)))
        mt_error("strtok: STR must be a string or cell array of strings");
    if (s->cls == MT_CHAR && s->numel > 0 &&
        !(s->ndims == 2 && (s->dims[0] == 1 || s->dims[1] == 1)))
        mt_error("strtok: STR cannot be a 2-D character array");
    memset(is_delim, 0, sizeof is_delim);
    if (d && d->numel > 0) {
        size_t i;
        if (d->cls != MT_CHAR)
            mt_error("mat2c: strtok with non-char delimiters is not supported");
        for (i = 0; i < d->numel; i++) {
            unsigned char c = ((const unsigned char *)d->data)[i];
            /* a cell is split by a regexp class built of the delimiters */
            if (s->cls == MT_CELL && (c == ']' || c == '\\' || c == '^' || c == '-' || c == '['))
                mt_error("mat2c: strtok of a cell with delimiters special in a regexp class "
                         "is not supported");
            is_delim[c] = 1;
        }
    } else {
        const char *ws = " \t\n\v\f\r";
        for (; *ws; ws++)
            is_delim[(unsigned char)*ws] = 1;
    }
    if (s->cls == MT_CELL) {
        strtok_cell(nout, out, s, is_delim);
        return;
    }
    p = (const unsigned char *)s->data;
    n = s->numel;
    col = n > 1 && s->dims[0] != 1;
    if (n == 0) {
        give_empty(out[0]);
        if (nout > 1)
            give_empty(out[1]);
        return;
    }
    token_bounds(p, n, is_delim, &lo, &hi);
    if (lo == 0 && hi == n) {
        mt_array r = MT_ARRAY_INIT;
        mt_copy(&r, s);
        mt__bi_give(out[0], &r);
    } else
        give_vec(out[0], p + lo, hi - lo, col);
    if (nout > 1) {
        if (hi == n)
            give_empty(out[1]);
        else
            give_vec(out[1], p + hi, n - hi, col);
    }
}

/* cellstr(c): the rows of a char matrix (trailing blanks removed) as a column cell; a cell of
 * strings unchanged. */
BI(cellstr)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    size_t rows, cols, i, d[2];
    (void)nout;
    (void)nargs;
    if (a->cls == MT_CELL) {
        if (!mt_iscellstr(a))
            mt_error("mat2c: cellstr of a cell that is not a cell of strings is not supported");
        mt_copy(&r, a);
        mt__bi_give(out[0], &r);
        return;
    }
    if (a->cls != MT_CHAR)
        mt_error("mat2c: cellstr of a non-char array is not supported");
    if (a->ndims != 2)
        mt_error("cellstr: argument STRING must be a 2-D character array");
    rows = a->dims[0];
    cols = a->dims[1];
    d[0] = rows ? rows : 1;
    d[1] = 1;
    mt_cell_new(&r, 2, d);
    for (i = 0; i < rows; i++) {
        mt_array row = MT_ARRAY_INIT;
        size_t j, len = cols;
        const unsigned char *p = (const unsigned char *)a->data;
        while (len > 0 && p[i + (len - 1) * rows] == ' ')
            len--;
        mt__bi_set2(&row, MT_CHAR, 1, len);
        for (j = 0; j < len; j++)
            ((unsigned char *)row.data)[j] = p[i + j * rows];
        mt__cell_put(&r, i, &row);
        mt_free(&row);
    }
    if (rows == 0) {
        mt_array e = MT_ARRAY_INIT;
        mt__bi_set2(&e, MT_CHAR, 0, 0);
        mt__cell_put(&r, 0, &e);
        mt_free(&e);
    }
    mt__bi_give(out[0], &r);
}

/* regexpi(str, pat, ...): regexp with 'ignorecase' first among the options (a later
 * 'matchcase' still wins, as in Octave). */
BI(regexpi)
{
    /* held: an error in regexp frees them */
    mt_arg *g = (mt_arg *)mt__bi_alloc((size_t)(nargs + 1) * sizeof(mt_arg));
    mt_array *opt;
    int k;
    mt__hold(g);
    opt = mt__held_new();
    mt_from_string(opt, "ignorecase");
    g[0] = args[0];
    g[1] = args[1];
    g[2].a = opt;
    g[2].s = 0;
    for (k = 2; k < nargs; k++)
        g[k + 1] = args[k];
    mt__regexp_as("regexpi", nout, out, nargs + 1, g);
    mt__held_drop(opt);
    mt__release(g);
}

/* ---- bsxfun ---- */

static int is_float_cls(mt_class c)
{
    return c == MT_DOUBLE || c == MT_SINGLE;
}

static int is_int_cls(mt_class c)
{
    return c == MT_INT8 || c == MT_UINT8 || c == MT_INT16 || c == MT_UINT16 || c == MT_INT32 ||
           c == MT_UINT32 || c == MT_INT64 || c == MT_UINT64;
}

/* Octave's bsxfun has a fast path for some functions and class pairs (real values only); its
 * size error differs from the general path's. */
static int bsx_fast(const char *f, const mt_array *a, const mt_array *b)
{
    static const char *const arith[] = {"plus", "minus", "times", "rdivide", "max", "min", NULL};
    static const char *const cmp[] = {"eq", "ne", "lt", "le", "gt", "ge", NULL};
    int k, floats = is_float_cls(a->cls) && is_float_cls(b->cls);
    int same_int = a->cls == b->cls && is_int_cls(a->cls);
    if (a->cplx || b->cplx)
        return 0;
    for (k = 0; arith[k]; k++)
        if (!strcmp(f, arith[k]))
            return floats || same_int;
    for (k = 0; cmp[k]; k++)
        if (!strcmp(f, cmp[k]))
            return floats || same_int || (a->cls == MT_CHAR && b->cls == MT_CHAR);
    if (!strcmp(f, "power"))
        return floats;
    if (!strcmp(f, "and") || !strcmp(f, "or"))
        return a->cls == MT_LOGICAL && b->cls == MT_LOGICAL;
    return 0;
}

static void dims_text(char *buf, size_t cap, const mt_array *a)
{
    size_t len = 0;
    int k;
    for (k = 0; k < a->ndims && len + 24 < cap; k++)
        len += (size_t)snprintf(buf + len, cap - len, k ? "x%lu" : "%lu",
                                (unsigned long)a->dims[k]);
}

/* m2c_bsxfun_dims(a, b, name): raises Octave's error when a and b do not expand. */
BI(m2c_bsxfun_dims)
{
    mt_array v0, v1, v2;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    int k, nd = a->ndims > b->ndims ? a->ndims : b->ndims;
    (void)nout;
    (void)nargs;
    (void)out;
    for (k = 0; k < nd; k++) {
        size_t da = k < a->ndims ? a->dims[k] : 1, db = k < b->ndims ? b->dims[k] : 1;
        if (da != db && da != 1 && db != 1) {
            char *f = mt__bi_cstr(mt__bi_arg(&args[2], &v2));
            char ta[256], tb[256];
            if (!bsx_fast(f, a, b))
                mt_error("bsxfun: dimensions of A and B must match");
            dims_text(ta, sizeof ta, a);
            dims_text(tb, sizeof tb, b);
            mt_error("bsxfun: nonconformant dimensions: %s and %s", ta, tb);
        }
    }
}
