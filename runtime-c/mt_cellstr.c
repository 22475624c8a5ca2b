/* mt_cellstr.c — string builtins that take or return cells of strings, called through the
 * generic entry `mt_bi_<name>(nout, out, nargs, args)`: strsplit, strjoin, and the cell forms
 * of strcmp/strcmpi/strncmp/strncmpi and upper/lower (mt_strings.c dispatches to these when
 * an argument is a cell). Messages are Octave 7's. */
#include "mt_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>


static int is_row_str(const mt_array *a)
{
    return a->cls == MT_CHAR && a->ndims == 2 && (a->dims[0] == 1 || a->numel == 0);
}

static const char *chars(const mt_array *a)
{
    return (const char *)a->data;
}

/* A char row holding s[0..n), 0x0 when empty (as Octave's pieces are). */
static void set_chars(mt_array *r, const char *s, size_t n)
{
    size_t d[2];
    d[0] = n ? 1 : 0;
    d[1] = n;
    mt_resize(r, MT_CHAR, 0, 2, d);
    if (n)
        memcpy(r->data, s, n);
}

typedef struct {
    char *s;
    size_t n;
} piece;

/* Delimiters of strsplit: a string or a cell of strings, escapes processed, longest first. */
static piece *delimiters(const mt_array *d, size_t *nd)
{
    size_t k, m = d->cls == MT_CELL ? d->numel : 1;
    piece *p = (piece *)mt__bi_alloc(m * sizeof(piece));
    for (k = 0; k < m; k++) {
        const mt_array *e = d->cls == MT_CELL ? mt__cell_at(d, k) : d;
        if (!is_row_str(e))
            mt_error("strsplit: S and DEL must be string values");
        p[k].s = (char *)mt__bi_alloc(e->numel + 1);
        if (e->numel)
            memcpy(p[k].s, chars(e), e->numel);
        p[k].n = mt__do_string_escapes(p[k].s, e->numel);
    }
    /* longest first, stable */
    for (k = 1; k < m; k++) {
        size_t j = k;
        while (j > 0 && p[j - 1].n < p[j].n) {
            piece t = p[j];
            p[j] = p[j - 1];
            p[j - 1] = t;
            j--;
        }
    }
    *nd = m;
    return p;
}

/* The length of the delimiter at s[i..n), 0 when none starts there. */
static size_t delim_at(const char *s, size_t i, size_t n, const piece *p, size_t nd)
{
    size_t k;
    for (k = 0; k < nd; k++)
        if (p[k].n && p[k].n <= n - i && memcmp(s + i, p[k].s, p[k].n) == 0)
            return p[k].n;
    return 0;
}

/* strsplit(s) / strsplit(s, del) / strsplit(s, del, 'CollapseDelimiters', tf): consecutive
 * delimiters collapse unless tf is false. */
BI(strsplit)
{
    mt_array v0, v1, r = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0);
    static const char ws[] = " \f\n\r\t\v";
    piece *p;
    size_t nd, k, n, i, start = 0, cnt = 0, *cut_s, *cut_e, d[2];
    int collapse = 1;
    (void)nout;
    if (!is_row_str(s) || (nargs > 1 && args[1].a == NULL))
        mt_error("strsplit: S and DEL must be string values");
    if (nargs == 3)
        mt_error("mat2c: strsplit with three inputs is not supported");
    if (nargs == 4) {
        if (!mt__bi_is_word(&args[2], "collapsedelimiters"))
            mt_error("mat2c: strsplit options other than 'CollapseDelimiters' are not supported");
        collapse = mt__bi_scalar(args, 3) != 0;
    }
    if (nargs > 1) {
        p = delimiters(mt__bi_arg(&args[1], &v1), &nd);
    } else {
        nd = sizeof ws - 1;
        p = (piece *)mt__bi_alloc(nd * sizeof(piece));
        for (k = 0; k < nd; k++) {
            p[k].s = (char *)mt__bi_alloc(2);
            p[k].s[0] = ws[k];
            p[k].n = 1;
        }
    }
    n = s->numel;
    cut_s = (size_t *)mt__bi_alloc((n + 1) * sizeof(size_t));
    cut_e = (size_t *)mt__bi_alloc((n + 1) * sizeof(size_t));
    for (i = 0; i < n;) {
        size_t len = delim_at(chars(s), i, n, p, nd);
        if (!len) {
            i++;
            continue;
        }
        cut_s[cnt] = start;
        cut_e[cnt++] = i;
        i += len;
        while (collapse && i < n && (len = delim_at(chars(s), i, n, p, nd)) != 0)
            i += len;
        start = i;
    }
    cut_s[cnt] = start;
    cut_e[cnt++] = n;
    d[0] = 1;
    d[1] = cnt;
    mt_cell_new(&r, 2, d);
    if (n == 0) {
        mt__cell_put(&r, 0, s);
    } else {
        for (k = 0; k < cnt; k++) {
            set_chars(&t, chars(s) + cut_s[k], cut_e[k] - cut_s[k]);
            mt__cell_put(&r, k, &t);
        }
    }
    mt_free(&t);
    for (k = 0; k < nd; k++)
        free(p[k].s);
    free(p);
    free(cut_s);
    free(cut_e);
    mt__bi_give(out[0], &r);
}

