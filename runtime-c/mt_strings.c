/* mt_strings.c — char-array builtins called through the generic entry
 * `mt_bi_<name>(nout, out, nargs, args)` (see mat2c_rt.h): comparisons, case, trimming,
 * search and replace, conversions between numbers and text, strjust. Chars are bytes, as in Octave.
 * Messages are Octave 7's. */
#include "mt_internal.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNUSED_BI (void)nout, (void)nargs, (void)args

/* A 1xN char row holding s[0..n). */
static void give_chars(mt_array *o, const char *s, size_t n)
{
    mt_array t = MT_ARRAY_INIT;
    size_t d[2];
    d[0] = 1;
    d[1] = n;
    mt_resize(&t, MT_CHAR, 0, 2, d);
    if (n)
        memcpy(t.data, s, n);
    mt__bi_give(o, &t);
}

static int is_char(const mt_array *a)
{
    return a->cls == MT_CHAR;
}

static const uint8_t *bytes(const mt_array *a)
{
    return (const uint8_t *)a->data;
}

/* ------------------------------------------------------------------------- */
/* comparisons                                                                */
/* ------------------------------------------------------------------------- */

static int same_dims(const mt_array *a, const mt_array *b)
{
    int d;
    if (a->ndims != b->ndims)
        return 0;
    for (d = 0; d < a->ndims; d++)
        if (a->dims[d] != b->dims[d])
            return 0;
    return 1;
}

static int eq_chars(int x, int y, int fold)
{
    return fold ? tolower(x) == tolower(y) : x == y;
}

/* strcmp family: n == 0 compares whole strings, otherwise the first n chars. */
static int str_compare(const mt_arg *args, size_t n, int fold)
{
    mt_array v0, v1;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    size_t i;
    if (!is_char(a) || !is_char(b))
        return 0;
    if (n == 0) {
        /* char arrays: same dimensions ('' and zeros (1, 0) differ), as Octave's strcmp */
        if (!same_dims(a, b))
            return 0;
        n = a->numel;
    } else {
        /* Octave 7: n beyond both lengths compares up to the longer one */
        size_t m = a->numel > b->numel ? a->numel : b->numel;
        if (n > m)
            n = m;
        if (a->numel < n || b->numel < n)
            return 0;
    }
    for (i = 0; i < n; i++)
        if (!eq_chars(bytes(a)[i], bytes(b)[i], fold))
            return 0;
    return 1;
}

/* strcmp & co. with a cell argument: elementwise (mt_cellstr.c). */
static int cell_compare(mt_array *o, const char *fn, const mt_arg *args, size_t n, int fold)
{
    mt_array v0, v1;
    return mt__cellstr_compare(o, fn, mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1), n,
                               fold);
}

static size_t n_arg(const char *fn, const mt_arg *args)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[2], &v);
    double n = a->numel ? mt__get(a, 0) : 0;
    if (!(n > 0))
        mt_error("%s: N must be greater than 0", fn);
    return (size_t)n;
}

BI(strcmp)
{
    UNUSED_BI;
    if (!cell_compare(out[0], "strcmp", args, 0, 0))
        mt__bi_give_bool(out[0], str_compare(args, 0, 0));
}

BI(strcmpi)
{
    UNUSED_BI;
    if (!cell_compare(out[0], "strcmpi", args, 0, 1))
        mt__bi_give_bool(out[0], str_compare(args, 0, 1));
}

BI(strncmp)
{
    UNUSED_BI;
    if (!cell_compare(out[0], "strncmp", args, n_arg("strncmp", args), 0))
        mt__bi_give_bool(out[0], str_compare(args, n_arg("strncmp", args), 0));
}

BI(strncmpi)
{
    UNUSED_BI;
    if (!cell_compare(out[0], "strncmpi", args, n_arg("strncmpi", args), 1))
        mt__bi_give_bool(out[0], str_compare(args, n_arg("strncmpi", args), 1));
}

/* ------------------------------------------------------------------------- */
/* case and character classes                                                 */
/* ------------------------------------------------------------------------- */

static void map_case(mt_array *o, const mt_arg *g, int up)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(g, &v);
    if (mt__cellstr_case(o, a, up))
        return;
    mt_copy(&r, a);
    r.layout = MT_LAYOUT_FULL;
    mt__case_chars(&r, up);
    mt__bi_give(o, &r);
}

BI(upper)
{
    UNUSED_BI;
    map_case(out[0], &args[0], 1);
}

BI(lower)
{
    UNUSED_BI;
    map_case(out[0], &args[0], 0);
}

static void char_class(mt_array *o, const char *fn, const mt_arg *g, int (*pred)(int),
                       mt_u8class kind)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(g, &v);
    size_t i;
    mt_resize(&r, MT_LOGICAL, 0, a->ndims, a->dims);
    if (a->cls == MT_CHAR) {
        /* UTF-8 text, as Octave reads it */
        mt__utf8_class((uint8_t *)r.data, a, fn, pred, kind);
        mt__bi_give(o, &r);
        return;
    }
    /* numbers are tested as character codes (Octave: the bytes of a UTF-8 text) */
    for (i = 0; i < a->numel; i++) {
        double c = mt__get(a, i);
        if (c >= 128 && c < 256 && c == floor(c))
            mt_error("mat2c: %s of numbers from 128 to 255 is not supported", fn);
        ((uint8_t *)r.data)[i] = (uint8_t)(c >= 0 && c < 128 && c == floor(c) && pred((int)c) != 0);
    }
    mt__bi_give(o, &r);
}

static int p_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

