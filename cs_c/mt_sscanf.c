/* mt_sscanf.c — sscanf (str, fmt [, size]) as Octave 7's base_stream::do_scanf: the format
 * is a list of whitespace, literal and conversion elements cycled while input remains; the
 * C++ stream it reads is modelled by a position and its eof/fail flags. Numbers go to a
 * double column (or an m x n array for a size), the characters of %s/%c/%[ as their codes;
 * a format of character conversions only gives a char result. */
#include "mt_internal.h"

#include <ctype.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { E_WS = 1, E_LIT, E_NULL };

typedef struct {
    int type; /* E_WS, E_LIT, or the conversion letter ('d', 's', '[', '^', '%', ...) */
    int width, discard;
    char mod; /* 'h', 'l' or 0 */
    const char *text; /* literal text, or the character class */
    size_t len;
} elt;

typedef struct {
    const unsigned char *s;
    size_t n, pos;
    int eof, fail;
} strm;

static int sget(strm *st)
{
    if (st->fail || st->eof) {
        st->fail = 1;
        return EOF;
    }
    if (st->pos < st->n)
        return st->s[st->pos++];
    st->eof = st->fail = 1;
    return EOF;
}

static void sputback(strm *st)
{
    st->eof = 0;
    if (!st->fail && st->pos > 0)
        st->pos--;
}

/* `is >> std::ws` */
static void sws(strm *st)
{
    if (st->fail || st->eof) {
        st->fail = 1;
        return;
    }
    while (st->pos < st->n && isspace(st->s[st->pos]))
        st->pos++;
    if (st->pos == st->n)
        st->eof = 1;
}

/* The parse of a format; 0 for a format Octave calls invalid. */
static size_t parse_format(const char *f, size_t n, elt *out, int *nconv, int *allchar)
{
    size_t i = 0, k = 0;
    *nconv = 0;
    *allchar = 1;
    while (i < n) {
        elt *e = &out[k];
        memset(e, 0, sizeof *e);
        if (f[i] == '%') {
            i++;
            if (i < n && f[i] == '*') {
                e->discard = 1;
                i++;
            }
            while (i < n && isdigit((unsigned char)f[i]))
                e->width = e->width * 10 + (f[i++] - '0');
            while (i < n && (f[i] == 'h' || f[i] == 'l' || f[i] == 'L')) {
                e->mod = f[i] == 'h' ? 'h' : 'l';
                i++;
            }
            if (i >= n)
                return 0;
            switch (f[i]) {
            case 'd': case 'i': case 'o': case 'u': case 'x': case 'X':
            case 'e': case 'f': case 'g': case 'E': case 'G':
                e->type = f[i++];
                *allchar = 0;
                break;
            case 'c': case 's':
                e->type = f[i++];
                break;
            case '%':
                e->type = '%';
                i++;
                break;
            case '[': {
                size_t st;
                i++;
                e->type = '[';
                if (i < n && f[i] == '^') {
                    e->type = '^';
                    i++;
                }
                st = i;
                if (i < n && f[i] == ']')
                    i++;
                while (i < n && f[i] != ']')
                    i++;
                if (i >= n)
                    return 0;
                e->text = f + st;
                e->len = i - st;
                i++;
                break;
            }
            default:
                return 0;
            }
            if (e->type != '%')
                (*nconv)++;
        } else if (isspace((unsigned char)f[i])) {
            e->type = E_WS;
            while (i < n && isspace((unsigned char)f[i]))
                i++;
        } else {
            size_t st = i;
            e->type = E_LIT;
            while (i < n && !isspace((unsigned char)f[i]) && f[i] != '%')
                i++;
            e->text = f + st;
            e->len = i - st;
        }
        if (e->discard && e->type != '%')
            *allchar &= e->type == 'c' || e->type == 's' || e->type == '[' || e->type == '^';
        k++;
    }
    return k;
}

