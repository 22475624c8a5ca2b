/* dlmread: numbers from a delimited text file, as Octave's dlmread.cc reads them.
 *
 * Fields are split at any character of the separator (found from the first line when not
 * given: the first of , : ; space or tab after the leading blanks; blanks then merge and
 * blank lines are skipped). Each field is a number as Octave's read_value reads it (Inf,
 * NaN and NA included), a pure imaginary "4i", or a number followed by a second number
 * (its imaginary part: "4+4i", "5-1.5i"); anything else, missing fields and short rows
 * are the empty value (0, or "emptyvalue"). A range (R0, C0; [R0 C0 R1 C1]; "A2..C5")
 * takes part of the table. Every argument is checked and the file opened before any
 * memory is taken, so an error inside try leaks nothing. */
#include "mt_internal.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef MT_NO_STDIO
/* A runtime without stdio (the embedded library) has no files to read. */
BI(dlmread)
{
    (void)nout;
    (void)out;
    (void)nargs;
    (void)args;
    mt_error("dlmread: unable to open file (this runtime has no files)");
}
#else
#define IDX_MAX 4503599627370495.0 /* no row or column goes past this */

/* The table read so far: rows x cols, row-major, real and imaginary parts. */
typedef struct table {
    double *re, *im;
    size_t rows, cols, cap_rows, cap_cols;
    double empty;
} table;

/* Room for row r and column c (0-based), new cells holding the empty value. */
static void table_reserve(table *t, size_t r, size_t c)
{
    size_t nr = t->cap_rows, nc = t->cap_cols, i, j;
    double *re, *im;
    if (r < nr && c < nc)
        return;
    while (nr <= r)
        nr = nr ? 2 * nr : 32;
    while (nc <= c)
        nc = nc ? 2 * nc : 8;
    re = (double *)mt_xcalloc(nr * nc, sizeof(double));
    im = (double *)mt_xcalloc(nr * nc, sizeof(double));
    for (i = 0; i < nr; i++)
        for (j = 0; j < nc; j++)
            re[i * nc + j] = i < t->cap_rows && j < t->cap_cols ? t->re[i * t->cap_cols + j]
                                                                : t->empty;
    for (i = 0; i < t->cap_rows; i++)
        for (j = 0; j < t->cap_cols; j++)
            im[i * nc + j] = t->im[i * t->cap_cols + j];
    free(t->re);
    free(t->im);
    t->re = re;
    t->im = im;
    t->cap_rows = nr;
    t->cap_cols = nc;
}

/* One number at s (leading blanks skipped, as a C++ stream's >>): Inf, NaN, NA or a
 * decimal; *end is past it. 0 when there is none. */
static int read_number(const char *s, const char *stop, double *x, const char **end)
{
    const char *p = s, *q;
    int neg = 0;
    char buf[128];
    size_t n;
    while (p < stop && isspace((unsigned char)*p))
        p++;
    if (p < stop && (*p == '+' || *p == '-'))
        neg = *p++ == '-';
    if (p + 3 <= stop && (p[0] == 'I' || p[0] == 'i') && (p[1] == 'n' || p[1] == 'N') &&
        (p[2] == 'f' || p[2] == 'F')) {
        *x = neg ? -HUGE_VAL : HUGE_VAL;
        *end = p + 3;
        return 1;
    }
    if (p + 3 <= stop && (p[0] == 'N' || p[0] == 'n') && (p[1] == 'a' || p[1] == 'A') &&
        (p[2] == 'N' || p[2] == 'n')) {
        *x = neg ? -MT_NAN : MT_NAN;
        *end = p + 3;
        return 1;
    }
    if (p + 2 <= stop && p[0] == 'N' && p[1] == 'A') {
        *x = MT_NA;
        *end = p + 2;
        return 1;
    }
    q = p;
    while (q < stop && isdigit((unsigned char)*q))
        q++;
    if (q < stop && *q == '.')
        q++;
    while (q < stop && isdigit((unsigned char)*q))
        q++;
    if (q == p || (q == p + 1 && *p == '.'))
        return 0;
    if (q < stop && (*q == 'e' || *q == 'E')) {
        /* an exponent marker without digits fails the whole number, as a C++ stream */
        const char *e = q + 1;
        if (e < stop && (*e == '+' || *e == '-'))
            e++;
        if (!(e < stop && isdigit((unsigned char)*e)))
            return 0;
        while (e < stop && isdigit((unsigned char)*e))
            e++;
        q = e;
    }
    n = (size_t)(q - p) < sizeof buf - 1 ? (size_t)(q - p) : sizeof buf - 1;
    memcpy(buf, p, n);
    buf[n] = 0;
    *x = strtod(buf, NULL);
    if (neg)
        *x = -*x;
    *end = q;
    return 1;
}