static int p_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int p_letter(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

BI(isspace)
{
    UNUSED_BI;
    char_class(out[0], "isspace", &args[0], p_space, MT_U8_SPACE);
}

BI(isdigit)
{
    UNUSED_BI;
    char_class(out[0], "isdigit", &args[0], p_digit, MT_U8_DIGIT);
}

BI(isletter)
{
    UNUSED_BI;
    char_class(out[0], "isletter", &args[0], p_letter, MT_U8_ASCII_ONLY);
}

/* ------------------------------------------------------------------------- */
/* trimming, blanks, concatenation                                            */
/* ------------------------------------------------------------------------- */

/* Columns [lo, hi) of the 2-D char matrix a (Octave's s(:, lo+1:hi)). */
static void give_cols(mt_array *o, const mt_array *a, size_t lo, size_t hi)
{
    mt_array t = MT_ARRAY_INIT;
    size_t d[2];
    d[0] = a->dims[0];
    d[1] = hi - lo;
    mt_resize(&t, MT_CHAR, 0, 2, d);
    if (t.numel)
        memcpy(t.data, bytes(a) + lo * d[0], t.numel);
    mt__bi_give(o, &t);
}

/* Whether column j of the char matrix a holds a character that is not blank; deblank also
 * counts NUL as blank, strtrim (isspace) does not. */
static int col_has_text(const mt_array *a, size_t j, int nul_blank)
{
    size_t i, r = a->dims[0];
    for (i = 0; i < r; i++) {
        uint8_t c = bytes(a)[j * r + i];
        if (!(p_space(c) || (nul_blank && c == 0)))
            return 1;
    }
    return 0;
}

/* Octave's strtrim.m: leading and trailing columns of blanks removed; "" (0x0) when nothing is
 * left. */
BI(strtrim)
{
    mt_array v, v2;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    size_t lo = 0, hi;
    UNUSED_BI;
    if (mt__cellstr_map(out[0], a, mt_bi_strtrim))
        return;
    if (!is_char(a))
        mt_error("strtrim: S argument must be a string or cellstring");
    a = mt__matrix_view(a, &v2); /* s(:, lo:hi) of an N-d s: its columns as a matrix's */
    hi = a->numel ? a->dims[1] : 0;
    while (lo < hi && !col_has_text(a, lo, 0))
        lo++;
    while (hi > lo && !col_has_text(a, hi - 1, 0))
        hi--;
    if (hi == lo) {
        give_chars(out[0], "", 0);
        out[0]->dims[0] = 0;
        return;
    }
    give_cols(out[0], a, lo, hi);
}

/* Octave's deblank.m: an empty argument comes back as it is; trailing columns of blanks and
 * NULs removed; "" (0x0) when nothing is left. */
BI(deblank)
{
    mt_array v, v2;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    size_t hi;
    UNUSED_BI;
    if (mt__cellstr_map(out[0], a, mt_bi_deblank))
        return;
    if (a->numel == 0) {
        mt_array r = MT_ARRAY_INIT;
        mt_copy(&r, a);
        mt__bi_give(out[0], &r);
        return;
    }
    if (!is_char(a))
        mt_error("deblank: S argument must be a string or cellstring");
    a = mt__matrix_view(a, &v2); /* s(:, lo:hi) of an N-d s: its columns as a matrix's */
    hi = a->dims[1];
    while (hi > 0 && !col_has_text(a, hi - 1, 1))
        hi--;
    if (hi == 0) {
        give_chars(out[0], "", 0);
        out[0]->dims[0] = 0;
        return;
    }
    give_cols(out[0], a, 0, hi);
}

BI(blanks)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    double n;
    char *s;
    UNUSED_BI;
    if (a->numel == 1 && mt__is_container(a)) /* blanks.m's n == fix (n) */
        mt_error("fix: not defined for %s", mt__type_name(a));
    n = a->numel == 1 ? mt__get(a, 0) : -1;
    /* blanks.m's n == fix (n) tests both parts of a complex N, n >= 0 the real one */
    if (!(n >= 0) || n != floor(n) || (a->cplx && mt__get_im(a, 0) != floor(mt__get_im(a, 0))))
        mt_error("blanks: N must be a non-negative integer");
    if (a->cplx) { /* s(1:n) */
        mt_frame f;
        mt__frame_push(&f, "blanks", 55, 10);
        mt_warn(NULL, "imaginary part of complex colon arguments is ignored");
        mt__frame_pop(&f);
    }
    /* blanks.m fills s(1:n): a logical N is no range, an infinite one too long */
    if (a->cls == MT_LOGICAL)
        mt_error("invalid types found in range expression");
    if (isinf(n))
        mt_error("range with infinite number of elements cannot be stored");
    s = (char *)mt__bi_alloc((size_t)n);
    memset(s, ' ', (size_t)n);
    give_chars(out[0], s, (size_t)n);
    if (n == 0)
        out[0]->dims[0] = 0; /* blanks (0) is 0x0 */
    out[0]->layout = MT_LAYOUT_DQ; /* blanks.m's s(1:n) = " " */
    free(s);
}

/* One argument of strcat as Octave's strcat.m sees it: a cell, or a char matrix (numbers
 * converted by char) that stands for the column cell of its rows with trailing spaces
 * removed (cellstr; no rows give one empty string). */
typedef struct {
    const mt_array *cell; /* NULL for a char matrix */
    mt_array chars;
    size_t n, nd, dims[MT_MAXDIMS];
} cat_part;

static void cat_part_init(cat_part *p, const mt_array *a)
{
    size_t k;
    p->chars = (mt_array)MT_ARRAY_INIT;
    if (a->cls == MT_CELL) {
        p->cell = a;
        p->n = a->numel;
        p->nd = (size_t)a->ndims;
        for (k = 0; k < p->nd; k++)
            p->dims[k] = a->dims[k];
        return;
    }
    /* isreal: char, logical and real numbers */
    if (mt__is_container(a) || a->cplx)
        mt_error("strcat: inputs must be strings or cells of strings");
    p->cell = NULL;
    mt_convert(&p->chars, MT_CHAR, a);
    if (p->chars.ndims > 2)
        mt_error("cellstr: argument STRING must be a 2-D character array");
    p->n = p->chars.dims[0] ? p->chars.dims[0] : 1;
    p->nd = 2;
    p->dims[0] = p->n;
    p->dims[1] = 1;
}

/* Element i of a part (its only one when it has one): the bytes s[0], s[step], ... of
 * length *len; *rows is 0 for an empty string held as 0x0, else 1. */
static const uint8_t *cat_elem(const cat_part *p, size_t i, size_t *len, size_t *step,
                               size_t *rows)
{
    if (p->n == 1)
        i = 0;
    if (p->cell) {
        const mt_array *e = mt__cell_at(p->cell, i);
        if (e->cls != MT_CHAR || e->ndims > 2 || e->dims[0] > 1 ||
            (e->dims[0] == 0 && e->dims[1] > 0))
            mt_error("mat2c: strcat of cells holding other than char rows is not supported");
        *len = e->numel;
        *step = 1;
        *rows = e->dims[0];
        return bytes(e);
    } else {
        size_t nr = p->chars.dims[0], nc = nr ? p->chars.numel / nr : 0, n = nc;
        const uint8_t *b = bytes(&p->chars) + i;
        while (n > 0 && b[(n - 1) * nr] == ' ')
            n--;
        *len = n;
        *step = nr;
        *rows = n ? 1 : 0; /* cellstr's "" is 0x0 */
        return b;
    }
}

/* strcat.m: every argument made a cell of strings, the non-scalar ones of one size, the
 * strings of each position joined; a char matrix (rows padded) when no argument was a cell.
 * One argument: a cell of strings as it is, else its rows without trailing spaces. */