/* Character class of %[...] (ranges a-z expanded as Octave's expand_char_class). */
static int in_class(const elt *e, int c)
{
    size_t i;
    for (i = 0; i < e->len; i++) {
        unsigned char a = (unsigned char)e->text[i];
        if (i + 2 < e->len && e->text[i + 1] == '-') {
            unsigned char b = (unsigned char)e->text[i + 2];
            if (c >= a && c <= b)
                return 1;
            i += 2;
        } else if (c == a)
            return 1;
    }
    return 0;
}

/* num_get of an integer in `base` from s[*p..n): value, clamped with `fail` on overflow
 * between lo and hi (an unsigned type wraps a negative value as C++ does). */
static int scan_int(const unsigned char *s, size_t n, size_t *p, int base, int is_unsigned,
                    double lo, double hi, double *val, int *eof)
{
    size_t i = *p;
    int neg = 0, digits = 0, ovf = 0;
    /* the largest magnitude taken before clamping: hi, or -lo for a negative signed value */
    uint64_t lim = hi > 1e19 ? UINT64_MAX : (uint64_t)hi + (is_unsigned ? 0 : 1), acc = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        neg = s[i++] == '-';
    if (base == 16 && i + 1 < n && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        i += 2; /* the prefix alone is no number */
    }
    for (; i < n; i++) {
        int c = s[i], d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        else
            break;
        if (d >= base)
            break;
        digits = 1;
        if (acc > (lim - (uint64_t)d) / (uint64_t)base)
            ovf = 1;
        else
            acc = acc * (uint64_t)base + (uint64_t)d;
    }
    *eof = i == n;
    *p = i;
    if (!digits) {
        *val = 0;
        return 0;
    }
    if (is_unsigned) {
        if (ovf || (double)acc > hi)
            *val = hi;
        else if (neg)
            *val = acc == 0 ? 0 : hi + 1 - (double)acc; /* -x wraps */
        else
            *val = (double)acc;
        return 1;
    }
    if (ovf || (!neg && (double)acc > hi))
        *val = neg ? lo : hi;
    else
        *val = neg ? -(double)acc : (double)acc;
    if (neg && *val < lo)
        *val = lo;
    return 1;
}

/* num_get of a double (sign, digits, point, exponent) then strtod; 0 when the text taken
 * is not a number. */
static int scan_float(const unsigned char *s, size_t n, size_t *p, double *val, int *eof)
{
    size_t i = *p, st = i;
    int mant = 0, dot = 0;
    char *buf, *end;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        i++;
    for (; i < n; i++) {
        if (isdigit(s[i]))
            mant = 1;
        else if (s[i] == '.' && !dot)
            dot = 1;
        else
            break;
    }
    if (mant && i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-'))
            i++;
        while (i < n && isdigit(s[i]))
            i++;
    }
    *eof = i == n;
    *p = i;
    buf = (char *)mt__bi_alloc(i - st + 1);
    memcpy(buf, s + st, i - st);
    *val = strtod(buf, &end); /* an overflow is +-Inf, as Octave makes it */
    mant = end != buf && *end == 0;
    free(buf);
    if (!mant)
        *val = 0;
    return mant;
}

/* Octave's read_fp_value: Inf, NaN and NA besides num_get's numbers. Returns 0 on failure
 * (the stream is then put back where it was). */
