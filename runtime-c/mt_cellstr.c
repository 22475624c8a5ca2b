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

/* A growing byte buffer (the pattern strsplit builds). */
typedef struct {
    char *s;
    size_t n, cap;
} sbuf;

static void sb_add(sbuf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t cap = 2 * (b->n + n + 1);
        char *t = (char *)mt__bi_alloc(cap);
        if (b->n)
            memcpy(t, b->s, b->n);
        free(b->s);
        b->s = t;
        b->cap = cap;
    }
    if (n)
        memcpy(b->s + b->n, s, n);
    b->n += n;
}

/* One delimiter into the alternation: a simple one has its escapes processed and the
 * characters special to regexp escaped (strsplit.m's do_string_escapes and regexprep). */
static void add_delimiter(sbuf *b, const mt_array *e, int simple)
{
    size_t n = e->numel, k;
    char *t;
    if (!simple) {
        sb_add(b, chars(e), n);
        return;
    }
    t = (char *)mt__bi_alloc(n + 1);
    if (n)
        memcpy(t, chars(e), n);
    n = mt__do_string_escapes(t, n);
    for (k = 0; k < n; k++) {
        if (strchr("{}()[]^$.*?+|\\", t[k]) && t[k])
            sb_add(b, "\\", 1);
        sb_add(b, t + k, 1);
    }
    free(t);
}

static int is_cellstr(const mt_array *c)
{
    size_t i;
    for (i = 0; i < c->numel; i++)
        if (mt__cell_at(c, i)->cls != MT_CHAR)
            return 0;
    return 1;
}

static void strsplit_usage(void)
{
    mt_error("Invalid call to strsplit.  Correct usage is:\n\n"
             " -- [CSTR] = strsplit (STR)\n"
             " -- [CSTR] = strsplit (STR, DEL)\n"
             " -- [CSTR] = strsplit (..., NAME, VALUE)\n"
             " -- [CSTR, MATCHES] = strsplit (...)");
}

/* Does option value v start (case-insensitively) the word w, as strncmpi (v, w, numel (v))? */
static int option_prefix(const mt_array *v, const char *w)
{
    size_t k, n = v->numel;
    if (n == 0 || n > strlen(w))
        return 0;
    for (k = 0; k < n; k++)
        if (tolower((unsigned char)chars(v)[k]) != w[k])
            return 0;
    return 1;
}

static void char_value(mt_array *r, const char *s, size_t n)
{
    size_t d[2];
    d[0] = 1;
    d[1] = n;
    mt_resize(r, MT_CHAR, 0, 2, d);
    if (n)
        memcpy(r->data, s, n);
}

/* strsplit.m: [cstr, matches] = strsplit (str, del, [collapse], name, value, ...): the
 * delimiters (escaped unless DelimiterType is regularexpression) joined into one regexp
 * alternation, "(...)+" when consecutive ones collapse, then regexp's split and match. */
