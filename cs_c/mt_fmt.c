/* mt_fmt.c — formatting and output for runtimes built without the C library's stdio
 * (MT_NO_STDIO, implied by MT_NO_HEAP: newlib's stdio and printf family allocate). Under
 * that define mt_internal.h routes the runtime's snprintf/printf/fputs/fwrite/... here;
 * output goes to mt_output_hook. The formatter covers what the runtime's messages use: %s %.*s %c %d %i %u %ld %lu %lld %llu %zu %x %X (with 0 padding and width),
 * %g/%f/%e (at most 9 significant digits, no exponent form beyond 1e15), %%. */
#include "mt_internal.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>

void (*mt_output_hook)(int fd, const char *s, size_t n);

typedef struct {
    char *buf;
    size_t n, len;
} fout;

static void put(fout *o, char c)
{
    if (o->len + 1 < o->n)
        o->buf[o->len] = c;
    o->len++;
}

static void puts_n(fout *o, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n && s[i]; i++)
        put(o, s[i]);
}

static void put_uint(fout *o, unsigned long long v, unsigned base, int upper, int width, char pad)
{
    char t[24];
    int k = 0;
    const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    do {
        t[k++] = dig[v % base];
        v /= base;
    } while (v);
    while (width-- > k)
        put(o, pad);
    while (k)
        put(o, t[--k]);
}

/* A double with up to `prec` significant digits (fixed notation), trailing zeros dropped. */
static void put_double(fout *o, double x, int prec)
{
    double ip, scale = 1;
    unsigned long long whole, frac;
    int digits = 0, k;
    if (x != x) {
        puts_n(o, "NaN", 3);
        return;
    }
    if (x < 0) {
        put(o, '-');
        x = -x;
    }
    if (isinf(x) || x >= 1e15) {
        puts_n(o, isinf(x) ? "Inf" : "1e+15+", 6);
        return;
    }
    whole = (unsigned long long)x;
    for (ip = (double)whole; ip >= 1; ip /= 10)
        digits++;
    k = prec > digits ? prec - digits : 0;
    if (k > 9)
        k = 9;
    while (k-- > 0)
        scale *= 10;
    frac = (unsigned long long)((x - (double)whole) * scale + 0.5);
    if ((double)frac >= scale) {
        whole++;
        frac = 0;
    }
    put_uint(o, whole, 10, 0, 0, ' ');
    if (frac) {
        char t[12];
        int n = 0;
        while (scale > 1) {
            t[n++] = (char)('0' + frac % 10);
            frac /= 10;
            scale /= 10;
        }
        k = 0;
        while (k < n && t[k] == '0')
            k++;
        put(o, '.');
        while (n > k)
            put(o, t[--n]);
    }
}

int mt__vsnprintf(char *buf, size_t n, const char *fmt, va_list ap)
{
    fout o;
    o.buf = buf;
    o.n = n;
    o.len = 0;
    for (; *fmt; fmt++) {
        int width = 0, prec = -1, lng = 0;
        char pad = ' ';
        if (*fmt != '%') {
            put(&o, *fmt);
            continue;
        }
        fmt++;
        if (*fmt == '0') {
            pad = '0';
            fmt++;
        }
        while (*fmt >= '0' && *fmt <= '9')
            width = width * 10 + (*fmt++ - '0');
        if (*fmt == '.') {
            fmt++;
            prec = 0;
            if (*fmt == '*') {
                prec = va_arg(ap, int);
                fmt++;
            } else
                while (*fmt >= '0' && *fmt <= '9')
                    prec = prec * 10 + (*fmt++ - '0');
        }
        while (*fmt == 'l' || *fmt == 'z') {
            lng += *fmt == 'z' ? 3 : 1;
            fmt++;
        }
        switch (*fmt) {
        case 's': {
            const char *s = va_arg(ap, const char *);
            puts_n(&o, s ? s : "(null)", prec >= 0 ? (size_t)prec : (size_t)-1);
            break;
        }
        case 'c': put(&o, (char)va_arg(ap, int)); break;
        case 'd':
        case 'i': {
            long long v = lng >= 2 ? va_arg(ap, long long)
                                   : (lng == 1 ? va_arg(ap, long) : va_arg(ap, int));
            unsigned long long u = (unsigned long long)v;
            if (v < 0) {
                put(&o, '-');
                u = 0 - u;
            }
            put_uint(&o, u, 10, 0, width, pad);
            break;
        }
        case 'u':
        case 'x':
        case 'X': {
            unsigned long long v = lng == 3   ? (unsigned long long)va_arg(ap, size_t)
                                   : lng >= 2 ? va_arg(ap, unsigned long long)
                                   : lng == 1 ? va_arg(ap, unsigned long)
                                              : va_arg(ap, unsigned);
            put_uint(&o, v, *fmt == 'u' ? 10 : 16, *fmt == 'X', width, pad);
            break;
        }
        case 'g':
        case 'f':
        case 'e': put_double(&o, va_arg(ap, double), prec < 0 ? 6 : (prec ? prec : 1)); break;
        case '%': put(&o, '%'); break;
        default:
            if (!*fmt)
                fmt--;
            break;
        }
    }
    if (n)
        buf[o.len < n ? o.len : n - 1] = '\0';
    return (int)o.len;
}

int mt__snprintf(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = mt__vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

#ifdef MT_NO_STDIO
/* The names below are the real ones: mt_internal.h maps the stdio names onto them. */
static void out(FILE *f, const char *s, size_t n)
{
    if (mt_output_hook && n)
        mt_output_hook(f == stderr ? 2 : 1, s, n);
}

static int vout(FILE *f, const char *fmt, va_list ap)
{
    char buf[MT_ERRMSG_MAX];
    int r = mt__vsnprintf(buf, sizeof buf, fmt, ap);
    out(f, buf, strlen(buf));
    return r;
}

int mt__printf(const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = vout(stdout, fmt, ap);
    va_end(ap);
    return r;
}

int mt__fprintf(FILE *f, const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = vout(f, fmt, ap);
    va_end(ap);
    return r;
}

int mt__fputs(const char *s, FILE *f)
{
    out(f, s, strlen(s));
    return 0;
}

int mt__fputc(int c, FILE *f)
{
    char ch = (char)c;
    out(f, &ch, 1);
    return c;
}

size_t mt__fwrite(const void *p, size_t size, size_t n, FILE *f)
{
    out(f, (const char *)p, size * n);
    return n;
}

int mt__fflush(FILE *f)
{
    (void)f;
    return 0;
}

int mt__setvbuf(FILE *f, char *buf, int mode, size_t size)
{
    (void)f;
    (void)buf;
    (void)mode;
    (void)size;
    return 0;
}
#endif