BI(strcat)
{
    mt_array v, r = MT_ARRAY_INIT;
    cat_part *p;
    const cat_part *big = NULL;
    size_t n = 1, i, rows_out = 0, width = 0;
    int k, allchar = 1;
    (void)nout;
    if (nargs == 0) {
        mt_array e = MT_ARRAY_INIT;
        size_t d[2] = {0, 0};
        mt_resize(&e, MT_CHAR, 0, 2, d);
        mt__bi_give(out[0], &e);
        return;
    }
    p = (cat_part *)mt__bi_alloc((size_t)nargs * sizeof(cat_part));
    for (k = 0; k < nargs; k++) {
        const mt_array *a = mt__bi_arg(&args[k], &v);
        if (nargs == 1 && a->cls == MT_CELL) {
            for (i = 0; i < a->numel; i++)
                if (mt__cell_at(a, i)->cls != MT_CHAR)
                    mt_error("strcat: inputs must be strings or cells of strings");
            mt_copy(&r, a);
            mt__bi_give(out[0], &r);
            free(p);
            return;
        }
        cat_part_init(&p[k], a);
        if (p[k].cell)
            allchar = 0;
        if (p[k].n != 1) {
            if (big && (big->nd != p[k].nd ||
                        memcmp(big->dims, p[k].dims, p[k].nd * sizeof(size_t)) != 0))
                mt_error("strcat: arguments must be the same size, or be scalars");
            if (!big)
                big = &p[k];
        }
    }
    if (big)
        n = big->n;
    if (allchar) {
        size_t d[2];
        uint8_t *o;
        for (i = 0; i < n; i++) {
            size_t len = 0, l, st, rw;
            for (k = 0; k < nargs; k++) {
                cat_elem(&p[k], i, &l, &st, &rw);
                len += l;
            }
            if (len > width)
                width = len;
        }
        rows_out = n;
        d[0] = rows_out;
        d[1] = width;
        mt_resize(&r, MT_CHAR, 0, 2, d);
        o = (uint8_t *)r.data;
        memset(o, ' ', rows_out * width);
        for (i = 0; i < n; i++) {
            size_t col = 0, l, st, rw, j;
            for (k = 0; k < nargs; k++) {
                const uint8_t *b = cat_elem(&p[k], i, &l, &st, &rw);
                for (j = 0; j < l; j++)
                    o[i + (col + j) * rows_out] = b[j * st];
                col += l;
            }
        }
    } else {
        mt_cell_new(&r, big ? (int)big->nd : 2, big ? big->dims : (const size_t[]){1, 1});
        for (i = 0; i < n; i++) {
            mt_array e = MT_ARRAY_INIT;
            size_t len = 0, rows = 0, l, st, rw, j, col = 0, d[2];
            for (k = 0; k < nargs; k++) {
                cat_elem(&p[k], i, &l, &st, &rw);
                len += l;
                rows |= rw;
            }
            /* [a, b] of char rows: 0x0 only when every part is */
            d[0] = rows;
            d[1] = len;
            mt_resize(&e, MT_CHAR, 0, 2, d);
            for (k = 0; k < nargs; k++) {
                const uint8_t *b = cat_elem(&p[k], i, &l, &st, &rw);
                for (j = 0; j < l; j++)
                    ((uint8_t *)e.data)[col + j] = b[j * st];
                col += l;
            }
            mt__cell_put(&r, i, &e);
            mt_free(&e);
        }
    }
    for (k = 0; k < nargs; k++)
        mt_free(&p[k].chars);
    free(p);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* search and replace                                                         */
/* ------------------------------------------------------------------------- */

/* The 1-based starts of pattern p in the chars of s (column-major, any shape): a row, 0x0
 * when there is none; without overlaps a search goes on after the end of a match. */
static void find_pattern(mt_array *r, const mt_array *s, const mt_array *p, int overlaps)
{
    size_t i, c = 0, n = s->numel, m = p->numel, d[2];
    double *buf = (double *)mt__bi_alloc((n ? n : 1) * sizeof(double));
    if (m > 0)
        for (i = 0; i + m <= n; i++)
            if (!memcmp(bytes(s) + i, bytes(p), m)) {
                buf[c++] = (double)(i + 1);
                if (!overlaps)
                    i += m - 1;
            }
    /* no match gives 0x0 */
    d[0] = c ? 1 : 0;
    d[1] = c;
    mt_resize(r, MT_DOUBLE, 0, 2, d);
    if (c)
        memcpy(r->data, buf, c * sizeof(double));
    free(buf);
}

/* strfind(str, pattern) of Octave 7 (strfind.cc): str a string (a char array searched
 * column-major) or a cell of them (a cell of the results); a cell of patterns maps strfind
 * over the cells given (with a string str, or elementwise); options "overlaps" and
 * "forcecelloutput". */
/* Raises the error strfind_of would raise for these arguments, before anything is built:
 * an error thrown half-way through a cell result would leak it. */
static void strfind_check(const mt_array *s, const mt_array *p)
{
    size_t i;
    if (p->cls == MT_CELL) {
        const mt_array *shape = s->cls == MT_CELL ? s : p;
        if (s->cls == MT_CELL && s->numel != p->numel)
            mt_error("strfind: all the input arguments must have the same size and shape");
        for (i = 0; i < shape->numel; i++)
            strfind_check(s->cls == MT_CELL ? mt__cell_at(s, i) : s, mt__cell_at(p, i));
        return;
    }
    if (!is_char(p))
        mt_error("strfind: PATTERN must be a string or cell array of strings");
    if (is_char(s))
        return;
    if (s->cls != MT_CELL)
        mt_error("strfind: first argument must be a string or cell array of strings");
    for (i = 0; i < s->numel; i++)
        if (!is_char(mt__cell_at(s, i)))
            mt_error("strfind: each element of CELLSTR must be a string");
}

/* arguments strfind_check has passed */
static void strfind_of(mt_array *r, const mt_array *s, const mt_array *p, int overlaps,
                       int force)
{
    size_t i;
    if (p->cls == MT_CELL) {
        /* do_simple_cellfun: the cells given are walked together */
        const mt_array *shape = s->cls == MT_CELL ? s : p;
        mt_array e = MT_ARRAY_INIT;
        mt_cell_new(r, shape->ndims, shape->dims);
        for (i = 0; i < shape->numel; i++) {
            strfind_of(&e, s->cls == MT_CELL ? mt__cell_at(s, i) : s, mt__cell_at(p, i),
                       overlaps, 0);
            mt__cell_put(r, i, &e);
        }
        mt_free(&e);
        return;
    }
    if (is_char(s) && !force) {
        find_pattern(r, s, p, overlaps);
        return;
    }
    if (is_char(s)) {
        mt_array e = MT_ARRAY_INIT;
        size_t d[2] = {1, 1};
        find_pattern(&e, s, p, overlaps);
        mt_cell_new(r, 2, d);
        mt__cell_put(r, 0, &e);
        mt_free(&e);
        return;
    }
    {
        mt_array e = MT_ARRAY_INIT;
        mt_cell_new(r, s->ndims, s->dims);
        for (i = 0; i < s->numel; i++) {
            find_pattern(&e, mt__cell_at(s, i), p, overlaps);
            mt__cell_put(r, i, &e);
        }
        mt_free(&e);
    }
}

/* a equals the lower-case word w, case ignored */
static int same_word(const char *a, const char *w)
{
    for (; *a && tolower((unsigned char)*a) == *w; a++, w++)
        ;
    return !*a && !*w;
}

BI(strfind)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    int overlaps = 1, force = 0, k;
    UNUSED_BI;
    if (nargs == 3)
        mt_error("Invalid call to strfind.  Correct usage is:\n\n"
                 " -- IDX = strfind (STR, PATTERN)\n"
                 " -- IDX = strfind (CELLSTR, PATTERN)\n"
                 " -- IDX = strfind (..., \"overlaps\", VAL)\n"
                 " -- IDX = strfind (..., \"forcecelloutput\", VAL)");
    for (k = 2; k + 1 < nargs; k += 2) {
        mt_array v;
        const mt_array *o = mt__bi_arg(&args[k], &v);
        char *name;
        int on;
        if (!is_char(o))
            mt_error("strfind: invalid optional arguments");
        on = args[k + 1].a ? mt_istrue(args[k + 1].a) : args[k + 1].s != 0;
        name = mt__bi_cstr(o);
        if (same_word(name, "overlaps"))
            overlaps = on;
        else if (same_word(name, "forcecelloutput"))
            force = on;
        else {
            char msg[200];
            snprintf(msg, sizeof msg, "strfind: unknown option: %s", name);
            free(name);
            mt_error("%s", msg);
        }
        free(name);
    }
    strfind_check(mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1));
    strfind_of(&r, mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1), overlaps, force);
    mt__bi_give(out[0], &r);
}