static int read_double(strm *st, double *v)
{
    size_t p0 = st->pos, i = st->pos;
    const unsigned char *s = st->s;
    int neg = 0, ok, e = 0;
    if (i < st->n && (s[i] == '-' || s[i] == '+')) {
        neg = s[i] == '-';
        i++;
    }
    if (i < st->n && (s[i] == 'i' || s[i] == 'I' || s[i] == 'n' || s[i] == 'N')) {
        int inf = s[i] == 'i' || s[i] == 'I';
        const char *w = inf ? "inf" : "nan";
        if (i + 2 < st->n && tolower(s[i + 1]) == w[1] && tolower(s[i + 2]) == w[2]) {
            st->pos = i + 3;
            st->eof = st->pos == st->n;
            *v = inf ? (neg ? -MT_INF : MT_INF) : MT_NAN;
            return 1;
        }
        if (!inf && i + 1 < st->n && tolower(s[i + 1]) == 'a')
            mt_error("mat2c: sscanf reading NA is not supported");
        /* a failure at the end of the text leaves the stream at eof */
        st->eof = (i + 1 == st->n || tolower(s[i + 1]) == w[1]) &&
                  (i + 2 >= st->n || tolower(s[i + 2]) == w[2]);
        st->pos = p0;
        return 0;
    }
    if (i > p0 && i == st->n) { /* a sign then the end: not at eof (putback clears it) */
        st->pos = p0;
        return 0;
    }
    i = p0;
    ok = scan_float(s, st->n, &i, v, &e);
    if (!ok) {
        st->eof = e;
        st->pos = p0;
        return 0;
    }
    st->pos = i;
    st->eof = e;
    return 1;
}

/* One numeric conversion of text s[0..n) at *p (whitespace skipped). */
static int read_number(const elt *e, const unsigned char *s, size_t n, size_t *p, double *v,
                       int *eof)
{
    double lo, hi;
    int is_u = !(e->type == 'd' || e->type == 'i'), base = 10;
    strm t;
    if (strchr("efgEG", e->type)) {
        t.s = s;
        t.n = n;
        t.pos = *p;
        t.eof = t.fail = 0;
        if (!read_double(&t, v)) {
            *eof = t.eof;
            return 0;
        }
        *p = t.pos;
        *eof = t.eof;
        return 1;
    }
    if (e->mod == 'h') {
        lo = is_u ? 0 : -32768.0;
        hi = is_u ? 65535.0 : 32767.0;
    } else if (e->mod == 'l') {
        lo = is_u ? 0 : -9223372036854775808.0;
        hi = is_u ? 18446744073709551615.0 : 9223372036854775807.0;
    } else {
        lo = is_u ? 0 : -2147483648.0;
        hi = is_u ? 4294967295.0 : 2147483647.0;
    }
    if (e->type == 'o')
        base = 8;
    else if (e->type == 'x' || e->type == 'X')
        base = 16;
    else if (e->type == 'i' && *p < n && s[*p] == '0') {
        /* a leading 0: octal, 0x hexadecimal, anything else the number 0 */
        size_t q = *p + 1;
        if (q < n && (s[q] == 'x' || s[q] == 'X')) {
            q++;
            if (q < n && isxdigit(s[q])) {
                *p = q;
                return scan_int(s, n, p, 16, 0, lo, hi, v, eof) || (*v = 0, 1);
            }
            *p = q;
            *v = 0;
            *eof = q == n;
            return 1;
        }
        if (q < n && s[q] >= '0' && s[q] <= '7') {
            *p = q;
            return scan_int(s, n, p, 8, 0, lo, hi, v, eof);
        }
        *p = q;
        *v = 0;
        *eof = q == n;
        return 1;
    }
    return scan_int(s, n, p, base, is_u, lo, hi, v, eof);
}

typedef struct {
    double *d;
    size_t n, cap;
} vec;

static void push(vec *v, double x)
{
    if (v->n == v->cap) {
        size_t c = v->cap ? 2 * v->cap : 64;
        double *d = (double *)realloc(v->d, c * sizeof *d);
        if (!d)
            mt_error("out of memory or dimension too large for Octave's index type");
        v->d = d;
        v->cap = c;
    }
    v->d[v->n++] = x;
}

/* Runs element e on the stream; values go to vals. Returns 1 when a conversion stored a
 * value (it counts). */