BI(strsplit)
{
    mt_array v0, v1, vt, o1 = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0), *del = NULL, *dtype = NULL;
    const mt_array *collapse = NULL;
    static const char *const ws[] = {" ", "\f", "\n", "\r", "\t", "\v"};
    sbuf b = {NULL, 0, 0};
    int k, first = 2, simple = 1, on = 1;
    mt_arg ra[4];
    mt_array *ro[2];
    if (nargs > 1)
        del = mt__bi_arg(&args[1], &v1);
    /* parseparams: the arguments before the first string, then name/value pairs */
    while (first < nargs && mt__bi_arg(&args[first], &vt)->cls != MT_CHAR)
        first++;
    if (first - 2 > 1)
        strsplit_usage();
    if (first == 3) {
        collapse = mt__bi_arg(&args[2], &vt);
        if (collapse->cls != MT_LOGICAL)
            strsplit_usage();
    }
    for (k = first; k < nargs; k += 2) {
        const mt_array *name = mt__bi_arg(&args[k], &vt);
        if (name->cls == MT_CHAR && mt__bi_is_word(&args[k], "collapsedelimiters")) {
            if (k + 1 >= nargs)
                mt_error("mat2c: strsplit with an option without its value is not supported");
            collapse = args[k + 1].a;
            if (collapse == NULL)
                on = args[k + 1].s != 0;
        } else if (name->cls == MT_CHAR && mt__bi_is_word(&args[k], "delimitertype")) {
            if (k + 1 >= nargs || args[k + 1].a == NULL || args[k + 1].a->cls != MT_CHAR)
                mt_error("mat2c: strsplit with a DelimiterType that is not a string is not "
                         "supported");
            dtype = args[k + 1].a;
        } else if (name->cls == MT_CHAR) {
            /* on the stack: the error may be caught */
            char nb[256];
            size_t m = name->numel < sizeof nb - 1 ? name->numel : sizeof nb - 1;
            memcpy(nb, chars(name), m);
            nb[m] = 0;
            mt_error("strsplit: invalid parameter name, '%s'", nb);
        } else
            strsplit_usage();
    }
    if (del && del->cls == MT_LOGICAL) {
        collapse = del;
        del = NULL;
    }
    if (dtype) {
        if (option_prefix(dtype, "simple"))
            simple = 1;
        else if (option_prefix(dtype, "regularexpression"))
            simple = 0;
        else
            simple = -1;
    }
    if (s->cls != MT_CHAR ||
        (del && del->cls != MT_CHAR &&
         !(del->cls == MT_CELL && is_cellstr(del))))
        mt_error("strsplit: S and DEL must be string values");
    if (s->numel && (s->ndims != 2 || s->dims[0] != 1))
        mt_error("strsplit: S must be a char row vector");
    if (collapse) {
        if (collapse->numel != 1)
            mt_error("strsplit: COLLAPSEDELIMITERS must be a scalar value");
        on = mt__get(collapse, 0) != 0;
    }
    if (simple < 0)
        mt_error("strsplit: Invalid DELIMITERTYPE");
    if (s->numel == 0) {
        /* {str}: no matches (Octave leaves MATCHES undefined) */
        size_t d[2] = {1, 1};
        if (nout > 1)
            mt_error("mat2c: the matches of strsplit of an empty string are not defined");
        mt_cell_new(&o1, 2, d);
        mt__cell_put(&o1, 0, s);
        mt__bi_give(out[0], &o1);
        return;
    }
    if (on)
        sb_add(&b, "(", 1);
    if (!del) {
        if (simple)
            for (k = 0; k < 6; k++) {
                if (k)
                    sb_add(&b, "|", 1);
                sb_add(&b, ws[k], 1);
            }
        else
            sb_add(&b, "\\s", 2);
    } else if (del->cls == MT_CELL) {
        size_t i;
        for (i = 0; i < del->numel; i++) {
            if (i)
                sb_add(&b, "|", 1);
            add_delimiter(&b, mt__cell_at(del, i), simple);
        }
    } else
        add_delimiter(&b, del, simple);
    if (on)
        sb_add(&b, ")+", 2);
    {
        /* held: regexp may raise (a subject that is not UTF-8) */
        mt_array *pat = mt__held_new(), *sp = mt__held_new(), *ma = mt__held_new();
        mt_array *r1 = mt__held_new(), *r2 = mt__held_new();
        char_value(pat, b.s, b.n);
        free(b.s);
        char_value(sp, "split", 5);
        char_value(ma, "match", 5);
        memset(ra, 0, sizeof ra);
        ra[0].a = s;
        ra[1].a = pat;
        ra[2].a = sp;
        ra[3].a = ma;
        ro[0] = r1;
        ro[1] = r2;
        mt_bi_regexp(2, ro, 4, ra);
        mt__held_drop(sp);
        mt__held_drop(ma);
        mt__held_drop(pat);
        mt__held_give(out[0], r1);
        if (nout > 1)
            mt__held_give(out[1], r2);
        else
            mt__held_drop(r2);
    }
}

static void strjoin_usage(void)
{
    mt_error("Invalid call to strjoin.  Correct usage is:\n\n"
             " -- STR = strjoin (CSTR)\n"
             " -- STR = strjoin (CSTR, DELIMITER)");
}

/* strjoin(c) / strjoin(c, delim): the strings of c with delim (escapes processed) between. */
/* The characters of a char row (or an empty char array) of a cell delimiter. */
static const mt_array *strjoin_cell_del(const mt_array *d, size_t k)
{
    const mt_array *e = mt__cell_at(d, k);
    if (e->cls != MT_CHAR || (e->numel && e->dims[0] != 1) || e->ndims != 2)
        strjoin_usage();
    return e;
}

/* strjoin.m: a char delimiter (escapes processed) between every two strings, or a cell of
 * them: one for every gap (used as written), or a single one repeated. */
BI(strjoin)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *c = mt__bi_arg(&args[0], &v0), *d = NULL;
    char *del = NULL, *buf;
    size_t dn = 0, k, len = 0, cap = 0;
    (void)nout;
    if (nargs > 1)
        d = mt__bi_arg(&args[1], &v1);
    if (c->cls != MT_CELL || (d && d->cls != MT_CELL && !is_row_str(d)))
        strjoin_usage();
    for (k = 0; k < c->numel; k++) {
        const mt_array *e = mt__cell_at(c, k);
        if (e->cls != MT_CHAR || (e->numel && e->dims[0] != 1) || e->ndims != 2)
            strjoin_usage();
        cap += e->numel;
    }
    if (d && d->cls == MT_CELL) {
        for (k = 0; k < d->numel; k++)
            strjoin_cell_del(d, k);
        if (c->numel > 1 && d->numel != 1 && d->numel != c->numel - 1)
            mt_error("strjoin: the number of delimiters does not match the number of strings");
        for (k = 0; k < d->numel; k++)
            cap += strjoin_cell_del(d, k)->numel * (d->numel == 1 ? c->numel : 1);
    } else if (d) {
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
        if (k && del) {
            memcpy(buf + len, del, dn);
            len += dn;
        } else if (k) {
            const mt_array *g = strjoin_cell_del(d, d->numel == 1 ? 0 : k - 1);
            if (g->numel)
                memcpy(buf + len, chars(g), g->numel);
            len += g->numel;
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