static void strjoin_usage(void)
{
    mt_error("Invalid call to strjoin.  Correct usage is:\n\n"
             " -- STR = strjoin (CSTR)\n"
             " -- STR = strjoin (CSTR, DELIMITER)");
}

/* strjoin(c) / strjoin(c, delim): the strings of c with delim (escapes processed) between. */
BI(strjoin)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *c = mt__bi_arg(&args[0], &v0);
    char *del, *buf;
    size_t dn, k, len = 0, cap = 0;
    (void)nout;
    if (c->cls != MT_CELL || (nargs > 1 && (args[1].a == NULL || !is_row_str(args[1].a))))
        strjoin_usage();
    for (k = 0; k < c->numel; k++) {
        const mt_array *e = mt__cell_at(c, k);
        if (e->cls != MT_CHAR || (e->numel && e->dims[0] != 1) || e->ndims != 2)
            strjoin_usage();
        cap += e->numel;
    }
    if (nargs > 1) {
        const mt_array *d = mt__bi_arg(&args[1], &v1);
        del = (char *)mt__bi_alloc(d->numel + 1);
        if (d->numel)
            memcpy(del, chars(d), d->numel);
        dn = mt__do_string_escapes(del, d->numel);
    } else {
        del = (char *)mt__bi_alloc(2);
        del[0] = ' ';
        dn = 1;
    }
    buf = (char *)mt__bi_alloc(cap + dn * c->numel + 1);
    for (k = 0; k < c->numel; k++) {
        const mt_array *e = mt__cell_at(c, k);
        if (k) {
            memcpy(buf + len, del, dn);
            len += dn;
        }
        if (e->numel)
            memcpy(buf + len, chars(e), e->numel);
        len += e->numel;
    }
    set_chars(&r, buf, len);
    free(buf);
    free(del);
    mt__bi_give(out[0], &r);
}

/* A char array as Octave's string_value sees it: its first row (a warning when there are
 * more), "" without rows. Sets *len; the row's characters are p[0], p[step], ... */
static const char *first_row(const mt_array *a, size_t *len, size_t *step)
{
    size_t rows = a->dims[0];
    if (rows > 1)
        mt_warn("Octave:charmat-truncated",
                "multi-row character matrix converted to a string, only the first row is used");
    *len = rows ? a->numel / rows : 0;
    *step = rows ? rows : 1;
    return chars(a);
}

/* Two std::strings equal as strfns.cc's str_op sees them (n == 0: whole strings; else Octave
 * 7's strncmp: up to the longer length when n goes beyond both). */
static int bytes_eq(const char *x, size_t lx, size_t sx, const char *y, size_t ly, size_t sy,
                    size_t n, int fold)
{
    size_t i;
    if (n == 0) {
        if (lx != ly)
            return 0;
        n = lx;
    } else {
        size_t m = lx > ly ? lx : ly;
        if (n > m)
            n = m;
        if (lx < n || ly < n)
            return 0;
    }
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)x[i * sx], d = (unsigned char)y[i * sy];
        if (fold ? tolower(c) != tolower(d) : c != d)
            return 0;
    }
    return 1;
}

/* A cell element against a string (x, lx, sx): false unless the element is a string. */
static int elem_eq(const mt_array *e, const char *y, size_t ly, size_t sy, size_t n, int fold)
{
    size_t lx, sx;
    const char *x;
    if (e->cls != MT_CHAR)
        return 0;
    x = first_row(e, &lx, &sx);
    return bytes_eq(x, lx, sx, y, ly, sy, n, fold);
}

/* strcmp & co. with a cell argument, as strfns.cc's do_strcmp_fun. A char matrix against a
 * cell is compared row by row: each row against the one element of a 1-element cell (an Rx1
 * result), or row i against element i of a cell of R elements (false when the counts
 * differ); a char array of at most one row is one string against every element. Elements
 * compare as strings (their first row), non-strings as false. */