static int step(strm *st, const elt *e, vec *vals)
{
    int type = e->type, stored = 0;
    switch (type) {
    case E_WS: {
        int c;
        while ((c = sget(st)) != EOF && isspace(c)) {
        }
        if (c == EOF)
            st->fail = 0;
        else
            sputback(st);
        break;
    }
    case E_LIT: {
        size_t i = 0;
        int c;
        while (i < e->len && !st->fail && (c = sget(st)) != EOF) {
            if (c == (unsigned char)e->text[i])
                i++;
            else {
                sputback(st);
                break;
            }
        }
        if (i != e->len)
            st->fail = 1;
        break;
    }
    case '%': {
        int c = sget(st);
        if (c != EOF && c != '%') {
            sputback(st);
            st->fail = 1;
        } else if (c == EOF)
            st->fail = 1;
        break;
    }
    case 'c': case 's': case '[': case '^': {
        size_t from, len = 0, w = (size_t)e->width;
        int c = 0;
        if (type == 'c') {
            if (!w)
                w = 1;
            from = st->pos;
            while (len < w && (c = sget(st)) != EOF)
                len++;
            if (c == EOF)
                st->fail = 0;
        } else if (type == 's') {
            sws(st);
            from = st->pos;
            if (!st->fail && st->eof)
                st->fail = 1;
            while (!st->fail && (!w || len < w)) {
                if (st->pos == st->n) {
                    st->eof = 1;
                    break;
                }
                if (isspace(st->s[st->pos]))
                    break;
                st->pos++;
                len++;
            }
            if (!st->fail && len == 0)
                st->fail = 1;
            if (w && st->eof && len > 0)
                st->fail = 0;
        } else {
            size_t lim = w ? w : (size_t)-1, nread = 0;
            from = st->pos;
            c = 0;
            while (!st->fail && nread++ < lim && (c = sget(st)) != EOF) {
                if (in_class(e, c) == (type == '[')) {
                    len++;
                } else {
                    sputback(st);
                    break;
                }
            }
            if (len == 0)
                st->fail = 1;
            else if (c == EOF)
                st->fail = 0;
        }
        if (!st->fail && len > 0 && !e->discard) {
            size_t i;
            stored = 1;
            for (i = 0; i < len; i++)
                push(vals, (double)st->s[from + i]);
        }
        break;
    }
    default: { /* numbers */
        double v = 0;
        int eof = 0, ok;
        if (e->width && !strchr("efgEG", type)) {
            /* a token of at most width characters, read as an integer (Octave
             * ignores the width of %f, %e and %g) */
            size_t orig = st->pos, p, tk, tl = 0;
            sws(st);
            if (st->fail || st->eof) {
                st->fail = 1;
                break;
            }
            tk = st->pos;
            while (tk + tl < st->n && tl < (size_t)e->width && !isspace(st->s[tk + tl]))
                tl++;
            p = 0;
            ok = read_number(e, st->s + tk, tl, &p, &v, &eof);
            if (ok ? p == tl : eof) {
                /* the token used up (or failed at its end): the stream stays
                 * after it, at eof when the text ended before the width */
                st->pos = tk + tl;
                st->eof = st->pos == st->n && tl < (size_t)e->width;
                st->fail = !ok;
            } else if (ok) {
                st->pos = tk + p;
            } else {
                st->pos = orig;
                st->fail = 1;
            }
        } else {
            size_t p;
            sws(st);
            if (st->fail || st->eof) {
                st->fail = 1;
                break;
            }
            p = st->pos;
            ok = read_number(e, st->s, st->n, &p, &v, &eof);
            if (ok) {
                st->pos = p;
                st->eof = eof;
            } else {
                st->fail = 1;
                st->eof = eof; /* a failure at the end of the text is no error */
            }
        }
        if (!st->fail && !e->discard) {
            stored = 1;
            push(vals, v);
        }
        break;
    }
    }
    return stored;
}

/* The "C" form (Octave's oscanf): the format's elements once each, in order; every stored
 * conversion is the next output (a number, or the characters read as a string), then the
 * count and the message; unset outputs are []. A failed element ends the scan with Octave's
 * (garbled) "%s: read error: sscanf". */