/* Replaces every match of pat (m bytes) in the n chars row[0], row[step], ... into buf
 * (room for n * (qn + 1) bytes); returns the length written, *hits the number of matches.
 * Octave replaces every match, overlapping ones included: text between the end of the
 * previous match and the start of the next is copied only when they do not overlap. */
static size_t replace_row(char *buf, const uint8_t *row, size_t n, size_t step,
                          const uint8_t *pat, size_t m, const uint8_t *q, size_t qn, size_t *hits)
{
    size_t i, j, k = 0, len = 0;
    *hits = 0;
    for (i = 0; m && i + m <= n; i++) {
        for (j = 0; j < m && row[(i + j) * step] == pat[j]; j++)
            ;
        if (j < m)
            continue;
        (*hits)++;
        for (; k < i; k++)
            buf[len++] = (char)row[k * step];
        memcpy(buf + len, q, qn);
        len += qn;
        k = i + m;
    }
    for (; k < n; k++)
        buf[len++] = (char)row[k * step];
    return len;
}

/* strrep (strfind.cc): a string gives a string ("" 0x0 when replacing left nothing); a char
 * matrix is replaced row by row, the rows padded with NULs to the longest (Octave's charMatrix
 * of a string_vector). */
BI(strrep)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *s, *p, *q;
    size_t rows, cols, i, hits, total = 0, width = 0, *lens, d[2];
    char *buf;
    UNUSED_BI;
    s = mt__bi_arg(&args[0], &v0);
    p = mt__bi_arg(&args[1], &v1);
    q = mt__bi_arg(&args[2], &v2);
    if (!is_char(p) || !is_char(q))
        mt_error("strrep: PTN and REP arguments must be strings or cell arrays of strings");
    if (s->cls == MT_CELL) {
        /* each element replaced on its own */
        mt_array t = MT_ARRAY_INIT;
        mt_array *const outs[1] = {&t};
        mt_arg g[3];
        mt_cell_new(&r, s->ndims, s->dims);
        g[1] = args[1];
        g[2] = args[2];
        for (i = 0; i < s->numel; i++) {
            g[0].a = mt__cell_at(s, i);
            g[0].s = 0;
            if (!is_char(g[0].a))
                mt_error("strrep: each element of S must be a string");
            mt_bi_strrep(1, outs, 3, g);
            mt__cell_put(&r, i, &t);
        }
        mt_free(&t);
        mt__bi_give(out[0], &r);
        return;
    }
    if (!is_char(s))
        mt_error("strrep: S must be a string or cell array of strings");
    if (s->ndims != 2)
        mt_error("mat2c: strrep of a char array with more than 2 dimensions is not supported");
    rows = s->dims[0];
    cols = s->dims[1];
    if (rows == 0 || p->numel == 0 || cols < p->numel) {
        mt_copy(&r, s);
        mt__bi_give(out[0], &r);
        return;
    }
    buf = (char *)mt__bi_alloc(rows * (cols * (q->numel + 1) + 1));
    lens = (size_t *)mt__bi_alloc(rows * sizeof(size_t));
    for (i = 0; i < rows; i++) {
        char *at = buf + i * (cols * (q->numel + 1) + 1);
        lens[i] = replace_row(at, bytes(s) + i, cols, rows, bytes(p), p->numel, bytes(q),
                              q->numel, &hits);
        total += hits;
        if (lens[i] > width)
            width = lens[i];
    }
    if (total == 0) {
        mt_copy(&r, s);
    } else {
        size_t j;
        d[0] = rows == 1 && width == 0 ? 0 : rows; /* a string replaced to nothing is 0x0 */
        d[1] = width;
        mt_resize(&r, MT_CHAR, 0, 2, d);
        for (i = 0; i < rows && width; i++) {
            const char *at = buf + i * (cols * (q->numel + 1) + 1);
            for (j = 0; j < width; j++)
                ((char *)r.data)[i + j * rows] = j < lens[i] ? at[j] : 0;
        }
    }
    free(buf);
    free(lens);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* numbers <-> text                                                           */
/* ------------------------------------------------------------------------- */

/* Octave's int2str.m: round(real(n)), each element printed "%W.0f" (through a double, so
 * int64 beyond 2^53 rounds as there) with W = floor(log10(max |finite|)) + 3 (at least 5
 * with Inf/NaN), the elements of each row of permute(n, [2, 3:nd, 1]) taken columns(n) *
 * (ndims - 1) to a line (the m-file's own count), lines as a char matrix, strtrim'd. */