int mt__cellstr_compare(mt_array *o, const char *fn, const mt_array *a, const mt_array *b,
                        size_t n, int fold)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    int k;
    if (a->cls != MT_CELL && b->cls != MT_CELL)
        return 0;
    if (a->cls == MT_CELL && b->cls == MT_CELL) {
        const mt_array *one = a->numel == 1 ? a : b, *many = a->numel == 1 ? b : a;
        if (a->numel != 1 && b->numel != 1) {
            int same = a->ndims == b->ndims;
            for (k = 0; same && k < a->ndims; k++)
                same = a->dims[k] == b->dims[k];
            if (!same)
                mt_error("%s: nonconformant cell arrays", fn);
            one = NULL;
        }
        mt_resize(&r, MT_LOGICAL, 0, many->ndims, many->dims);
        if (one) {
            /* the broadcast element is read once */
            const mt_array *x = mt__cell_at(one, 0);
            size_t lx, sx;
            const char *xp;
            if (x->cls == MT_CHAR) {
                xp = first_row(x, &lx, &sx);
                for (i = 0; i < many->numel; i++)
                    ((uint8_t *)r.data)[i] =
                        (uint8_t)elem_eq(mt__cell_at(many, i), xp, lx, sx, n, fold);
            }
        } else
            for (i = 0; i < many->numel; i++) {
                const mt_array *x = mt__cell_at(a, i), *y = mt__cell_at(b, i);
                size_t ly, sy;
                const char *yp;
                if (x->cls != MT_CHAR || y->cls != MT_CHAR)
                    continue;
                yp = first_row(y, &ly, &sy);
                ((uint8_t *)r.data)[i] = (uint8_t)elem_eq(x, yp, ly, sy, n, fold);
            }
    } else {
        const mt_array *c = a->cls == MT_CELL ? a : b, *str = a->cls == MT_CELL ? b : a;
        size_t rows = str->cls == MT_CHAR && str->ndims == 2 ? str->dims[0] : 1;
        if (str->cls != MT_CHAR) {
            /* a number against a cell: no string to compare */
            mt_resize(&r, MT_LOGICAL, 0, c->ndims, c->dims);
        } else if (rows <= 1) {
            size_t len = rows ? str->numel : 0;
            mt_resize(&r, MT_LOGICAL, 0, c->ndims, c->dims);
            for (i = 0; i < c->numel; i++)
                ((uint8_t *)r.data)[i] =
                    (uint8_t)elem_eq(mt__cell_at(c, i), chars(str), len, 1, n, fold);
        } else if (c->numel == 1) {
            const mt_array *x = mt__cell_at(c, 0);
            size_t d[2], lx, sx;
            const char *xp;
            d[0] = rows;
            d[1] = 1;
            mt_resize(&r, MT_LOGICAL, 0, 2, d);
            if (x->cls == MT_CHAR) {
                xp = first_row(x, &lx, &sx);
                for (i = 0; i < rows; i++)
                    ((uint8_t *)r.data)[i] = (uint8_t)bytes_eq(
                        xp, lx, sx, chars(str) + i, str->numel / rows, rows, n, fold);
            }
        } else if (c->numel == rows) {
            mt_resize(&r, MT_LOGICAL, 0, c->ndims, c->dims);
            for (i = 0; i < rows; i++)
                ((uint8_t *)r.data)[i] = (uint8_t)elem_eq(mt__cell_at(c, i), chars(str) + i,
                                                          str->numel / rows, rows, n, fold);
        } else {
            mt__bi_give_bool(o, 0);
            return 1;
        }
    }
    mt__bi_give(o, &r);
    return 1;
}

int mt__cellstr_case(mt_array *o, const mt_array *a, int up)
{
    mt_array r = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    size_t i;
    if (a->cls != MT_CELL)
        return 0;
    mt_cell_new(&r, a->ndims, a->dims);
    for (i = 0; i < a->numel; i++) {
        const mt_array *e = mt__cell_at(a, i);
        if (e->cls == MT_CELL) /* nested cells too, as Octave's cellfun over them */
            mt__cellstr_case(&t, e, up);
        else
            mt_copy(&t, e);
        mt__case_chars(&t, up);
        mt__cell_put(&r, i, &t);
    }
    mt_free(&t);
    mt__bi_give(o, &r);
    return 1;
}

/* A string builtin applied to each element of a cell (strtrim, deblank of a cellstr): a cell of
 * the same shape; an element that is not a string raises the builtin's own error. */
int mt__cellstr_map(mt_array *o, const mt_array *a,
                    void (*fn)(int, mt_array *const *, int, const mt_arg *))
{
    mt_array r = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    mt_array *const outs[1] = {&t};
    size_t i;
    if (a->cls != MT_CELL)
        return 0;
    mt_cell_new(&r, a->ndims, a->dims);
    for (i = 0; i < a->numel; i++) {
        mt_arg g;
        g.a = mt__cell_at(a, i);
        g.s = 0;
        fn(1, outs, 1, &g);
        mt__cell_put(&r, i, &t);
    }
    mt_free(&t);
    mt__bi_give(o, &r);
    return 1;
}