/* Field [s, e) into row i, column j of the table. */
static void read_field(table *t, size_t i, size_t j, const char *s, const char *e, int *cplx)
{
    double x, y = 0;
    const char *p;
    table_reserve(t, i, j);
    if (!read_number(s, e, &x, &p))
        return; /* not a number: the empty value stays */
    if (p < e) {
        int c = (unsigned char)*p;
        if (c == 'i' || c == 'j' || c == 'I' || c == 'J') {
            if (p + 1 == e) { /* a pure imaginary number */
                *cplx = 1;
                t->re[i * t->cap_cols + j] = 0;
                t->im[i * t->cap_cols + j] = x;
            }
            return; /* <number>i<more text>: empty */
        }
        if (isalpha(c) && !isfinite(x))
            return; /* Inf, NaN or NA followed by text: empty */
        if (!read_number(p, e, &y, &p))
            y = 0;
        if (y != 0)
            *cplx = 1;
    }
    t->re[i * t->cap_cols + j] = x;
    t->im[i * t->cap_cols + j] = *cplx ? y : 0;
}

/* "A2", "AA10": the 0-based row and column; *s advanced. 1 at the end of the text (nothing
 * read), 0 on a malformed cell. */
static int read_cell_spec(const char **s, double *row, double *col)
{
    const char *p = *s;
    double c = 0, r = 0;
    if (!*p)
        return 1;
    if (!isalpha((unsigned char)*p))
        return 0;
    while (isalpha((unsigned char)*p)) {
        c = c * 26 + (*p >= 'a' ? *p - 'a' + 1 : *p - 'A' + 1);
        p++;
    }
    if (!isdigit((unsigned char)*p))
        return 0;
    while (isdigit((unsigned char)*p))
        r = r * 10 + (*p++ - '0');
    *row = r - 1;
    *col = c - 1;
    *s = p;
    return 1;
}

/* A range "..", ":" separated pair of cells, or one cell; Octave's parse_range_spec. */
static int parse_range_text(const char *s, double *r0, double *c0, double *r1, double *c1)
{
    if (*s == '.' || *s == ':') {
        *r0 = *c0 = 0;
        if (*s++ == '.' && *s++ != '.')
            return 0;
    } else {
        if (!read_cell_spec(&s, r0, c0))
            return 0;
        if (*s == '.' || *s == ':') {
            if (*s++ == '.' && *s++ != '.')
                return 0;
            *r1 = *c1 = IDX_MAX;
        } else
            return 0; /* one cell alone: Octave's stream fails peeking past it */
    }
    if (*s && !read_cell_spec(&s, r1, c1))
        return 0;
    return *s == 0;
}

/* R0 or C0 as Octave's idx_type_value takes it here: truncated, NaN as 0. */
static double index_arg(const mt_arg *g)
{
    double v = mt__bi_scalar(g, 0);
    return v == v ? trunc(v) : 0;
}

/* A string argument into buf (at most n - 1 bytes); a number is its character codes, with
 * Octave's warning. */
static size_t text_of(const mt_arg *g, char *buf, size_t n)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(g, &v);
    size_t k, m = a->numel < n - 1 ? a->numel : n - 1;
    if (a->cls != MT_CHAR && a->numel)
        mt_warn("Octave:num-to-str", a->numel == 1 ? "implicit conversion from scalar to sq_string"
                                                    : "implicit conversion from matrix to sq_string");
    for (k = 0; k < m; k++)
        buf[k] = a->cls == MT_CHAR ? (char)((const uint8_t *)a->data)[k] : (char)mt__get(a, k);
    buf[m] = 0;
    return m;
}