BI(int2str)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    size_t i, k, n = a->numel, rows, cols, pages, nc, nlines, w = 0, first, last;
    double big = -1;
    int ndgt, any_nf = 0;
    char **line, cell[400];
    size_t *len;
    UNUSED_BI;
    if (a->cls == MT_CHAR) {
        mt_copy(&r, a);
        mt__bi_give(out[0], &r);
        return;
    }
    if (mt__is_container(a) || a->cls == MT_FHANDLE)
        mt_error("int2str: N must be a numeric, logical, or character array");
    if (n == 0) {
        mt__bi_set2(&r, MT_CHAR, 0, 0);
        mt__bi_give(out[0], &r);
        return;
    }
    for (i = 0; i < n; i++) {
        double x = round(mt__get(a, i));
        if (!isfinite(x))
            any_nf = 1;
        else if (fabs(x) > big)
            big = fabs(x);
    }
    ndgt = big > 0 ? (int)floor(log10(big)) : 0;
    ndgt += 3;
    if (any_nf && ndgt < 5)
        ndgt = 5;
    rows = a->dims[0];
    cols = a->ndims > 1 ? a->dims[1] : 1;
    pages = rows && cols ? n / (rows * cols) : 0;
    nc = cols * (size_t)(a->ndims - 1);
    nlines = (n + nc - 1) / nc;
    line = (char **)mt__bi_alloc(nlines * sizeof(char *));
    len = (size_t *)mt__bi_alloc(nlines * sizeof(size_t));
    for (k = 0; k < nlines; k++) {
        line[k] = (char *)mt__bi_alloc(nc * sizeof cell + 1);
        len[k] = 0;
    }
    /* element e of the permuted order: column fastest, then page, then row */
    for (i = 0, k = 0; i < n; i++) {
        size_t col = i % cols, page = (i / cols) % pages, row = i / (cols * pages);
        double x = round(mt__get(a, row + col * rows + page * rows * cols));
        const char *nf = x != x ? (mt_is_na(x) ? "NA" : "NaN") : x < 0 ? "-Inf" : "Inf";
        int m = isfinite(x) ? snprintf(cell, sizeof cell, "%*.0f", ndgt, x)
                            : snprintf(cell, sizeof cell, "%*s", ndgt, nf);
        k = i / nc;
        memcpy(line[k] + len[k], cell, (size_t)m);
        len[k] += (size_t)m;
        if (len[k] > w)
            w = len[k];
    }
    /* strtrim of the char matrix: the columns from the first to the last holding a
     * non-blank */
    first = w;
    last = 0;
    for (k = 0; k < nlines; k++)
        for (i = 0; i < len[k]; i++)
            if (line[k][i] != ' ') {
                if (i < first)
                    first = i;
                if (i + 1 > last)
                    last = i + 1;
            }
    if (first > last)
        first = last = 0;
    mt__bi_set2(&r, MT_CHAR, nlines, last - first);
    for (k = 0; k < nlines; k++) {
        for (i = first; i < last; i++)
            mt__set(&r, k + (i - first) * nlines,
                    i < len[k] ? (double)(unsigned char)line[k][i] : ' ');
        free(line[k]);
    }
    free(line);
    free(len);
    mt__bi_give(out[0], &r);
}

/* Appends printf output to a growing buffer. */
typedef struct sbuf {
    char *p;
    size_t len, cap;
} sbuf;

static void sb_add(sbuf *b, const char *s)
{
    size_t n = strlen(s);
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->p = (char *)realloc(b->p, b->cap);
        if (!b->p)
            mt_error("out of memory or dimension too large for Octave's index type");
    }
    memcpy(b->p + b->len, s, n + 1);
    b->len += n;
}

static void fmt_num(char *buf, size_t n, double v, int prec)
{
    if (v != v)
        snprintf(buf, n, mt_is_na(v) ? "NA" : "NaN");
    else if (isinf(v))
        snprintf(buf, n, v > 0 ? "Inf" : "-Inf");
    else
        snprintf(buf, n, "%.*g", prec, v);
}

/* Octave's mat2str.m: "%.<n>g" per element, rows joined by ';', brackets unless scalar,
 * "[]" for empties, true/false for logicals, optionally wrapped as class(...). */
BI(mat2str)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    sbuf b = {NULL, 0, 0};
    size_t i, j, m, n;
    int prec = 15, prec_im = 15, with_class = 0, k;
    char num[96];
    (void)nout;
    if (is_char(a))
        mt_error("Invalid call to mat2str.  Correct usage is:\n\n -- S = mat2str (X, N)\n -- S = mat2str (X, N, \"class\")");
    if (a->ndims > 2)
        mt_error("mat2str: X must be two dimensional");
    for (k = 1; k < nargs; k++) {
        mt_array vk;
        const mt_array *p = mt__bi_arg(&args[k], &vk);
        if (is_char(p)) {
            char *w = mt__bi_cstr(p);
            with_class = !strcmp(w, "class");
            free(w);
        } else if (p->numel > 2)
            mt_error("mat2str: N must have only 1 or 2 elements");
        else if (p->numel > 0) {
            /* N(1) for real parts, N(2) (else N(1)) for imaginary parts */
            prec = (int)trunc(mt__get(p, 0));
            prec_im = (int)trunc(mt__get(p, p->numel - 1));
        }
    }
    m = a->dims[0];
    n = a->dims[1];
    sb_add(&b, "");
    if (with_class) {
        sb_add(&b, mt_class_name(a->cls));
        sb_add(&b, "(");
    }
    if (a->numel == 0)
        sb_add(&b, "[]");
    else {
        int br = a->numel != 1;
        if (br)
            sb_add(&b, "[");
        for (i = 0; i < m; i++) {
            for (j = 0; j < n; j++) {
                double x = mt__get(a, i + j * m);
                if (a->cls == MT_LOGICAL)
                    sb_add(&b, x != 0 ? "true" : "false");
                else {
                    fmt_num(num, sizeof num, x, prec);
                    sb_add(&b, num);
                }
                if (a->cplx) { /* "%+.<n2>gi", as mat2str.m's sprintf */
                    double y = mt__get_im(a, i + j * m);
                    if (y != y)
                        snprintf(num, sizeof num, "+NaNi");
                    else if (isinf(y))
                        snprintf(num, sizeof num, y > 0 ? "+Infi" : "-Infi");
                    else
                        snprintf(num, sizeof num, "%+.*gi", prec_im, y);
                    sb_add(&b, num);
                }
                if (j + 1 < n)
                    sb_add(&b, " ");
            }
            if (i + 1 < m)
                sb_add(&b, ";");
        }
        if (br)
            sb_add(&b, "]");
    }
    if (with_class)
        sb_add(&b, ")");
    give_chars(out[0], b.p, b.len);
    free(b.p);
}