static void do_oscanf(int nout, mt_array *const *out, strm *st, const elt *elts, size_t ne,
                      int nconv)
{
    size_t k, nvals = 0;
    int err = 0, nres = nout < 1 ? 1 : nout;
    /* Octave assigns the outputs it has before "element number N undefined in return
     * list"; an error from here cannot do that. */
    if (nres > nconv + 2)
        mt_error("mat2c: sscanf's \"C\" form with more outputs than the conversions and two "
                 "is not supported");
    for (k = 0; k < (size_t)nres; k++)
        mt__bi_set2(out[k], MT_DOUBLE, 0, 0);
    for (k = 0; k < ne; k++) {
        const elt *e = &elts[k];
        vec v = {NULL, 0, 0};
        int stored = step(st, e, &v);
        int chars = e->type == 'c' || e->type == 's' || e->type == '[' || e->type == '^';
        if (st->fail) {
            err = 1;
            free(v.d);
            break;
        }
        if (stored && !(chars && v.n == 0)) {
            if (nvals < (size_t)nres) {
                if (chars) {
                    mt_array t = MT_ARRAY_INIT;
                    size_t i;
                    mt__bi_set2(&t, MT_CHAR, 1, v.n);
                    for (i = 0; i < v.n; i++)
                        ((unsigned char *)t.data)[i] = (unsigned char)v.d[i];
                    mt__bi_give(out[nvals], &t);
                } else
                    mt__bi_give_scalar(out[nvals], MT_DOUBLE, v.d[0]);
            }
            nvals++;
        }
        free(v.d);
    }
    if (nres > nconv)
        mt__bi_give_scalar(out[nconv], MT_DOUBLE, (double)nvals);
    if (nres > nconv + 1)
        mt_from_string(out[nconv + 1], err ? "%s: read error: sscanf" : "");
}

static double size_value(const char *who, double d)
{
    if (isinf(d))
        return -1;
    if (d < 0)
        mt_error("%s: negative value invalid as size specification", who);
    return floor(d + 0.5);
}

/* sscanf's work for sscanf and fscanf (`who` names the function in messages); *eof (when
 * not NULL) tells whether reading hit the end of the input. */