/* The whole of a stream; *n its length. */
static char *slurp(FILE *f, size_t *n)
{
    size_t cap = 4096, len = 0, got;
    char *b = (char *)mt_xcalloc(cap + 1, 1);
    while ((got = fread(b + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            char *nb = (char *)mt_xcalloc(2 * cap + 1, 1);
            memcpy(nb, b, len);
            free(b);
            b = nb;
            cap *= 2;
        }
    }
    b[len] = 0;
    *n = len;
    return b;
}

/* The lines of text [b, b + n) one by one: [*s, *e) without its newline; 0 at the end. */
static int next_line(const char *b, size_t n, size_t *pos, const char **s, const char **e)
{
    const char *p = b + *pos, *end = b + n, *nl;
    if (*pos >= n)
        return 0;
    nl = memchr(p, '\n', (size_t)(end - p));
    *s = p;
    *e = nl ? nl : end;
    *pos = (size_t)((nl ? nl + 1 : end) - b);
    return 1;
}

BI(dlmread)
{
    char name[4096], sep[256] = "";
    double empty = 0, r0 = 0, c0 = 0, r1 = IDX_MAX, c1 = IDX_MAX, skip;
    FILE *f = NULL;
    int own = 0, auto_ws = 0, sep_ws, cplx = 0, bad_range = 0;
    table t;
    size_t i = 0, j = 0, r = 1, c = 1, nr, nc, a, b, n, pos = 0;
    char *text;
    const char *s, *end;
    mt_array res = MT_ARRAY_INIT;
    (void)nout;
    if (nargs > 2 && mt__bi_is_string(&args[nargs - 2])) {
        mt_array v;
        const mt_array *o = mt__bi_arg(&args[nargs - 2], &v);
        if (o->numel == 10 && !memcmp(o->data, "emptyvalue", 10)) {
            empty = mt__bi_scalar(args, nargs - 1);
            nargs -= 2;
        }
    }
    if (nargs < 1 || nargs > 4)
        mt_error("Invalid call to dlmread.  Correct usage is:\n\n"
                 " -- DATA = dlmread (FILE)\n"
                 " -- DATA = dlmread (FILE, SEP)\n"
                 " -- DATA = dlmread (FILE, SEP, R0, C0)\n"
                 " -- DATA = dlmread (FILE, SEP, RANGE)\n"
                 " -- DATA = dlmread (..., \"emptyvalue\", EMPTYVAL)");
    /* The separator and range first (their errors come after the file's in Octave, which
     * opens it first: the file is checked below in the same order). */
    if (nargs > 1)
        sep[mt__do_string_escapes(sep, text_of(&args[1], sep, sizeof sep))] = 0;
    if (nargs == 3) {
        mt_array v;
        const mt_array *g = mt__bi_arg(&args[2], &v);
        int ok = 0;
        if (g->cls == MT_CHAR) {
            char spec[256];
            ok = text_of(&args[2], spec, sizeof spec) == g->numel &&
                 parse_range_text(spec, &r0, &c0, &r1, &c1);
        } else if (g->numel == 4 && !g->cplx && !mt__is_container(g)) {
            double q[4];
            int k;
            for (k = 0; k < 4; k++) {
                q[k] = mt__get(g, (size_t)k);
                q[k] = q[k] < IDX_MAX ? (q[k] == q[k] ? trunc(q[k]) : 0) : IDX_MAX;
            }
            r0 = q[0];
            c0 = q[1];
            r1 = q[2];
            c1 = q[3];
            ok = 1;
        }
        bad_range = !ok; /* reported once the file is open */
    } else if (nargs == 4) {
        r0 = index_arg(&args[2]);
        c0 = index_arg(&args[3]);
    }
    if (mt__bi_is_string(&args[0])) {
        const char *home = getenv("HOME");
        char full[8192];
        (void)text_of(&args[0], name, sizeof name);
        if (home && name[0] == '~' && (name[1] == '/' || !name[1]))
            snprintf(full, sizeof full, "%s%s", home, name + 1);
        else
            snprintf(full, sizeof full, "%s", name);
        f = fopen(full, "rb");
        if (!f)
            mt_error("dlmread: unable to open file '%s'", name);
        own = 1;
    } else if (!args[0].a || (args[0].a->numel == 1 && !mt__is_container(args[0].a)))
        f = mt__stream((int)mt__bi_scalar(args, 0), "dlmread");
    else
        mt_error("dlmread: FILE argument must be a string or file id");
    if (bad_range || (nargs > 2 && (r0 < 0 || c0 < 0)) || (nargs > 2 && (r1 < r0 || c1 < c0))) {
        if (own)
            fclose(f);
        if (bad_range)
            mt_error("dlmread: error parsing RANGE");
        if (r0 < 0 || c0 < 0)
            mt_error("dlmread: left (R0) and top (C0) must be positive");
        mt__bi_set2(out[0], MT_DOUBLE, 0, 0); /* an empty range */
        return;
    }
    /* From here on nothing raises an error until the result is built. */
    text = slurp(f, &n);
    if (own)
        fclose(f);
    memset(&t, 0, sizeof t);
    t.empty = empty;
    sep_ws = strpbrk(sep, " \t") != NULL;
    /* a UTF-8 byte order mark at the start is not data */
    if (r0 == 0 && n >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3))
        pos = 3;
    for (skip = r0; skip > 0 && next_line(text, n, &pos, &s, &end); skip--)
        ;
    if (skip > 0) { /* fewer lines than R0 */
        free(text);
        mt__bi_set2(out[0], MT_DOUBLE, 0, 0);
        return;
    }
    r1 -= r0;
    while (next_line(text, n, &pos, &s, &end)) {
        const char *p, *q;
        if ((!sep_ws || auto_ws) && strspn(s, " \t") >= (size_t)(end - s))
            continue; /* a blank line */
        if (!sep[0]) {
            /* the first separator character after the leading blanks */
            const char *k = s;
            while (k < end && (*k == ' ' || *k == '\t'))
                k++;
            while (k < end && !(*k && strchr(",:; \t", *k)))
                k++;
            if (k == end || *k == ' ' || *k == '\t') {
                strcpy(sep, " \t");
                auto_ws = 1;
            } else {
                sep[0] = *k;
                sep[1] = 0;
            }
        }
        r = r > i + 1 ? r : i + 1;
        j = 0;
        p = s;
        if (auto_ws)
            while (p < end && (*p == ' ' || *p == '\t'))
                p++;
        for (;;) {
            const char *next;
            q = p;
            while (q < end && !(*q && strchr(sep, *q)))
                q++;
            if (q == end && q == p)
                break; /* a separator at the end of the line makes no column */
            next = q;
            if (auto_ws && q < end) { /* a run of blanks is one separator */
                while (next < end && *next && strchr(sep, *next))
                    next++;
                next--;
            }
            c = c > j + 1 ? c : j + 1;
            read_field(&t, i, j, p, q, &cplx);
            j++;
            if (q == end)
                break;
            p = next + 1;
        }
        if ((double)i == r1)
            break;
        i++;
    }
    free(text);
    if ((double)(r - 1) < r1)
        r1 = (double)(r - 1);
    if ((double)(c - 1) < c1)
        c1 = (double)(c - 1);
    if ((i == 0 && j == 0) || c0 > c1) {
        free(t.re);
        free(t.im);
        mt__bi_set2(out[0], MT_DOUBLE, 0, 0);
        return;
    }
    nr = (size_t)r1 + 1;
    nc = (size_t)(c1 - c0) + 1;
    table_reserve(&t, nr - 1, (size_t)c1);
    {
        size_t d[2];
        d[0] = nr;
        d[1] = nc;
        mt_resize(&res, MT_DOUBLE, cplx, 2, d);
    }
    for (b = 0; b < nc; b++)
        for (a = 0; a < nr; a++) {
            size_t k = a * t.cap_cols + (size_t)c0 + b;
            mt__set_c(&res, a + b * nr, t.re[k], cplx ? t.im[k] : 0);
        }
    free(t.re);
    free(t.im);
    mt__bi_give(out[0], &res);
}
#endif /* MT_NO_STDIO */