/* str2double follows liboctave's oct-string.cc (single_num, extract_num, str2double1) on a
 * copy of the text without its commas; a stream read that fails makes the result NaN. */

static void skip_ws(const char **p)
{
    while (isspace((unsigned char)**p))
        (*p)++;
}

/* `is >> num` of a C++ stream: blanks, a sign, digits with an optional point (at least one
 * digit), an optional exponent that must have digits. */
static int stream_double(const char **p, double *v)
{
    const char *s = *p, *start;
    char *end;
    int digits = 0;
    skip_ws(&s);
    start = s;
    if (*s == '+' || *s == '-')
        s++;
    while (isdigit((unsigned char)*s))
        s++, digits++;
    if (*s == '.')
        for (s++; isdigit((unsigned char)*s); s++)
            digits++;
    if (!digits)
        return 0;
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-')
            s++;
        if (!isdigit((unsigned char)*s))
            return 0;
        while (isdigit((unsigned char)*s))
            s++;
    }
    *v = strtod(start, &end);
    *p = s;
    return 1;
}

/* single_num: Inf (any case), NaN, NA, or a stream number. */
static int single_num(const char **p, double *v)
{
    const char *s = *p;
    skip_ws(&s);
    if (toupper((unsigned char)*s) == 'I') {
        if (tolower((unsigned char)s[1]) != 'n' || !s[1] || tolower((unsigned char)s[2]) != 'f')
            return 0;
        s += 3;
        *v = MT_INF;
    } else if (*s == 'N') {
        /* "NaN" exactly, or "NA" (Octave's missing value) */
        if (s[1] == 'a' && s[2] == 'N') {
            s += 3;
            *v = MT_NAN;
        } else if (s[1] == 'A') {
            s += 2;
            *v = MT_NA;
        } else
            return 0;
    } else
        return stream_double(p, v);
    *p = s;
    return 1;
}

static int is_imag_unit(int c)
{
    return c == 'i' || c == 'j';
}

/* extract_num: an optional sign, then i or j (alone or times a number), or a number
 * optionally followed by i, j or *i. */
static int extract_num(const char **p, double *v, int *imag, int *have_sign)
{
    const char *s = *p;
    int neg = 0;
    *imag = *have_sign = 0;
    skip_ws(&s);
    if (*s == '+' || *s == '-') {
        *have_sign = 1;
        neg = *s == '-';
        s++;
    }
    skip_ws(&s);
    if (*s == 'i') {
        if (!s[1]) {
            /* just 'i' at the end */
            *imag = 1;
            *v = neg ? -1.0 : 1.0;
            *p = s + 1;
            return 1;
        }
        if (tolower((unsigned char)s[1]) != 'n')
            *imag = 1;
    } else if (*s == 'j')
        *imag = 1;
    if (*imag) {
        s++;
        skip_ws(&s);
        if (*s == '*') {
            s++;
            if (!single_num(&s, v))
                return 0;
        } else
            *v = 1.0;
    } else {
        if (!single_num(&s, v))
            return 0;
        skip_ws(&s);
        if (*s == '*') {
            s++;
            skip_ws(&s);
            if (!is_imag_unit(*s))
                return 0;
            *imag = 1;
            s++;
        } else if (is_imag_unit(*s)) {
            *imag = 1;
            s++;
        }
    }
    skip_ws(&s);
    if (neg)
        *v = -*v;
    *p = s;
    return 1;
}

/* str2double of one value (Octave's str2double1): a real number, an imaginary number, or a
 * real and an imaginary part joined by a sign; else NaN. */
static void str2double_one(const mt_array *a, double *re, double *im)
{
    *re = MT_NAN;
    *im = 0;
    if (is_char(a) && a->ndims == 2 && a->dims[0] <= 1) {
        char *s = mt__bi_cstr(a);
        const char *p = s;
        double v1, v2;
        int i1, i2, s1, s2;
        size_t i, k = 0;
        for (i = 0; i < a->numel; i++) /* commas are dropped: "1,222.5" is 1222.5 */
            if (s[i] != ',')
                s[k++] = s[i];
        s[k] = 0;
        if (extract_num(&p, &v1, &i1, &s1)) {
            if (*p == 0) {
                *re = i1 ? 0 : v1;
                *im = i1 ? v1 : 0;
            } else if (extract_num(&p, &v2, &i2, &s2) && s2 && i1 != i2) {
                *re = i1 ? v2 : v1;
                *im = i1 ? v1 : v2;
            }
        }
        free(s);
    } else if (is_char(a) && a->numel == 0)
        return; /* no rows or no columns: NaN */
    else if (is_char(a))
        mt_error("mat2c: str2double of an N-d char array is not supported");
}

BI(str2double)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    size_t d[2] = {1, 1}, i;
    double re, im;
    UNUSED_BI;
    if (a->cls == MT_CELL) {
        /* elementwise over a cell, NaN for elements that are not strings */
        mt_resize(&r, MT_DOUBLE, 1, a->ndims, a->dims);
        for (i = 0; i < a->numel; i++) {
            const mt_array *e = mt__cell_at(a, i);
            re = MT_NAN;
            im = 0;
            if (is_char(e) && e->ndims == 2 && e->dims[0] <= 1)
                str2double_one(e, &re, &im);
            mt__set_c(&r, i, re, im);
        }
    } else if (is_char(a) && a->ndims == 2 && a->dims[0] > 1 && a->numel) {
        /* a char matrix: a column, one value per row */
        mt_array row = MT_ARRAY_INIT;
        size_t nr = a->dims[0], nc = a->dims[1], j;
        d[0] = nr;
        mt_resize(&r, MT_DOUBLE, 1, 2, d);
        mt__bi_set2(&row, MT_CHAR, 1, nc);
        for (i = 0; i < nr; i++) {
            for (j = 0; j < nc; j++)
                ((uint8_t *)row.data)[j] = bytes(a)[i + j * nr];
            str2double_one(&row, &re, &im);
            mt__set_c(&r, i, re, im);
        }
        mt_free(&row);
    } else {
        mt_resize(&r, MT_DOUBLE, 1, 2, d);
        str2double_one(a, &re, &im);
        mt__set_c(&r, 0, re, im);
    }
    /* complex only when an imaginary part is not zero */
    mt__narrow_complex(&r);
    mt__bi_give(out[0], &r);
}