void mt__scanf(const char *who, int nout, mt_array *const *out, int nargs, const mt_arg *args,
               int *eof)
{
    mt_array va, vf, vs;
    const mt_array *a = mt__bi_arg(&args[0], &va), *f;
    char *fmt;
    elt *elts;
    size_t ne, k, flen, idx = 0;
    int nconv, allchar, one = 1, stop = 0, errm = 0, oscanf = 0;
    double nr = -1, nc = -1, count = 0, maxconv = 0, fr, fc;
    vec vals = {NULL, 0, 0};
    strm st;
    if (a->cls != MT_CHAR)
        mt_error("%s: argument STRING must be a string", who);
    f = mt__bi_arg(&args[1], &vf);
    if (f->cls != MT_CHAR)
        mt_error("%s: format TEMPLATE must be a string", who);
    if (nargs == 3) {
        const mt_array *z = mt__bi_arg(&args[2], &vs);
        if (z->cls == MT_CHAR)
            oscanf = 1;
        else if (z->numel == 1) {
            nr = size_value(who, mt__get(z, 0));
            nc = nr == 0 ? 0 : 1;
        } else if (z->numel == 2) {
            if (isinf(mt__get(z, 0)))
                mt_error("%s: infinite value invalid as size specification", who);
            one = 0;
            nr = size_value(who, mt__get(z, 0));
            nc = size_value(who, mt__get(z, 1));
        } else
            mt_error("%s: invalid size specification (must be 2-D)", who);
    } else
        nc = 1;
    fmt = mt__bi_cstr(f);
    flen = f->numel;
    if (memchr(fmt, '\\', flen)) {
        mt__hold(fmt); /* freed when a try catches the error */
        mt_error("mat2c: sscanf with a backslash in the format is not supported");
    }
    elts = (elt *)mt__bi_alloc((flen + 1) * sizeof *elts);
    ne = parse_format(fmt, flen, elts, &nconv, &allchar);
    if (ne == 0 && (flen > 0 || oscanf)) {
        mt__hold(elts);
        mt__hold(fmt);
        if (flen > 0)
            mt_error("%s: invalid format specified", who);
        mt_error("mat2c: sscanf with the \"C\" form and an empty format is not supported");
    }
    if (ne == 0) { /* Octave's "internal format error", an empty result */
        free(elts);
        free(fmt);
        mt__bi_set2(out[0], MT_DOUBLE, 0, 0);
        if (nout > 1)
            mt__bi_give_scalar(out[1], MT_DOUBLE, 0);
        if (nout > 2)
            mt_from_string(out[2], strcmp(who, "sscanf") == 0 ? "sscanf: internal format error"
                                                               : "fscanf: internal format error");
        if (nout > 3)
            mt__bi_give_scalar(out[3], MT_DOUBLE, 1);
        return;
    }
    mt__hold(fmt);
    mt__hold(elts);
    st.s = (const unsigned char *)a->data;
    st.n = a->numel;
    st.pos = 0;
    st.eof = st.fail = 0;
    if (oscanf) {
        do_oscanf(nout, out, &st, elts, ne, nconv);
        mt__release(elts);
        mt__release(fmt);
        return;
    }
    if (nr == 0 || nc == 0) {
        mt__bi_set2(out[0], MT_DOUBLE, nr > 0 ? (size_t)nr : 0, one || nc < 0 ? 0 : (size_t)nc);
        goto outputs_only;
    }
    if (allchar) {
        if (one)
            maxconv = nr > 0 ? nr : 0;
        else if (nc > 0)
            maxconv = nr * nc;
    } else if (nr > 0 && nc > 0)
        maxconv = nr * nc;
    {
        size_t trips = 0;
        k = 0;
        for (;;) {
            const elt *e = k < ne ? &elts[k] : NULL;
            int type = e ? e->type : E_NULL;
            if (type == E_NULL ||
                (!(type == E_WS || type == E_LIT || type == '%') && maxconv > 0 &&
                 count == maxconv)) {
                stop = 1; /* the format ended or enough values: no eof sizes */
                break;
            }
            if (step(&st, e, &vals))
                count++;
            if (st.eof || st.fail) {
                if (st.fail && !st.eof)
                    errm = 1;
                st.fail = 0;
                break;
            }
            if (nconv == 0 && ++trips == ne) {
                stop = 1;
                break;
            }
            k++;
            if (k == ne && nconv > 0 && (maxconv == 0 || count < maxconv))
                k = 0;
        }
    }
    idx = vals.n;
    if (stop) {
        if (allchar && one) {
            fr = 1;
            fc = (double)idx;
        } else {
            fr = nr;
            fc = floor(((double)idx - 1) / nr) + 1;
        }
    } else if (allchar && one) {
        fr = 1;
        fc = (double)idx;
    } else if (nr > 0 && (double)idx > nr) {
        fr = nr;
        fc = floor(((double)idx - 1) / nr) + 1;
    } else {
        fr = (double)idx;
        fc = 1;
    }
    if (fr < 0 || fc < 0)
        fr = fc = 0;
    {
        mt_array t = MT_ARRAY_INIT;
        size_t i, tot;
        mt__bi_set2(&t, allchar ? MT_CHAR : MT_DOUBLE, (size_t)fr, (size_t)fc);
        tot = t.numel;
        for (i = 0; i < tot; i++)
            mt__set(&t, i, i < idx ? vals.d[i] : 0);
        mt__bi_give(out[0], &t);
    }
outputs_only:
    free(vals.d);
    if (nout > 1)
        mt__bi_give_scalar(out[1], MT_DOUBLE, count);
    if (nout > 2)
        mt_from_string(out[2], !errm ? ""
                               : strcmp(who, "sscanf") == 0 ? "sscanf: format failed to match"
                                                            : "fscanf: format failed to match");
    if (nout > 3)
        mt__bi_give_scalar(out[3], MT_DOUBLE, (double)(st.eof ? st.n : st.pos) + 1);
    if (eof)
        *eof = st.eof;
    mt__release(elts);
    mt__release(fmt);
}

BI(sscanf)
{
    mt__scanf("sscanf", nout, out, nargs, args, NULL);
}
