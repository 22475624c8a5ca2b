/* num2str as Octave 7's num2str.m computes it: a format chosen from the values (or given
 * as a precision or a format string), repeated once per column, printed with sprintf over
 * the rows, split into the rows of a char matrix and trimmed of blank columns. Complex
 * values print as `re+imi` pairs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mt_internal.h"

/* A growable byte string. */
typedef struct nbuf {
    char *s;
    size_t len, cap;
} nbuf;

static void nb_putn(nbuf *b, const char *s, size_t n)
{
    /* len + n + 1 and the doubling below must not wrap around */
    if (n >= SIZE_MAX / 4 - b->len)
        mt_error("out of memory");
    if (b->len + n + 1 > b->cap) {
        size_t c = b->cap ? b->cap : 64;
        while (c < b->len + n + 1)
            c *= 2;
        b->s = (char *)realloc(b->s, c);
        if (!b->s)
            mt_error("out of memory");
        b->cap = c;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

static void nb_puts(nbuf *b, const char *s)
{
    nb_putn(b, s, strlen(s));
}

static int is_ws(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* Octave's isspace (strtrim) */
static int is_space(char c)
{
    return is_ws(c);
}

/* deblank: trailing whitespace and NULs */
static void deblank(nbuf *b)
{
    while (b->len > 0 && (is_ws(b->s[b->len - 1]) || b->s[b->len - 1] == 0))
        b->len--;
    if (b->s)
        b->s[b->len] = 0;
}

/* The number of conversions in fmt, "%%" not counted. */
static int count_conversions(const char *f, size_t n)
{
    size_t i;
    int k = 0;
    for (i = 0; i < n; i++)
        if (f[i] == '%') {
            if (i + 1 < n && f[i + 1] == '%')
                i++;
            else
                k++;
        }
    return k;
}

/* sprintf(fmt, args...) into b. */
static void print_into(nbuf *b, const char *fmt, size_t flen, const mt_array *x)
{
    mt_array f = MT_ARRAY_INIT;
    mt_arg g;
    char *s = NULL;
    size_t len = 0, cap = 0, d[2];
    d[0] = 1;
    d[1] = flen;
    mt_resize(&f, MT_CHAR, 0, 2, d);
    if (flen)
        memcpy(f.data, fmt, flen);
    g.a = x;
    g.s = 0;
    mt__format_printf(&s, &len, &cap, &f, 1, &g, 0);
    nb_putn(b, s ? s : "", len);
    free(s);
    mt_free(&f);
}

/* The rows of s split at '\n' (dropping empty pieces when drop_empty) as a blank-padded
 * char matrix, then strtrim'd: leading and trailing all-blank columns removed. */
static void rows_to_char(mt_array *r, const char *s, size_t n, int drop_empty)
{
    size_t nr = 0, w = 0, i, start, lo = (size_t)-1, hi = 0, d[2];
    size_t *bs = (size_t *)malloc((n + 1) * sizeof(size_t) * 2);
    if (!bs)
        mt_error("out of memory");
    for (start = 0, i = 0; i <= n; i++)
        if (i == n || s[i] == '\n') {
            if (!(drop_empty && i == start)) {
                bs[2 * nr] = start;
                bs[2 * nr + 1] = i;
                if (i - start > w)
                    w = i - start;
                nr++;
            }
            start = i + 1;
        }
    for (i = 0; i < nr; i++) {
        size_t k;
        for (k = bs[2 * i]; k < bs[2 * i + 1]; k++)
            if (!is_space(s[k])) {
                size_t col = k - bs[2 * i];
                if (col < lo)
                    lo = col;
                if (col + 1 > hi)
                    hi = col + 1;
            }
    }
    if (lo == (size_t)-1)
        lo = hi = 0;
    d[0] = nr;
    d[1] = nr ? hi - lo : 0;
    mt_resize(r, MT_CHAR, 0, 2, d);
    for (i = 0; i < nr; i++) {
        size_t j;
        for (j = 0; j < d[1]; j++) {
            size_t k = bs[2 * i] + lo + j;
            ((char *)r->data)[i + j * nr] = k < bs[2 * i + 1] ? s[k] : ' ';
        }
    }
    free(bs);
}

/* x permuted so that each row's elements (along columns, then pages) are consecutive;
 * complex values become interleaved real/imaginary columns. A real diagonal matrix stays
 * in column order: num2str.m's permute (x, [2 1]) returns it unchanged in Octave. */
static void rows_first(mt_array *t, const mt_array *x, int split_complex)
{
    size_t nr = x->dims[0], per = nr ? x->numel / nr : 0, i, k, d[2];
    size_t m = split_complex ? 2 : 1;
    int raw = x->layout == MT_LAYOUT_DIAG && !split_complex && x->numel > 1;
    d[0] = 1;
    d[1] = x->numel * m;
    mt_resize(t, x->cls == MT_LOGICAL || x->cls == MT_CHAR ? MT_DOUBLE : x->cls, 0, 2, d);
    for (i = 0; i < nr; i++)
        for (k = 0; k < per; k++) {
            size_t at = (i * per + k) * m, es = mt_elsize(x->cls, 0);
            size_t from = raw ? i * per + k : i + k * nr;
            if (!split_complex && t->cls == x->cls) /* exact, also for 64-bit integers */
                memcpy((char *)t->data + at * es, (const char *)x->data + from * es, es);
            else
                mt__set(t, at, mt__get(x, from));
            if (split_complex)
                mt__set(t, at + 1, mt__get_im(x, from));
        }
}

static int is_float_class(mt_class c)
{
    return c == MT_DOUBLE || c == MT_SINGLE;
}

/* The precision argument: a scalar integer >= 0. */
static int precision_arg(const mt_array *arg)
{
    double p = arg->numel == 1 && !mt__is_container(arg) ? mt__get(arg, 0) : -1;
    if (arg->numel != 1 || arg->cls == MT_LOGICAL || !(p >= 0) || (p != floor(p) && !isinf(p)))
        mt_error("num2str: PRECISION must be a scalar integer >= 0");
    /* num2str.m's tests compare a complex PRECISION's real part; its format's int64 takes
     * only a zero imaginary part */
    if (arg->cplx && mt__get_im(arg, 0) != 0)
        mt_error("octave_base_value::int64_scalar_value(): wrong type argument 'complex "
                 "scalar'");
    /* num2str.m writes PRECISION into a format: "%.Infg" is sprintf's error, a precision
     * past an int is dropped by its format parser (the default %g) */
    if (isinf(p))
        mt_error("sprintf: invalid format specified");
    return p < 2147483640.0 ? (int)p : -1;
}

static void real_format(nbuf *f, const mt_array *x, const mt_array *arg)
{
    char tmp[64];
    if (arg && arg->cls == MT_CHAR) {
        mt__string_escapes(&f->s, &f->len, &f->cap, (const char *)arg->data, arg->numel);
        return;
    }
    if (arg) {
        int p = precision_arg(arg);
        if (p < 0)
            snprintf(tmp, sizeof tmp, is_float_class(x->cls) ? "%%g" : "%%d");
        else if (is_float_class(x->cls))
            snprintf(tmp, sizeof tmp, "%%%d.%dg", p + 7, p);
        else
            snprintf(tmp, sizeof tmp, "%%%dd", p);
    } else if (x->cls == MT_LOGICAL)
        snprintf(tmp, sizeof tmp, "%%3d");
    else {
        double mx = -1;
        int ndgt, any_nonint = 0, any_invalid = 0;
        size_t i;
        for (i = 0; i < x->numel; i++) {
            double v = mt__get(x, i);
            if (!isfinite(v)) {
                any_invalid = 1;
                continue;
            }
            if (fabs(v) > mx)
                mx = fabs(v);
            if (v != trunc(v))
                any_nonint = 1;
        }
        ndgt = (mx <= 0) ? 0 : (int)floor(log10(mx));
        if (ndgt > 15 || any_nonint) {
            ndgt = ndgt + 5 > 5 ? ndgt + 5 : 5;
            if (ndgt > 16)
                ndgt = 16;
            snprintf(tmp, sizeof tmp, "%%%d.%dg", ndgt + 7, ndgt);
        } else {
            ndgt += 3;
            if (any_invalid && ndgt < 5)
                ndgt = 5;
            if (is_float_class(x->cls))
                snprintf(tmp, sizeof tmp, "%%%d.0f", ndgt);
            else
                snprintf(tmp, sizeof tmp, "%%%dd", ndgt);
        }
    }
    nb_puts(f, tmp);
}

static void complex_format(nbuf *f, const mt_array *x, const mt_array *arg)
{
    char tmp[96];
    if (arg && arg->cls == MT_CHAR) {
        nbuf a = {NULL, 0, 0};
        nb_putn(&a, (const char *)arg->data, arg->numel);
        deblank(&a);
        nb_putn(f, a.s ? a.s : "", a.len);
        nb_puts(f, "%-+");
        if (arg->numel > 1)
            nb_putn(f, (const char *)arg->data + 1, arg->numel - 1);
        nb_puts(f, "i");
        free(a.s);
        return;
    }
    if (arg) {
        int p = precision_arg(arg);
        if (p < 0)
            snprintf(tmp, sizeof tmp, "%%g%%-+gi");
        else
            snprintf(tmp, sizeof tmp, "%%%d.%dg%%-+%d.%dgi", p + 7, p, p + 7, p);
    } else {
        double mre = -1, mim = -1, mx;
        int ndgt, any_nonint = 0;
        size_t i;
        for (i = 0; i < x->numel; i++) {
            double re = mt__get(x, i), im = mt__get_im(x, i);
            if (isfinite(re) && fabs(re) > mre)
                mre = fabs(re);
            if (isfinite(im) && fabs(im) > mim)
                mim = fabs(im);
            if (isfinite(re) && isfinite(im) && (re != trunc(re) || im != trunc(im)))
                any_nonint = 1;
        }
        mx = mre > mim ? mre : mim;
        ndgt = (mre < 0 || mim < 0 || mx <= 0) ? 0 : (int)floor(log10(mx));
        if (any_nonint) {
            ndgt = ndgt + 5 > 5 ? ndgt + 5 : 5;
            if (ndgt > 16)
                ndgt = 16;
            snprintf(tmp, sizeof tmp, "%%%d.%dg%%-+%d.%dgi", ndgt + 7, ndgt, ndgt + 7, ndgt);
        } else {
            ndgt += 3;
            snprintf(tmp, sizeof tmp, "%%%d.0f%%-+%d.0fi", ndgt, ndgt);
        }
    }
    nb_puts(f, tmp);
}

/* fmt repeated n times, deblanked, with a newline. */
static void repeat_row(nbuf *out, const nbuf *fmt, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        nb_putn(out, fmt->s ? fmt->s : "", fmt->len);
    deblank(out);
    nb_puts(out, "\n");
}

/* regexprep(s, " +i\n", "i\n") then regexprep(s, "( +)i", "i$1"). */
static void move_i(nbuf *out, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        size_t e = i;
        if (s[i] != ' ') {
            nb_putn(out, s + i, 1);
            i++;
            continue;
        }
        while (e < n && s[e] == ' ')
            e++;
        if (e < n && s[e] == 'i') {
            nb_puts(out, "i");
            if (!(e + 1 < n && s[e + 1] == '\n'))
                nb_putn(out, s + i, e - i);
            i = e + 1;
        } else {
            nb_putn(out, s + i, e - i);
            i = e;
        }
    }
}

void mt_num2str_fmt(mt_array *r, mt_arg ga, const mt_array *arg)
{
    mt_array tmp = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    const mt_array *x;
    nbuf fmt = {NULL, 0, 0}, full = {NULL, 0, 0}, text = {NULL, 0, 0};
    size_t nc;
    /* a bad PRECISION raises before a scalar X is boxed (nothing leaks inside try) */
    if (!ga.a && arg && arg->cls != MT_CHAR)
        (void)precision_arg(arg);
    if (ga.a)
        x = ga.a;
    else {
        mt_from_scalar(&tmp, ga.s);
        x = &tmp;
    }
    if (x->cls == MT_CHAR) {
        mt_copy(r, x);
        mt_free(&tmp);
        return;
    }
    if (mt__is_container(x))
        mt_error("num2str: X must be a numeric, logical, or character array");
    if (x->numel == 0) {
        mt_from_string(r, "");
        mt_free(&tmp);
        return;
    }
    nc = x->dims[1] * (size_t)(x->ndims - 1);
    if (!x->cplx) {
        real_format(&fmt, x, arg);
        if (count_conversions(fmt.s, fmt.len) > 1 ||
            (fmt.len == 2 && (!strcmp(fmt.s, "%s") || !strcmp(fmt.s, "%c"))))
            nb_putn(&full, fmt.s, fmt.len);
        else
            repeat_row(&full, &fmt, nc);
        rows_first(&t, x, 0);
        print_into(&text, full.s, full.len, &t);
        rows_to_char(r, text.s ? text.s : "", text.len, 1);
    } else {
        nbuf moved = {NULL, 0, 0};
        complex_format(&fmt, x, arg);
        repeat_row(&full, &fmt, nc);
        rows_first(&t, x, 1);
        print_into(&text, full.s, full.len, &t);
        move_i(&moved, text.s ? text.s : "", text.len);
        rows_to_char(r, moved.s ? moved.s : "", moved.len ? moved.len - 1 : 0, 0);
        free(moved.s);
    }
    free(fmt.s);
    free(full.s);
    free(text.s);
    mt_free(&t);
    mt_free(&tmp);
}

void mt_num2str(mt_array *r, mt_arg a)
{
    mt_num2str_fmt(r, a, NULL);
}