/* Parses one number at *p for str2num: sign, digits, point, exponent, Inf, NaN; returns 0
 * when none. */
static int parse_real(const char **p, double *v)
{
    const char *s = *p;
    char *end;
    int neg = 0;
    if (*s == '+' || *s == '-') {
        neg = *s == '-';
        s++;
    }
    if (!strncmp(s, "Inf", 3) || !strncmp(s, "inf", 3)) {
        *v = neg ? -MT_INF : MT_INF;
        *p = s + 3;
        return 1;
    }
    if (!strncmp(s, "NaN", 3) || !strncmp(s, "nan", 3)) {
        *v = MT_NAN;
        *p = s + 3;
        return 1;
    }
    if (!(isdigit((unsigned char)*s) || (*s == '.' && isdigit((unsigned char)s[1]))))
        return 0;
    *v = strtod(s, &end);
    if (neg)
        *v = -*v;
    *p = end;
    return 1;
}

/* str2num for numeric literal matrices: numbers separated by blanks or commas, rows by ';'
 * or newlines, optionally inside one pair of brackets. */
BI(str2num)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    char *s;
    const char *p;
    double *vals = NULL;
    size_t cnt = 0, cap = 0, rows = 0, cols = 0, cur = 0, i, j;
    int bad = 0;
    UNUSED_BI;
    if (!is_char(a))
        mt_error("str2num: S must be a string or string array");
    s = mt__bi_cstr(a);
    p = s;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '[')
        p++;
    for (;;) {
        double x;
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        if (*p == ';' || *p == '\n' || *p == ']' || *p == 0) {
            if (cur) {
                if (rows && cur != cols)
                    bad = 1;
                cols = cur;
                rows++;
                cur = 0;
            }
            if (*p == ']') {
                p++;
                while (isspace((unsigned char)*p))
                    p++;
                if (*p)
                    bad = 1;
                break;
            }
            if (*p == 0)
                break;
            p++;
            continue;
        }
        /* a sign followed by a blank, or anything but a separator right after a number, is
         * an operator (`3 + 4`, `3+4`): an expression, which Octave evaluates */
        if (((*p == '+' || *p == '-') && (p[1] == ' ' || p[1] == '\t')) || !parse_real(&p, &x) ||
            !(*p == 0 || strchr(" \t,;\n]", *p))) {
            bad = 1;
            break;
        }
        if (cnt == cap) {
            cap = cap ? 2 * cap : 16;
            vals = (double *)realloc(vals, cap * sizeof(double));
            if (!vals)
                mt_error("out of memory or dimension too large for Octave's index type");
        }
        vals[cnt++] = x;
        cur++;
    }
    free(s);
    if (bad)
        mt_error("mat2c: str2num of this text is not supported (only numeric matrices)");
    {
        size_t d[2];
        d[0] = rows;
        d[1] = cols;
        mt_resize(&r, MT_DOUBLE, 0, 2, d);
        for (i = 0; i < rows; i++)
            for (j = 0; j < cols; j++)
                ((double *)r.data)[i + j * rows] = vals[i * cols + j];
    }
    free(vals);
    mt__bi_give(out[0], &r);
}

/* dec2bin / dec2hex: one row per element (column order), left-padded with zeros to the
 * longest and to LEN. */
static void dec2base(mt_array *o, int nargs, const mt_arg *args, int base, const char *fn)
{
    static const char digits[] = "0123456789ABCDEF";
    mt_array v, r = MT_ARRAY_INIT, flat = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    size_t i, k, width = 1, n, d[2];
    int bad_len = 0, char_len = 0;
    const char *len_type = "sq_string";
    if (a->cls == MT_CELL) {
        /* cell2mat of a cell of numeric scalars of one class: its elements in order */
        size_t m = a->numel;
        for (i = 0; i < m; i++) {
            const mt_array *e = mt__cell_at(a, i);
            if (e->numel != 1 || mt__is_container(e) || e->cls != mt__cell_at(a, 0)->cls)
                mt_error("mat2c: %s of a cell other than numbers of one class is not supported",
                         fn);
        }
        d[0] = m;
        d[1] = 1;
        mt_resize(&flat, m ? mt__cell_at(a, 0)->cls : MT_DOUBLE, 0, 2, d);
        for (i = 0; i < m; i++) {
            const mt_array *e = mt__cell_at(a, i);
            if (e->cplx)
                mt_error("%s: input must be integers", fn);
            memcpy((char *)flat.data + i * mt_elsize(e->cls, 0), e->data, mt_elsize(e->cls, 0));
        }
        a = &flat;
    }
    n = a->numel;
    if (a->cls == MT_CHAR) /* refused before anything else (an empty '' too) */
        mt_error("%s: input must be integers", fn);
    /* dec2base.m indexes the first column of its empty result */
    if (n == 0)
        mt_error("retval(_,1): out of bound 0 (dimensions are 0x0)");
    if (nargs >= 2) {
        mt_array v1;
        double l;
        const mt_array *la = mt__bi_arg(&args[1], &v1);
        /* dec2base.m's max (max_len, len) of dec2bin's char LEN that passed its LEN test
         * (a char scalar); dec2hex's 4 * LEN is a double */
        char_len = base == 2 && la->cls == MT_CHAR && la->numel == 1;
        if (char_len)
            len_type = mt__stored_char_type(la);
        l = la->numel == 1 && !mt__is_container(la) ? mt__get(la, 0) : -1;
        /* dec2hex.m asks dec2bin for 4 * LEN bits, then a hex digit per 4 */
        if (base == 16 && mt__is_container(la))
            mt_error("binary operator '*' not implemented for '%s' by 'scalar' operations",
                     mt__type_name(la));
        if (base == 16)
            l *= 4;
        /* dec2base.m: a real non-negative integer scalar (checked after the numbers) */
        bad_len = la->numel != 1 || la->cplx || mt__is_container(la) || !(l >= 0) ||
                  l != floor(l);
        /* a width no char matrix can hold is Octave's allocation error (below) */
        if (!bad_len && l > 0)
            width = l > 2147483647.0 ? (size_t)-1 : base == 16 ? (size_t)ceil(l / 4) : (size_t)l;
    }
    uint64_t *us;
    double lo = 0, hi = 0;
    int bits = 0;
    if (a->cplx || a->cls == MT_CHAR || a->cls == MT_LOGICAL || mt__is_container(a))
        mt_error("%s: input must be integers", fn);
    for (i = 0; i < n; i++) {
        double x = mt__get(a, i);
        if (x != floor(x))
            mt_error("%s: input must be integers", fn);
        lo = x < lo ? x : lo;
        hi = x > hi ? x : hi;
    }
    if (bad_len)
        mt_error("dec2base: LEN must be a non-negative integer");
    if (char_len)
        mt_error("max: cannot compute max (scalar, %s)", len_type);
    if (isinf(hi) || width == (size_t)-1) /* dec2base.m sizes its digit matrix by log (Inf) */
        mt_error("out of memory or dimension too large for Octave's index type");
    us = (uint64_t *)mt__bi_alloc((n ? n : 1) * sizeof(uint64_t));
    /* negatives: two's complement in the narrowest of 8, 16, 32, 64 bits holding all */
    if (lo < 0)
        bits = lo >= -128 && hi <= 127 ? 8 : lo >= -32768 && hi <= 32767 ? 16
               : lo >= -2147483648.0 && hi <= 2147483647.0 ? 32 : 64;
    for (i = 0; i < n; i++) {
        double x = mt__get(a, i);
        uint64_t u;
        size_t len = 0;
        if (a->cls == MT_INT64 || a->cls == MT_UINT64) {
            /* exactly (doubles round past 2^53); a negative int64 is in 64 bits unless all
             * fit fewer, where its two's complement is cut to them */
            u = ((const uint64_t *)a->data)[i];
            if (x < 0 && bits < 64)
                u &= ((uint64_t)1 << bits) - 1;
        } else if (x < 0)
            u = bits == 64 ? (uint64_t)(int64_t)x : (uint64_t)(x + ldexp(1.0, bits));
        else
            u = (uint64_t)x;
        us[i] = u;
        do {
            len++;
            u /= (uint64_t)base;
        } while (u);
        if (len > width)
            width = len;
    }
    d[0] = n;
    d[1] = n ? width : 0;
    mt_resize(&r, MT_CHAR, 0, 2, d);
    /* dec2hex.m indexes its digit string with an n x 1 matrix when every number is one
     * digit: a row, as indexing a row by a vector gives */
    if (base == 16 && width == 1 && n > 1) {
        r.dims[0] = 1;
        r.dims[1] = n;
    }
    /* digits from the last column back (a column per digit, a row per number) */
    for (i = 0; i < n; i++) {
        uint64_t u = us[i];
        for (k = 0; k < width; k++) {
            ((uint8_t *)r.data)[i + (width - 1 - k) * n] = (uint8_t)digits[u % (uint64_t)base];
            u /= (uint64_t)base;
        }
    }
    free(us);
    mt_free(&flat);
    mt__bi_give(o, &r);
}

BI(dec2bin)
{
    (void)nout;
    dec2base(out[0], nargs, args, 2, "dec2bin");
}

BI(dec2hex)
{
    (void)nout;
    dec2base(out[0], nargs, args, 16, "dec2bin"); /* dec2hex.m calls dec2bin */
}

static void base2dec(mt_array *o, const mt_arg *g, int base, const char *fn)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(g, &v);
    size_t i, k, rows, cols, d[2];
    if (!is_char(a))
        mt_error("%s: S must be a string or cellstring", fn);
    rows = a->dims[0];
    cols = a->numel && rows ? a->numel / rows : 0;
    d[0] = rows;
    d[1] = 1;
    mt_resize(&r, MT_DOUBLE, 0, 2, d);
    for (i = 0; i < rows; i++) {
        double x = 0;
        int any = 0, bad = 0;
        for (k = 0; k < cols; k++) {
            int c = bytes(a)[i + k * rows], dv;
            if (c == ' ')
                continue;
            if (c >= '0' && c <= '9')
                dv = c - '0';
            else if (c >= 'a' && c <= 'z')
                dv = c - 'a' + 10;
            else if (c >= 'A' && c <= 'Z')
                dv = c - 'A' + 10;
            else
                dv = 99;
            if (dv >= base)
                bad = 1;
            x = x * base + dv;
            any = 1;
        }
        ((double *)r.data)[i] = any && !bad ? x : MT_NAN;
    }
    mt__bi_give(o, &r);
}

BI(bin2dec)
{
    UNUSED_BI;
    base2dec(out[0], &args[0], 2, "bin2dec");
}

BI(hex2dec)
{
    UNUSED_BI;
    base2dec(out[0], &args[0], 16, "hex2dec");
}

/* ------------------------------------------------------------------------- */
/* char (a, b, ...) and strvcat                                               */
/* ------------------------------------------------------------------------- */

/* Octave's aliases of upper and lower */
BI(toupper)
{
    UNUSED_BI;
    map_case(out[0], &args[0], 1);
}

BI(tolower)
{
    UNUSED_BI;
    map_case(out[0], &args[0], 0);
}

/* strjust.m: nulls and spaces are blanks; the other characters of each row move together
 * so that the last (right), first (left) or middle (center) one lands as asked. */
BI(strjust)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0);
    size_t nr, nc, i, j;
    int mode = 1; /* 0 left, 1 right, 2 center */
    const unsigned char *in;
    unsigned char *o;
    (void)nout;
    if (nargs > 1) {
        if (mt__bi_is_word(&args[1], "left"))
            mode = 0;
        else if (mt__bi_is_word(&args[1], "right"))
            mode = 1;
        else
            mode = 2; /* strjust.m: anything else centers */
    }
    if (s->cls != MT_CHAR || s->ndims != 2)
        mt_error("strjust: S must be a string or 2-D character matrix");
    nr = s->dims[0];
    nc = s->dims[1];
    mt_resize(&r, MT_CHAR, 0, 2, s->dims);
    in = (const unsigned char *)s->data;
    o = (unsigned char *)r.data;
    memset(o, ' ', nr * nc);
    for (i = 0; i < nr; i++) {
        size_t lo = nc, hi = 0, found = 0;
        long shift;
        for (j = 0; j < nc; j++) {
            unsigned char c = in[i + j * nr];
            if (c != ' ' && c != 0) {
                if (!found)
                    lo = j;
                hi = j;
                found = 1;
            }
        }
        if (!found)
            continue;
        shift = mode == 0   ? -(long)lo
                : mode == 1 ? (long)(nc - 1 - hi)
                            : (long)((nc + 1) - (hi + 1) - (lo + 1)) / 2;
        if (mode == 2 && (long)((nc + 1) - (hi + 1) - (lo + 1)) < 0 &&
            ((long)((nc + 1) - (hi + 1) - (lo + 1)) % 2))
            shift -= 1; /* floor, not truncation */
        for (j = lo; j <= hi; j++) {
            unsigned char c = in[i + j * nr];
            if (c != ' ' && c != 0)
                o[i + (size_t)((long)j + shift) * nr] = c;
        }
    }
    mt__bi_give(out[0], &r);
}
