/* mt_print.c — Octave-compatible output: display of values (`x = ...`), disp,
 * fprintf/sprintf with MATLAB format recycling, num2str, error() and warning().
 * The number formatting follows Octave 7's pr-output rules ("format short"). */
#include "mt_internal.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Octave's output_precision: 5 in format short, 16 in format long (set by mt_format). The
 * precision of one display is min(output_precision, 16) for double and 8 for single. */
static int output_precision = 5;
static int cur_prec = 5;
/* format short g / long g: every double and single printed by %g (Octave's print_g) */
static int print_g = 0;
/* format short e / long e: every double and single in Octave's exponent format */
static int print_e = 0;
/* format compact: no blank line after a "name =" header (Vcompact_format) */
static int compact_format = 0;
#define PREC cur_prec
/* Octave's pr_output_traits<T>: digits10 and max_field_width are 16 and 21 for double, 8
 * and 13 for single (a single shows 0.01 as 9.9999998e-03 in format long) */
static int cur_digits10 = 16, cur_max_fw = 21;
static void set_prec(mt_class c)
{
    int cap = c == MT_SINGLE ? 8 : 16;
    cur_prec = output_precision < cap ? output_precision : cap;
    cur_digits10 = c == MT_SINGLE ? 8 : 16;
    cur_max_fw = c == MT_SINGLE ? 13 : 21;
}
#define MAX_FIELD_WIDTH cur_max_fw
#define DIGITS10 cur_digits10
#define TERM_WIDTH 80

/* ------------------------------------------------------------------------- */
/* growable string buffer                                                     */
/* ------------------------------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
} sbuf;

static void sb_reserve(sbuf *b, size_t extra)
{
    if (b->len + extra + 1 > b->cap) {
        size_t nc = b->cap ? b->cap : 256;
        char *p;
        while (nc < b->len + extra + 1)
            nc *= 2;
        p = (char *)realloc(b->s, nc);
        if (!p)
            mt_error("out of memory");
        b->s = p;
        b->cap = nc;
    }
}

static void sb_putn(sbuf *b, const char *s, size_t n)
{
    sb_reserve(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

static void sb_puts(sbuf *b, const char *s)
{
    sb_putn(b, s, strlen(s));
}

static void sb_putc(sbuf *b, char c)
{
    sb_putn(b, &c, 1);
}

static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    int n;
    char tmp[256];
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        sb_putn(b, tmp, (size_t)n);
        return;
    }
    sb_reserve(b, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

static void sb_spaces(sbuf *b, int n)
{
    while (n-- > 0)
        sb_putc(b, ' ');
}

static void sb_flush_to(sbuf *b, FILE *f)
{
    if (b->len)
        fwrite(b->s, 1, b->len, f);
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

/* ------------------------------------------------------------------------- */
/* number formats (Octave pr-output.cc, format short)                         */
/* ------------------------------------------------------------------------- */

enum { F_INT, F_FIXED, F_EXP, F_GEN };

typedef struct nfmt {
    int kind;
    int fw;   /* field width */
    int rd;   /* digits after the point (fixed) / mantissa digits (exp) */
} nfmt;

static int num_digits(double x)
{
    return 1 + (int)floor(log10(x));
}

static void pr_float(sbuf *b, const nfmt *f, double v)
{
    char tmp[64];
    const char *s = tmp;
    if (v == 0)
        s = "0";
    else if (v != v)
        s = mt_is_na(v) ? "NA" : "NaN";
    else if (isinf(v))
        s = v < 0 ? "-Inf" : "Inf";
    else if (f->kind == F_INT && f->rd > 0 && v != floor(v))
        /* a matrix's integer format holds values within a float ulp of an integer (see
         * minmax_digits): Octave prints them in C++'s general format, rd significant digits */
        snprintf(tmp, sizeof tmp, "%.*g", f->rd, v);
    else if (f->kind == F_INT)
        snprintf(tmp, sizeof tmp, "%.0f", v);
    else if (f->kind == F_FIXED)
        snprintf(tmp, sizeof tmp, "%.*f", f->rd, v);
    else if (f->kind == F_GEN)
        snprintf(tmp, sizeof tmp, "%.*g", f->rd, v);
    else
        snprintf(tmp, sizeof tmp, "%.*e", f->rd, v);
    sb_spaces(b, f->fw - (int)strlen(s));
    sb_puts(b, s);
}

/* ld/rd for one magnitude class x (digits) as in make_real_matrix_format */
static void ld_rd(int x, int *ld, int *rd)
{
    if (x > 0) {
        *ld = x;
        *rd = PREC > x ? PREC - x : PREC;
    } else if (x < 0) {
        *ld = 1;
        *rd = PREC > x ? PREC - x : PREC;
    } else {
        *ld = 1;
        *rd = PREC > 1 ? PREC - 1 : PREC;
    }
}

/* The digit count that decides the exponent width: x + 1 for a magnitude of x digits,
 * -x + 1 for one below 1, else 1 (as Octave's make_*_format). */
static int exp_digits(int x)
{
    return x > 0 ? x + 1 : x < 0 ? -x + 1 : 1;
}

static nfmt make_scalar_fmt(double v)
{
    nfmt f;
    int inf_or_nan = !isfinite(v), int_only, digits, ld = 0, rd = 0;
    double a = fabs(v);
    if (print_g) {
        /* a scalar is %g in a field of the precision's width */
        f.kind = F_GEN;
        f.rd = PREC;
        f.fw = PREC;
        return f;
    }
    int_only = !inf_or_nan && round(v) == v;
    digits = (inf_or_nan || a == 0) ? 0 : num_digits(a);
    f.rd = 0;
    if (inf_or_nan) {
        /* Octave's field is 3 wide ("NaN", "Inf"): NA prints as " NA" */
        f.kind = F_INT;
        f.fw = 3;
        return f;
    }
    if (int_only) {
        ld = digits;
        rd = 0;
        f.fw = digits;
        f.kind = F_INT;
    } else {
        if (digits > 0) {
            ld = digits;
            rd = PREC > digits ? PREC - digits : PREC;
        } else if (digits < 0) {
            ld = 1;
            rd = PREC > digits ? PREC - digits : PREC;
        } else {
            ld = 1;
            rd = PREC > 1 ? PREC - 1 : PREC;
        }
        f.fw = ld + 1 + rd;
        f.kind = F_FIXED;
        f.rd = rd;
    }
    if (print_e || f.fw > MAX_FIELD_WIDTH || ld + rd > DIGITS10 || ld + rd > 1.5 * PREC) {
        f.kind = F_EXP;
        f.rd = PREC - 1;
        /* format e prints a scalar zero in the field a mantissa and exponent take */
        f.fw = print_e && v == 0 ? PREC + 5 : 0;
    }
    return f;
}

/* x_max/x_min digits of the largest/smallest finite magnitudes */
static void minmax_digits(const double *v, size_t n, int *x_max, int *x_min, int *inf_or_nan,
                          int *all_int)
{
    double mx = -1, mn = -1;
    size_t i;
    *inf_or_nan = 0;
    *all_int = 1;
    for (i = 0; i < n; i++) {
        double a = fabs(v[i]);
        if (!isfinite(v[i])) {
            *inf_or_nan = 1;
            continue;
        }
        /* Octave 7 decides "all integers" for a matrix in single precision, as x_nint's
         * floor (x + 0.5) in float: values within half a float ulp of an integer count, and
         * so do not those whose x + 0.5 rounds up (14599927 + 0.5 is 14599928 in float);
         * scalars are exact */
        {
            volatile float f = (float)v[i], h = f + 0.5f;
            if (floorf(h) != f)
                *all_int = 0;
        }
        if (mx < 0 || a > mx)
            mx = a;
        if (mn < 0 || a < mn)
            mn = a;
    }
    if (mx < 0)
        mx = mn = 0;
    *x_max = mx == 0 ? 0 : num_digits(mx);
    *x_min = mn == 0 ? 0 : num_digits(mn);
}

/* the %g field of a matrix element (and of both parts of a complex value) */
static nfmt g_fmt(void)
{
    nfmt f;
    f.kind = F_GEN;
    f.rd = PREC;
    f.fw = PREC + 6;
    return f;
}

static nfmt make_matrix_fmt(const double *v, size_t n)
{
    nfmt f;
    int x_max, x_min, inf_or_nan, all_int, ld = 0, rd = 0;
    if (print_g)
        return g_fmt();
    minmax_digits(v, n, &x_max, &x_min, &inf_or_nan, &all_int);
    f.rd = 0;
    if (all_int) {
        int digits = x_max > x_min ? x_max : x_min;
        f.fw = digits <= 0 ? 2 : digits + 1;
        if (inf_or_nan && f.fw < 4)
            f.fw = 4;
        f.kind = F_INT;
        rd = f.fw;
        f.rd = f.fw; /* Octave's float_format (fw, rd): the significant digits */
    } else {
        int ld_max, rd_max, ld_min, rd_min;
        ld_rd(x_max, &ld_max, &rd_max);
        ld_rd(x_min, &ld_min, &rd_min);
        x_max = exp_digits(x_max);
        x_min = exp_digits(x_min);
        ld = ld_max > ld_min ? ld_max : ld_min;
        rd = rd_max > rd_min ? rd_max : rd_min;
        f.fw = 1 + ld + 1 + rd;
        if (inf_or_nan && f.fw < 4)
            f.fw = 4;
        f.kind = F_FIXED;
        f.rd = rd;
    }
    if (print_e || f.fw > MAX_FIELD_WIDTH || ld + rd > DIGITS10 || ld + rd > 1.5 * PREC) {
        int ex = (x_max > 100 || x_min > 100) ? 5 : 4;
        f.kind = F_EXP;
        f.rd = PREC - 1;
        f.fw = 2 + PREC + ex;
        if (inf_or_nan && f.fw < 4)
            f.fw = 4;
    }
    return f;
}

static nfmt make_range_fmt(double base, double limit, int all_ints)
{
    nfmt f;
    double r_min = base, r_max = limit, mx, mn;
    int x_max, x_min, ld = 0, rd = 0;
    if (print_g)
        return g_fmt();
    if (r_max < r_min) {
        double t = r_max;
        r_max = r_min;
        r_min = t;
    }
    mx = fabs(r_max);
    mn = fabs(r_min);
    x_max = mx == 0 ? 0 : num_digits(mx);
    x_min = mn == 0 ? 0 : num_digits(mn);
    f.rd = 0;
    if (all_ints) {
        int digits = x_max > x_min ? x_max : x_min;
        f.fw = (digits <= 0 ? 1 : digits) + 1;
        f.kind = F_INT;
        rd = f.fw;
    } else {
        int ld_max, rd_max, ld_min, rd_min;
        ld_rd(x_max, &ld_max, &rd_max);
        ld_rd(x_min, &ld_min, &rd_min);
        x_max = exp_digits(x_max);
        x_min = exp_digits(x_min);
        ld = ld_max > ld_min ? ld_max : ld_min;
        rd = rd_max > rd_min ? rd_max : rd_min;
        f.fw = ld + rd + 3;
        f.kind = F_FIXED;
        f.rd = rd;
    }
    if (print_e || f.fw > MAX_FIELD_WIDTH || ld + rd > DIGITS10 || ld + rd > 1.5 * PREC) {
        int ex = (x_max > 100 || x_min > 100) ? 5 : 4;
        f.kind = F_EXP;
        f.rd = PREC - 1;
        f.fw = 3 + PREC + ex;
    }
    return f;
}

/* complex formats: real part width r_fw, imaginary part width i_fw */
typedef struct cfmt {
    nfmt r, i;
} cfmt;

static cfmt make_complex_fmt(int x_max, int x_min, int inf_or_nan, int all_int, int scalar)
{
    cfmt c;
    int ld = 0, rd = 0, i_fw, r_fw, kind, digits_used;
    /* Octave 7 prints a complex scalar with an Inf or NaN part that is not all integers
     * (NaN never is) with the integer widths of its finite part and one significant digit
     * (`Inf + 1i` for complex (Inf, 1.4142), `NaN + 1e+02i`) */
    int one_digit = scalar && inf_or_nan && !all_int;
    if (print_g) {
        c.r = c.i = g_fmt();
        return c;
    }
    if (all_int || one_digit) {
        int digits = x_max > x_min ? x_max : x_min;
        i_fw = digits <= 0 ? 1 : digits;
        r_fw = i_fw + 1;
        if (inf_or_nan && i_fw < 3) {
            i_fw = 3;
            r_fw = 4;
        }
        kind = F_INT;
        /* Octave counts the integer field as ld + rd: its width for a matrix, its digits
         * for a scalar */
        digits_used = scalar ? i_fw : r_fw;
    } else {
        int ld_max, rd_max, ld_min, rd_min;
        ld_rd(x_max, &ld_max, &rd_max);
        ld_rd(x_min, &ld_min, &rd_min);
        x_max = exp_digits(x_max);
        x_min = exp_digits(x_min);
        ld = ld_max > ld_min ? ld_max : ld_min;
        rd = rd_max > rd_min ? rd_max : rd_min;
        i_fw = ld + 1 + rd;
        r_fw = i_fw + 1;
        if (inf_or_nan && i_fw < 3) {
            i_fw = 3;
            r_fw = 4;
        }
        kind = F_FIXED;
        digits_used = ld + rd;
    }
    if (print_e || r_fw > MAX_FIELD_WIDTH || digits_used > DIGITS10 || digits_used > 1.5 * PREC) {
        int ex = (x_max > 100 || x_min > 100) ? 5 : 4;
        i_fw = 1 + PREC + ex;
        r_fw = i_fw + 1;
        kind = F_EXP;
        rd = PREC - 1;
    }
    if (one_digit && kind == F_INT) {
        kind = F_GEN;
        rd = 1;
    }
    c.r.kind = c.i.kind = kind;
    c.r.rd = c.i.rd = kind == F_INT && !scalar ? r_fw : rd;
    c.r.fw = r_fw;
    c.i.fw = i_fw;
    return c;
}

static cfmt make_complex_fmt_data(const double *re, const double *im, size_t n, int scalar)
{
    int rx_max, rx_min, ix_max, ix_min, rin, iin, rint, iint, x_max, x_min;
    minmax_digits(re, n, &rx_max, &rx_min, &rin, &rint);
    minmax_digits(im, n, &ix_max, &ix_min, &iin, &iint);
    if (scalar) {
        /* a scalar's parts are integers exactly, not within a float ulp (-1 - 4e-16 + 1i
         * prints -1.0000 + 1.0000i) */
        /* x_nint (x) == x: true for an infinity, false for NaN */
        rint = isinf(re[0]) || round(re[0]) == re[0];
        iint = isinf(im[0]) || round(im[0]) == im[0];
        if (rx_max > ix_max) {
            x_max = rx_max;
            x_min = ix_max;
        } else {
            x_max = ix_max;
            x_min = rx_max;
        }
    } else {
        x_max = rx_max > ix_max ? rx_max : ix_max;
        x_min = rx_min > ix_min ? rx_min : ix_min;
    }
    return make_complex_fmt(x_max, x_min, rin || iin, rint && iint, scalar);
}

static void pr_complex(sbuf *b, const cfmt *f, double re, double im)
{
    pr_float(b, &f->r, re);
    if (signbit(im)) { /* a NaN with its sign bit too, as Octave's pr_complex */
        sb_puts(b, " - ");
        pr_float(b, &f->i, -im);
    } else {
        sb_puts(b, " + ");
        pr_float(b, &f->i, im);
    }
    sb_putc(b, 'i');
}

/* ------------------------------------------------------------------------- */
/* matrix bodies                                                              */
/* ------------------------------------------------------------------------- */

static void col_header(sbuf *b, size_t col, size_t lim, size_t nc)
{
    (void)nc;
    if (col != 0)
        sb_puts(b, "\n\n");
    if (lim - col == 1)
        sb_printf(b, " Column %lu:\n\n", (unsigned long)(col + 1));
    else if (lim - col == 2)
        sb_printf(b, " Columns %lu and %lu:\n\n", (unsigned long)(col + 1), (unsigned long)lim);
    else
        sb_printf(b, " Columns %lu through %lu:\n\n", (unsigned long)(col + 1),
                  (unsigned long)lim);
}

/* Print a 2-D page (rows x cols, values read through get). Body ends without newline. */
typedef void (*elem_printer)(sbuf *b, const void *ctx, size_t i);

/* The indentation of the value being displayed inside a cell or struct (Octave's
 * extra_indent): a matrix too wide for the terminal is split into chunks that fit beside
 * it. A range is split when it does not fit beside it, into chunks as wide as the terminal
 * (Octave's range printer). */
static int print_indent;
static int print_indent_applies = 1;

/* Line starts that keep column 0 inside a cell or struct: Octave prints the rows of a char
 * matrix and the "Diagonal Matrix" header without the container's indentation. */
static size_t *noindent_at;
static size_t noindent_n, noindent_cap;

static void mark_noindent(const sbuf *b)
{
    if (print_indent == 0)
        return;
    if (noindent_n == noindent_cap) {
        noindent_cap = noindent_cap ? 2 * noindent_cap : 16;
        noindent_at = (size_t *)realloc(noindent_at, noindent_cap * sizeof(size_t));
        if (!noindent_at)
            mt_error("out of memory");
    }
    noindent_at[noindent_n++] = b->len;
}

static void print_columns(sbuf *b, size_t nr, size_t nc, int colw, elem_printer pe,
                          const void *ctx)
{
    size_t total = nc * (size_t)colw, inc = nc, col, i, j;
    /* whether to split sees the indentation; a range's chunks (Octave's range printer)
       are as wide as the terminal all the same */
    int beside = TERM_WIDTH - print_indent;
    int width = print_indent_applies ? beside : TERM_WIDTH;
    int split = total > (size_t)(beside > 0 ? beside : 0);
    if (split) {
        inc = width > 0 ? (size_t)width / (size_t)colw : 0;
        if (inc == 0)
            inc = 1;
    }
    for (col = 0; col < nc; col += inc) {
        size_t lim = col + inc < nc ? col + inc : nc;
        if (split)
            col_header(b, col, lim, nc);
        for (i = 0; i < nr; i++) {
            for (j = col; j < lim; j++)
                pe(b, ctx, i + j * nr);
            if (i + 1 < nr)
                sb_putc(b, '\n');
        }
    }
}

typedef struct real_ctx {
    const double *v;
    nfmt f;
} real_ctx;

static void pe_real(sbuf *b, const void *ctx, size_t i)
{
    const real_ctx *c = (const real_ctx *)ctx;
    sb_puts(b, "  ");
    pr_float(b, &c->f, c->v[i]);
}

typedef struct cplx_ctx {
    const double *re, *im;
    cfmt f;
} cplx_ctx;

static void pe_cplx(sbuf *b, const void *ctx, size_t i)
{
    const cplx_ctx *c = (const cplx_ctx *)ctx;
    sb_puts(b, "  ");
    pr_complex(b, &c->f, c->re[i], c->im[i]);
}

typedef struct int_ctx {
    const mt_array *a;
    size_t off;
    int fw;
} int_ctx;

static void int_to_str(char *buf, size_t n, const mt_array *a, size_t i)
{
    switch (a->cls) {
    case MT_INT64: snprintf(buf, n, "%lld", (long long)((const int64_t *)a->data)[i]); break;
    case MT_UINT64:
        snprintf(buf, n, "%llu", (unsigned long long)((const uint64_t *)a->data)[i]);
        break;
    default: snprintf(buf, n, "%.0f", mt__get(a, i)); break;
    }
}

static void pe_int(sbuf *b, const void *ctx, size_t i)
{
    const int_ctx *c = (const int_ctx *)ctx;
    char tmp[32];
    int_to_str(tmp, sizeof tmp, c->a, c->off + i);
    sb_puts(b, "  ");
    sb_spaces(b, c->fw - (int)strlen(tmp));
    sb_puts(b, tmp);
}

/* width of integer-class values: max digits + 1 if any negative */
static int int_width(const mt_array *a)
{
    size_t i;
    int digits = 0, neg = 0;
    if (a->cls == MT_INT64 || a->cls == MT_UINT64) { /* exactly: doubles round past 2^53 */
        for (i = 0; i < a->numel; i++) {
            uint64_t u = ((const uint64_t *)a->data)[i];
            int d = 0;
            if (a->cls == MT_INT64 && (int64_t)u < 0) {
                if (u == (uint64_t)1 << 63)
                    continue; /* intmin: as above */
                u = (uint64_t)0 - u;
                neg = 1;
            }
            for (; u; u /= 10)
                d++;
            if (d > digits)
                digits = d;
        }
        return digits + neg;
    }
    for (i = 0; i < a->numel; i++) {
        double v = mt__get(a, i), av = fabs(v);
        /* Octave computes abs() in the integer type: the most negative value stays
         * negative, so it counts neither for the digits nor as negative */
        if ((a->cls == MT_INT8 && v == -128) || (a->cls == MT_INT16 && v == -32768) ||
            (a->cls == MT_INT32 && v == -2147483648.0) ||
            (a->cls == MT_INT64 && v == -9223372036854775808.0))
            continue;
        if (av > 0) {
            int d = (int)floor(log10(av) + 1);
            if (d > digits)
                digits = d;
        }
        if (v < 0)
            neg = 1;
    }
    return digits + neg;
}

static double *page_doubles(const mt_array *a, size_t off, size_t n, double **im)
{
    double *v = (double *)malloc(sizeof(double) * (n ? n : 1));
    size_t i;
    if (!v)
        mt_error("out of memory");
    if (im) {
        *im = (double *)malloc(sizeof(double) * (n ? n : 1));
        if (!*im)
            mt_error("out of memory");
    }
    for (i = 0; i < n; i++) {
        v[i] = mt__get(a, off + i);
        if (im)
            (*im)[i] = mt__get_im(a, off + i);
    }
    return v;
}

/* whether the n elements of complex a from off all have a zero imaginary part */
static int page_is_real(const mt_array *a, size_t off, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (mt__get_im(a, off + i) != 0)
            return 0;
    return 1;
}

/* body of one 2-D page of a numeric/logical array (no trailing newline); an N-d page of a
 * complex array prints as real when its imaginary parts are all zero (Octave narrows each
 * page it prints), a 2-D complex value never does */
static void print_page_of(sbuf *b, const mt_array *a, size_t off, size_t nr, size_t nc,
                          int int_fw, int cplx)
{
    size_t n = nr * nc;
    if (mt__is_int_class(a->cls) || a->cls == MT_LOGICAL) {
        int_ctx c;
        c.a = a;
        c.off = off;
        c.fw = int_fw;
        print_columns(b, nr, nc, int_fw + 2, pe_int, &c);
    } else if (cplx) {
        cplx_ctx c;
        double *im, *re = page_doubles(a, off, n, &im);
        c.re = re;
        c.im = im;
        c.f = make_complex_fmt_data(re, im, n, 0);
        print_columns(b, nr, nc, c.f.r.fw + c.f.i.fw + 7, pe_cplx, &c);
        free(re);
        free(im);
    } else {
        real_ctx c;
        double *v = page_doubles(a, off, n, NULL);
        c.v = v;
        c.f = make_matrix_fmt(v, n);
        print_columns(b, nr, nc, c.f.fw + 2, pe_real, &c);
        free(v);
    }
}

static void print_page(sbuf *b, const mt_array *a, size_t off, size_t nr, size_t nc, int int_fw)
{
    print_page_of(b, a, off, nr, nc, int_fw, a->cplx);
}

static void print_char_rows(sbuf *b, const mt_array *a, size_t off, size_t nr, size_t nc)
{
    size_t i, j;
    const char *p = (const char *)a->data;
    for (i = 0; i < nr; i++) {
        if (b->len == 0 || b->s[b->len - 1] == '\n')
            mark_noindent(b);
        for (j = 0; j < nc; j++)
            sb_putc(b, p[off + i + j * nr]);
        if (i + 1 < nr)
            sb_putc(b, '\n');
    }
}

static void print_empty(sbuf *b, const mt_array *a)
{
    char d[128];
    mt__dims_str(d, sizeof d, a->ndims, a->dims);
    sb_printf(b, "[](%s)", d);
}

/* the scalar text of element i of a value (a 1x1 value, or a 1x1 page of an N-d array) */
static void print_scalar_at(sbuf *b, const mt_array *a, size_t i)
{
    if (mt__is_int_class(a->cls) || a->cls == MT_LOGICAL) {
        char tmp[32];
        int_to_str(tmp, sizeof tmp, a, i);
        sb_puts(b, tmp);
    } else if (a->cls == MT_CHAR) {
        sb_putc(b, ((const char *)a->data)[i]);
    } else if (a->cplx && (a->ndims == 2 || mt__get_im(a, i) != 0)) {
        double re = mt__get(a, i), im = mt__get_im(a, i);
        cfmt f = make_complex_fmt_data(&re, &im, 1, 1);
        pr_complex(b, &f, re, im);
    } else {
        double v = mt__get(a, i);
        nfmt f = make_scalar_fmt(v);
        pr_float(b, &f, v);
    }
}

static void print_scalar_value(sbuf *b, const mt_array *a)
{
    print_scalar_at(b, a, 0);
}

static int range_all_ints(const mt_array *a)
{
    double base = a->rng_base, inc = a->rng_inc;
    if (a->numel == 0)
        return 0;
    return round(base) == base && round(inc) == inc;
}

static void print_range_body(sbuf *b, const mt_array *a)
{
    real_ctx c;
    c.v = (const double *)a->data;
    c.f = make_range_fmt(a->rng_base, a->rng_limit, range_all_ints(a));
    print_indent_applies = 0;
    print_columns(b, 1, a->numel, c.f.fw + 2, pe_real, &c);
    print_indent_applies = 1;
}

/* one matrix page: " =\n\n<body>\n", blank line after all but the last (unless trailing) */
static void print_page_block(sbuf *b, const mt_array *a, size_t p, size_t pages, size_t nr,
                             size_t nc, int int_fw, int trailing_blank)
{
    sb_puts(b, " =\n\n");
    if (a->cls == MT_CHAR)
        print_char_rows(b, a, p * nr * nc, nr, nc);
    else
        print_page_of(b, a, p * nr * nc, nr, nc, int_fw,
                      a->cplx && !page_is_real(a, p * nr * nc, nr * nc));
    sb_putc(b, '\n');
    if (p + 1 < pages || trailing_blank)
        sb_putc(b, '\n');
}

/* pages of an N-d array, each "ans(:,:,k) =\n\n<body>\n" with blank lines between; a char
 * array of one-row pages prints each page as "ans(:,:,k) = <row>" */
static void print_nd(sbuf *b, const mt_array *a, int trailing_blank)
{
    size_t nr = a->dims[0], nc = a->dims[1], pages = 1, p, cnt[MT_MAXDIMS];
    int k, int_fw = 0;
    for (k = 2; k < a->ndims; k++) {
        pages *= a->dims[k];
        cnt[k] = 0;
    }
    if (a->cls == MT_CHAR && nr == 1) {
        for (p = 0; p < pages; p++) {
            sb_puts(b, "ans(:,:,");
            for (k = 2; k < a->ndims; k++)
                sb_printf(b, "%lu%s", (unsigned long)(cnt[k] + 1), k + 1 < a->ndims ? "," : ")");
            sb_puts(b, " = ");
            print_char_rows(b, a, p * nc, 1, nc);
            sb_putc(b, '\n');
            for (k = 2; k < a->ndims; k++) {
                if (++cnt[k] < a->dims[k])
                    break;
                cnt[k] = 0;
            }
        }
        return;
    }
    if (mt__is_int_class(a->cls) || a->cls == MT_LOGICAL)
        int_fw = int_width(a);
    for (p = 0; p < pages; p++) {
        sb_puts(b, "ans(:,:,");
        for (k = 2; k < a->ndims; k++)
            sb_printf(b, "%lu%s", (unsigned long)(cnt[k] + 1), k + 1 < a->ndims ? "," : ")");
        if (nr == 1 && nc == 1 && !mt__is_int_class(a->cls) && a->cls != MT_CHAR) {
            /* Octave narrows a 1x1 page of a double, single, complex or logical array to a
             * scalar, printed on the name line; integer pages stay matrices */
            sb_puts(b, " = ");
            print_scalar_at(b, a, p);
            sb_putc(b, '\n');
            if (p + 1 == pages && trailing_blank)
                sb_putc(b, '\n');
        } else {
            print_page_block(b, a, p, pages, nr, nc, int_fw, trailing_blank);
        }
        for (k = 2; k < a->ndims; k++) {
            if (++cnt[k] < a->dims[k])
                break;
            cnt[k] = 0;
        }
    }
}

typedef struct diag_ctx {
    const double *v;
    size_t nr;
    nfmt f;
} diag_ctx;

static void pe_diag(sbuf *b, const void *ctx, size_t i)
{
    const diag_ctx *c = (const diag_ctx *)ctx;
    size_t r = i % c->nr, k = i / c->nr;
    sb_puts(b, "  ");
    if (r == k)
        pr_float(b, &c->f, c->v[i]);
    else {
        sb_spaces(b, c->f.fw - 1);
        sb_putc(b, '0');
    }
}

typedef struct cdiag_ctx {
    const double *re, *im; /* the diagonal */
    size_t nr;
    int colw;
    cfmt f;
} cdiag_ctx;

static void pe_cdiag(sbuf *b, const void *ctx, size_t i)
{
    const cdiag_ctx *c = (const cdiag_ctx *)ctx;
    size_t r = i % c->nr, k = i / c->nr;
    if (r == k) {
        sb_puts(b, "  ");
        pr_complex(b, &c->f, c->re[r], c->im[r]);
    } else {
        /* as wide as an element ("  " and re + im with " + " and "i"), not the column
         * width the splitting uses (one more, as for complex matrices) */
        sb_spaces(b, c->colw - 2);
        sb_putc(b, '0');
    }
}

static int is_diag_display(const mt_array *a)
{
    return a->layout == MT_LAYOUT_DIAG && (a->cls == MT_DOUBLE || a->cls == MT_SINGLE) &&
           a->ndims == 2 && a->numel > 1;
}

static void print_diag_body(sbuf *b, const mt_array *a)
{
    size_t nr = a->dims[0], nc = a->dims[1], n = nr < nc ? nr : nc, i;
    double *d = (double *)malloc(sizeof(double) * (n ? n : 1));
    if (!d)
        mt_error("out of memory");
    for (i = 0; i < n; i++)
        d[i] = mt__get(a, i + i * nr);
    mark_noindent(b);
    sb_puts(b, "Diagonal Matrix\n\n");
    if (a->cplx) {
        /* the format from the diagonal; the zeros off it are a plain right-aligned 0 */
        cdiag_ctx c;
        double *im = (double *)malloc(sizeof(double) * (n ? n : 1));
        if (!im)
            mt_error("out of memory");
        for (i = 0; i < n; i++)
            im[i] = mt__get_im(a, i + i * nr);
        c.re = d;
        c.im = im;
        c.nr = nr;
        c.f = make_complex_fmt_data(d, im, n, 0);
        c.colw = c.f.r.fw + c.f.i.fw + 7;
        print_columns(b, nr, nc, c.colw, pe_cdiag, &c);
        free(im);
    } else {
        diag_ctx c;
        double *v = (double *)malloc(sizeof(double) * (a->numel ? a->numel : 1));
        if (!v)
            mt_error("out of memory");
        for (i = 0; i < a->numel; i++)
            v[i] = mt__get(a, i);
        c.v = v;
        c.nr = nr;
        c.f = make_matrix_fmt(d, n);
        print_columns(b, nr, nc, c.f.fw + 2, pe_diag, &c);
        free(v);
    }
    free(d);
}

/* A permutation matrix from lu or qr (MT_LAYOUT_PERM): Octave prints a header above it. */
static int is_perm_display(const mt_array *a)
{
    return a->layout == MT_LAYOUT_PERM && a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && a->numel > 1;
}

static void display_to(sbuf *b, const char *name, const mt_array *a)
{
    set_prec(a->cls);
    if (a->cls == MT_CHAR && a->ndims == 2 && a->dims[0] <= 1) {
        sb_printf(b, "%s = ", name);
        print_char_rows(b, a, 0, a->dims[0], a->dims[1]);
        sb_putc(b, '\n');
        return;
    }
    /* a char matrix of empty rows prints its rows (empty lines) */
    if (a->numel == 0 && !(a->cls == MT_CHAR && a->ndims == 2)) {
        sb_printf(b, "%s = ", name);
        print_empty(b, a);
        sb_putc(b, '\n');
        return;
    }
    if (a->numel == 1 && a->layout == MT_LAYOUT_MATRIX1) {
        sb_printf(b, "%s = ", name);
        print_page(b, a, 0, 1, 1, 0);
        sb_putc(b, '\n');
        return;
    }
    if (a->numel == 1) {
        sb_printf(b, "%s = ", name);
        print_scalar_value(b, a);
        sb_putc(b, '\n');
        return;
    }
    if (a->ndims > 2 && a->cls == MT_CHAR && a->dims[0] == 1) {
        sb_printf(b, "%s = ", name);
        print_nd(b, a, 0);
        return;
    }
    sb_printf(b, "%s =\n\n", name);
    if (a->ndims > 2) {
        print_nd(b, a, 1);
        return;
    }
    if (a->cls == MT_CHAR)
        print_char_rows(b, a, 0, a->dims[0], a->dims[1]);
    else if (is_diag_display(a))
        print_diag_body(b, a);
    else if (is_perm_display(a)) {
        sb_puts(b, "Permutation Matrix\n\n");
        print_page(b, a, 0, a->dims[0], a->dims[1], 0);
    } else if (a->layout == MT_LAYOUT_RANGE && a->cls == MT_DOUBLE && !a->cplx)
        print_range_body(b, a);
    else
        print_page(b, a, 0, a->dims[0], a->dims[1],
                   (mt__is_int_class(a->cls) || a->cls == MT_LOGICAL) ? int_width(a) : 0);
    sb_puts(b, "\n\n");
}

char *mt__display_str(const char *name, const mt_array *a, int indent, size_t *len)
{
    sbuf b = {NULL, 0, 0};
    print_indent = indent;
    noindent_n = 0;
    display_to(&b, name, a);
    print_indent = 0;
    if (indent > 0 && b.s) {
        /* every non-empty line indented, except those marked to stay at column 0 */
        sbuf o = {NULL, 0, 0};
        size_t pos = 0, k = 0;
        while (pos < b.len) {
            const char *nl = (const char *)memchr(b.s + pos, '\n', b.len - pos);
            size_t n = nl ? (size_t)(nl - (b.s + pos)) : b.len - pos;
            while (k < noindent_n && noindent_at[k] < pos)
                k++;
            if (n > 0 && !(k < noindent_n && noindent_at[k] == pos))
                sb_spaces(&o, indent);
            sb_putn(&o, b.s + pos, n);
            pos += n;
            if (nl) {
                sb_putc(&o, '\n');
                pos++;
            }
        }
        free(b.s);
        b = o;
    }
    if (!b.s) {
        b.s = (char *)malloc(1);
        if (!b.s)
            mt_error("out of memory");
        b.s[0] = 0;
    }
    *len = b.len;
    return b.s;
}

void mt_display(const char *name, const mt_array *a)
{
    sbuf b = {NULL, 0, 0};
    if (mt__is_container(a)) {
        mt__container_display(name, a);
        return;
    }
    display_to(&b, name, a);
    if (compact_format && b.s)
        mt__compact_text(b.s, &b.len, 1);
    sb_flush_to(&b, stdout);
}

void mt_display_scalar(const char *name, double v)
{
    sbuf b = {NULL, 0, 0};
    nfmt f;
    set_prec(MT_DOUBLE);
    f = make_scalar_fmt(v);
    sb_printf(&b, "%s = ", name);
    pr_float(&b, &f, v);
    sb_putc(&b, '\n');
    sb_flush_to(&b, stdout);
}

void mt_display_bool(const char *name, double v)
{
    printf("%s = %d\n", name, v != 0);
}

void mt_disp_bool(double v)
{
    printf("%d\n", v != 0);
}

void mt_display_string(const char *name, const char *s)
{
    printf("%s = %s\n", name, s);
}

/* disp's text of a (not a container) into b */
static void disp_text(sbuf *b, const mt_array *a);

void mt_disp(const mt_array *a)
{
    sbuf b = {NULL, 0, 0};
    if (mt__is_container(a)) {
        mt__container_disp(a);
        return;
    }
    disp_text(&b, a);
    sb_flush_to(&b, stdout);
}

/* s = disp (a): the text disp would print, as a char row (its newlines included). */
void mt_disp_string(mt_array *r, const mt_array *a)
{
    sbuf b = {NULL, 0, 0};
    mt_array t = MT_ARRAY_INIT;
    size_t d[2];
    if (mt__is_container(a))
        mt_error("mat2c: the output of disp of a %s is not supported", mt__type_name(a));
    disp_text(&b, a);
    d[0] = 1;
    d[1] = b.len;
    mt_resize(&t, MT_CHAR, 0, 2, d);
    if (b.len)
        memcpy(t.data, b.s, b.len);
    free(b.s);
    mt__take(r, &t);
}

static void disp_text(sbuf *b_, const mt_array *a)
{
    sbuf b = *b_;
    set_prec(a->cls);
    if (a->cls == MT_CHAR && a->ndims == 2) {
        print_char_rows(&b, a, 0, a->dims[0], a->dims[1]);
        sb_putc(&b, '\n');
    } else if (a->numel == 0) {
        print_empty(&b, a);
        sb_putc(&b, '\n');
    } else if (a->numel == 1 && a->layout == MT_LAYOUT_MATRIX1) {
        print_page(&b, a, 0, 1, 1, 0);
        sb_putc(&b, '\n');
    } else if (a->numel == 1) {
        print_scalar_value(&b, a);
        sb_putc(&b, '\n');
    } else if (a->ndims > 2) {
        print_nd(&b, a, 0);
    } else {
        if (is_diag_display(a))
            print_diag_body(&b, a);
        else if (is_perm_display(a)) {
            sb_puts(&b, "Permutation Matrix\n\n");
            print_page(&b, a, 0, a->dims[0], a->dims[1], 0);
        } else if (a->layout == MT_LAYOUT_RANGE && a->cls == MT_DOUBLE && !a->cplx)
            print_range_body(&b, a);
        else
            print_page(&b, a, 0, a->dims[0], a->dims[1],
                       (mt__is_int_class(a->cls) || a->cls == MT_LOGICAL) ? int_width(a) : 0);
        sb_putc(&b, '\n');
    }
    if (compact_format && b.s && a->cls != MT_CHAR)
        mt__compact_text(b.s, &b.len, 0);
    *b_ = b;
}

void mt_disp_scalar(double v)
{
    sbuf b = {NULL, 0, 0};
    nfmt f;
    set_prec(MT_DOUBLE);
    f = make_scalar_fmt(v);
    pr_float(&b, &f, v);
    sb_putc(&b, '\n');
    sb_flush_to(&b, stdout);
}

/* one argument of format as a C string; `lower` folds it to lower case */
static void format_arg(char *out, size_t n, const mt_array *a, int lower)
{
    size_t k;
    if (a->cls != MT_CHAR || a->numel >= n)
        mt_error("format: FORMAT must be a string");
    for (k = 0; k < a->numel; k++) {
        char ch = ((const char *)a->data)[k];
        out[k] = (char)(lower && ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    }
    out[a->numel] = '\0';
}

/* Octave's format states that change nothing mat2c prints differently are not among them:
 * the rest of Octave's states stop the program rather than print otherwise. */
static int octave_format_state(const char *m)
{
    static const char *const states[] = {"short", "long", "shorte", "longe", "shortg", "longg",
                                         "shorteng", "longeng", "rat", "hex", "bit", "bank",
                                         "+", "native-hex", "native-bit", "lowercase",
                                         "uppercase", "compact", "loose", "free", "none"};
    size_t k;
    for (k = 0; k < sizeof states / sizeof states[0]; k++)
        if (strcmp(m, states[k]) == 0)
            return 1;
    return 0;
}

/* format [short|long] [g], format shortG/longG, format compact/loose; `format` alone resets
 * all of them. The letter after short/long is matched as written (Octave: `format short G`
 * is an error). */
void mt_format(int nargs, const mt_arg *args)
{
    char mode[64], next[64];
    int k;
    if (nargs == 0) {
        output_precision = 5;
        print_g = 0;
        print_e = 0;
        compact_format = 0;
        return;
    }
    for (k = 0; k < nargs; k++) {
        format_arg(mode, sizeof mode, args[k].a, 1);
        if (strcmp(mode, "short") == 0 || strcmp(mode, "long") == 0) {
            output_precision = mode[0] == 's' ? 5 : 16;
            print_g = print_e = 0;
            if (k + 1 < nargs) {
                format_arg(next, sizeof next, args[k + 1].a, 0);
                if (strcmp(next, "g") == 0) {
                    print_g = 1;
                    k++;
                } else if (strcmp(next, "e") == 0) {
                    print_e = 1;
                    k++;
                } else if (strcmp(next, "eng") == 0) {
                    mt_error("mat2c: format %s %s is not supported", mode, next);
                }
            }
        } else if (strcmp(mode, "shortg") == 0 || strcmp(mode, "longg") == 0) {
            output_precision = mode[0] == 's' ? 5 : 16;
            print_g = 1;
            print_e = 0;
        } else if (strcmp(mode, "shorte") == 0 || strcmp(mode, "longe") == 0) {
            output_precision = mode[0] == 's' ? 5 : 16;
            print_e = 1;
            print_g = 0;
        } else if (strcmp(mode, "compact") == 0) {
            compact_format = 1;
        } else if (strcmp(mode, "loose") == 0) {
            compact_format = 0;
        } else if (octave_format_state(mode)) {
            mt_error("mat2c: format %s is not supported", mode);
        } else {
            mt_error("format: unrecognized format state '%s'", mode);
        }
    }
}

/* format compact is on (for the container printers) */
int mt__format_compact(void)
{
    return compact_format;
}

/* Octave's format compact drops every blank line of a display except, for `name = value`
 * displays (`keep_final`), the one that ends it. Rewrites s[0..*len) in place. */
void mt__compact_text(char *s, size_t *len, int keep_final)
{
    size_t i, o = 0, n = *len;
    int final_blank = n >= 2 && s[n - 1] == '\n' && s[n - 2] == '\n';
    for (i = 0; i < n; i++) {
        /* a newline right after a newline is a blank line */
        if (s[i] == '\n' && o > 0 && s[o - 1] == '\n')
            continue;
        s[o++] = s[i];
    }
    if (keep_final && final_blank)
        s[o++] = '\n';
    *len = o;
}

/* ------------------------------------------------------------------------- */
/* printf family                                                              */
/* ------------------------------------------------------------------------- */

/* Octave's do_string_escapes (single-quoted strings passed to printf) */
static void process_escapes(sbuf *out, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if (c != '\\' || i + 1 >= n) {
            sb_putc(out, c);
            i++;
            continue;
        }
        c = s[++i];
        switch (c) {
        case 'n': sb_putc(out, '\n'); i++; break;
        case 't': sb_putc(out, '\t'); i++; break;
        case '\\': sb_putc(out, '\\'); i++; break;
        case '"': sb_putc(out, '"'); i++; break;
        case '\'': sb_putc(out, '\''); i++; break;
        case 'a': sb_putc(out, '\a'); i++; break;
        case 'b': sb_putc(out, '\b'); i++; break;
        case 'f': sb_putc(out, '\f'); i++; break;
        case 'r': sb_putc(out, '\r'); i++; break;
        case 'v': sb_putc(out, '\v'); i++; break;
        case 'x': {
            int v = 0, k = 0;
            i++;
            while (k < 2 && i < n && strchr("0123456789abcdefABCDEF", s[i]) && s[i]) {
                char h = s[i];
                v = v * 16 + (h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
                i++;
                k++;
            }
            if (k == 0) {
                sb_putc(out, '\\');
                sb_putc(out, 'x');
            } else
                sb_putc(out, (char)v);
            break;
        }
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
            int v = 0, k = 0;
            while (k < 3 && i < n && s[i] >= '0' && s[i] <= '7') {
                v = v * 8 + (s[i] - '0');
                i++;
                k++;
            }
            sb_putc(out, (char)v);
            break;
        }
        default:
            mt_warn(NULL, "unrecognized escape sequence '\\%c' -- converting to '%c'", c, c);
            sb_putc(out, c);
            i++;
            break;
        }
    }
}

/* one element of the format: literal text followed by at most one conversion */
typedef struct fmt_elt {
    size_t text_start, text_len; /* literal prefix (already unescaped, '%%' resolved) */
    int has_conv;
    char flags[8];
    int width;     /* -1 none, -2 star */
    int prec;      /* -1 none, -2 star */
    char type;
} fmt_elt;

typedef struct fmt_list {
    sbuf text;
    fmt_elt *e;
    size_t n, cap;
    int invalid; /* a '%' that starts no valid conversion (`%y`, `%5`, a trailing '%') */
} fmt_list;

static void fl_push(fmt_list *fl, fmt_elt *e)
{
    if (fl->n == fl->cap) {
        fl->cap = fl->cap ? fl->cap * 2 : 8;
        fl->e = (fmt_elt *)realloc(fl->e, fl->cap * sizeof(fmt_elt));
        if (!fl->e)
            mt_error("out of memory");
    }
    fl->e[fl->n++] = *e;
}

static void parse_format(fmt_list *fl, const char *s, size_t n)
{
    size_t i = 0;
    fmt_elt cur;
    memset(&cur, 0, sizeof cur);
    cur.text_start = 0;
    fl->text.s = NULL;
    fl->text.len = fl->text.cap = 0;
    sb_reserve(&fl->text, 1);
    while (i < n) {
        if (s[i] != '%') {
            sb_putc(&fl->text, s[i]);
            cur.text_len++;
            i++;
            continue;
        }
        if (i + 1 < n && s[i + 1] == '%') {
            sb_putc(&fl->text, '%');
            cur.text_len++;
            i += 2;
            continue;
        }
        {
            size_t j = i + 1, nf = 0;
            char mod = 0;
            while (j < n && strchr("-+ 0#", s[j]) && s[j]) {
                if (nf < sizeof cur.flags - 1)
                    cur.flags[nf++] = s[j];
                j++;
            }
            cur.flags[nf] = 0;
            cur.width = -1;
            cur.prec = -1;
            if (j < n && s[j] == '*') {
                cur.width = -2;
                j++;
            } else if (j < n && s[j] >= '0' && s[j] <= '9') {
                cur.width = 0;
                while (j < n && s[j] >= '0' && s[j] <= '9')
                    cur.width = cur.width * 10 + (s[j++] - '0');
            }
            if (j < n && s[j] == '.') {
                j++;
                if (j < n && s[j] == '*') {
                    cur.prec = -2;
                    j++;
                } else {
                    cur.prec = 0;
                    while (j < n && s[j] >= '0' && s[j] <= '9')
                        cur.prec = cur.prec * 10 + (s[j++] - '0');
                }
            }
            /* Octave's conversions: at most one size modifier h, l or L, which only
               some conversions take (`%ld`, `%Lf`; not `%Ld`, `%lf`, `%ls`, `%lld`) */
            if (j < n && strchr("hlL", s[j]) && s[j])
                mod = s[j++];
            if (j < n && strchr("diouxXcfeEgGsp", s[j]) && s[j] &&
                !(mod == 'L' && strchr("diouxXc", s[j])) &&
                !((mod == 'h' || mod == 'l') && strchr("feEgG", s[j])) &&
                !(mod && strchr("sp", s[j]))) {
                cur.type = s[j];
                cur.has_conv = 1;
                fl_push(fl, &cur);
                memset(&cur, 0, sizeof cur);
                cur.text_start = fl->text.len;
                i = j + 1;
            } else if (j < n && s[j] == '%' && !mod) {
                /* `%5.2%` prints a percent sign, as `%%` does */
                sb_putc(&fl->text, '%');
                cur.text_len++;
                i = j + 1;
            } else {
                /* invalid conversion: keep as literal text (sprintf/fprintf reject it) */
                fl->invalid = 1;
                sb_putn(&fl->text, s + i, j - i);
                cur.text_len += j - i;
                i = j;
            }
        }
    }
    if (cur.text_len > 0 || fl->n == 0)
        fl_push(fl, &cur);
}

/* The flattened argument stream */
typedef struct valstream {
    int nargs;
    const mt_arg *args;
    int ai;        /* current arg */
    size_t ei;     /* element within it */
    char *sbuf;    /* scratch for %s of numeric codes */
    size_t sbuf_cap;
} valstream;

typedef struct value {
    int kind; /* 0 number, 1 whole string, 2 empty */
    double v;
    const char *s;
    size_t slen;
    int is_char;
    int wide; /* 1: an int64 element (exact in i64), 2: a uint64 element (exact in u64) */
    int cplx; /* an element of a complex argument (its real part in v) */
    long long i64;
    unsigned long long u64;
} value;

static int vs_skip_done(valstream *vs)
{
    while (vs->ai < vs->nargs) {
        const mt_array *a = vs->args[vs->ai].a;
        size_t n = a ? a->numel : 1;
        if (vs->ei < n || (n == 0 && vs->ei == 0))
            return 1;
        vs->ai++;
        vs->ei = 0;
    }
    return 0;
}

static int vs_exhausted(valstream *vs)
{
    return !vs_skip_done(vs);
}

static int vs_next(valstream *vs, char conv, value *out)
{
    const mt_array *a;
    if (!vs_skip_done(vs))
        return 0;
    a = vs->args[vs->ai].a;
    out->is_char = 0;
    out->wide = 0;
    out->cplx = 0;
    if (!a) {
        out->kind = 0;
        out->v = vs->args[vs->ai].s;
        vs->ei = 1;
        return 1;
    }
    if (a->numel == 0) {
        out->kind = 2;
        vs->ei = 1;
        return 1;
    }
    if (conv == 's' && a->numel > 1) {
        /* %s takes the run of char codes (integers 0..255) from here as one string
         * (sprintf('%s|', [3 0 -2]) is "\3\0||"); an element outside a run goes alone */
        size_t i, n = 0;
        for (i = vs->ei; i < a->numel; i++, n++) {
            double v = mt__get(a, i);
            if (!(v == round(v) && v >= 0 && v < 256))
                break;
        }
        if (n > 0) {
            char *buf = vs->sbuf;
            if (n + 1 > vs->sbuf_cap) {
                buf = (char *)realloc(vs->sbuf, n + 1);
                if (!buf)
                    mt_error("out of memory");
                vs->sbuf = buf;
                vs->sbuf_cap = n + 1;
            }
            for (i = 0; i < n; i++)
                buf[i] = (char)(int)mt__get(a, vs->ei + i);
            out->kind = 1;
            out->s = buf;
            out->slen = n;
            vs->ei += n;
            return 1;
        }
    }
    out->kind = 0;
    out->is_char = a->cls == MT_CHAR;
    out->v = mt__get(a, vs->ei);
    /* Octave takes each element as a value of its own: one with a zero imaginary part is
       narrowed to a real scalar */
    out->cplx = a->cplx && mt__get_im(a, vs->ei) != 0;
    out->wide = 0;
    if (a->cls == MT_INT64) {
        out->wide = 1;
        out->i64 = ((const int64_t *)a->data)[vs->ei];
    } else if (a->cls == MT_UINT64) {
        out->wide = 2;
        out->u64 = ((const uint64_t *)a->data)[vs->ei];
    }
    vs->ei++;
    return 1;
}

static void build_spec(char *spec, size_t n, const fmt_elt *e, int width, int prec, char type,
                       const char *len_mod)
{
    /* an int is at most 11 characters: the spec always fits the caller's 64 bytes */
    char w[16] = "", p[16] = "";
    if (width >= 0)
        snprintf(w, sizeof w, "%d", width);
    if (prec >= 0)
        snprintf(p, sizeof p, ".%d", prec);
    snprintf(spec, n, "%%%s%s%s%s%c", e->flags, w, p, len_mod, type);
}

static void emit_string(sbuf *out, const fmt_elt *e, int width, int prec, const char *s,
                        size_t len)
{
    size_t use = len;
    int left = strchr(e->flags, '-') != NULL, pad;
    if (prec >= 0 && (size_t)prec < use)
        use = (size_t)prec;
    pad = width > (int)use ? width - (int)use : 0;
    if (!left)
        sb_spaces(out, pad);
    sb_putn(out, s, use);
    if (left)
        sb_spaces(out, pad);
}

/* %c of an integer x up to 2^63: a byte below 256; otherwise Octave writes the code point
 * of the long's low 32 bits as glibc's wcrtomb does (UTF-8 of up to 6 bytes; a surrogate or a
 * code above 0x7FFFFFFF prints nothing, not even the width's padding) and keeps the C string:
 * code 0 leaves only the padding before the NUL. The width counts bytes. */
static void emit_char_code(sbuf *out, const fmt_elt *e, int width, double x)
{
    char b[6];
    int n = 0, k;
    uint32_t c;
    if (x >= 0 && x < 256) {
        b[0] = (char)(int)x;
        emit_string(out, e, width, -1, b, 1);
        return;
    }
    /* x86's conversion of a double outside the long's range gives LONG_MIN */
    c = x > -9223372036854775808.0 && x < 9223372036854775808.0 ? (uint32_t)(int64_t)x : 0;
    if (c == 0) {
        if (!strchr(e->flags, '-'))
            sb_spaces(out, width > 1 ? width - 1 : 0);
        return;
    }
    if ((c >= 0xD800 && c <= 0xDFFF) || c > 0x7FFFFFFF)
        return;
    if (c < 0x80) {
        b[n++] = (char)c;
    } else {
        /* the lead byte's marker and the continuation bytes for 2 to 6 bytes */
        int len = c < 0x800 ? 2 : c < 0x10000 ? 3 : c < 0x200000 ? 4 : c < 0x4000000 ? 5 : 6;
        static const unsigned char lead[7] = {0, 0, 0xC0, 0xE0, 0xF0, 0xF8, 0xFC};
        for (k = len - 1; k > 0; k--) {
            b[k] = (char)(0x80 | (c & 0x3F));
            c >>= 6;
        }
        b[0] = (char)(lead[len] | c);
        n = len;
    }
    emit_string(out, e, width, -1, b, (size_t)n);
}

/* Octave prints Inf and NaN under a numeric conversion as a %s of their names, keeping the
 * width and the '-' flag; of the other flags only '+' counts ("+Inf", "+NaN"). */
static const char *nonfinite_name(double x, const fmt_elt *e)
{
    int plus = strchr(e->flags, '+') != NULL;
    if (x != x && mt_is_na(x))
        return plus ? "+NA" : "NA";
    if (x != x)
        return plus ? "+NaN" : "NaN";
    if (x < 0)
        return "-Inf";
    return plus ? "+Inf" : "Inf";
}

/* 0, or 1 (2) when v is a complex value that %d/%i (%u/%o/%x) cannot convert: Octave's
 * error, raised by the caller once the output before it is written */
static int emit_conv(sbuf *out, const fmt_elt *e, int width, int prec, const value *v)
{
    char spec[64], stackbuf[512], *tmp = stackbuf;
    size_t tmpn = sizeof stackbuf;
    char t = e->type;
    if (v->kind == 2 && (t == 's' || t == 'c')) {
        /* an empty argument is an empty text for %s and %c, padded to the width */
        emit_string(out, e, width, prec, "", 0);
        return 0;
    }
    if (v->kind == 2 || t == 'p')
        return 0; /* nor a number for the others; Octave's %p takes a value, prints nothing */
    if (v->kind == 1) {
        emit_string(out, e, width, prec, v->s, v->slen);
        return 0;
    }
    {
        double x = v->v;
        if (t == 's') {
            /* an integer outside 0..255 prints nothing, as a non-integer */
            if (x == round(x) && x >= 0 && x < 256) {
                char c = (char)(int)x;
                emit_string(out, e, width, prec, &c, 1);
            } else if (!isfinite(x)) {
                /* NaN/Inf with %s print their names */
                const char *s = nonfinite_name(x, e);
                emit_string(out, e, width, -1, s, strlen(s));
            }
            return 0; /* Octave 7 prints nothing for a non-integer with %s */
        }
        if (t == 'c') {
            if (x == round(x) && isfinite(x) && x <= 9223372036854775808.0) {
                emit_char_code(out, e, width, x);
                return 0;
            }
            t = 'g';
            if (!isfinite(x)) {
                const char *s = nonfinite_name(x, e);
                emit_string(out, e, width, -1, s, strlen(s));
                return 0;
            }
        }
        if (!isfinite(x)) {
            const char *s = nonfinite_name(x, e);
            emit_string(out, e, width, -1, s, strlen(s));
            return 0;
        }
        /* a wide field (`%*d` of a large value) needs more than the stack buffer */
        size_t need = (size_t)(width > 0 ? width : 0) + (size_t)(prec > 0 ? prec : 0) + 400;
        if (need > tmpn) {
            tmp = (char *)mt__bi_alloc(need);
            tmpn = need;
        }
        /* a uint64 above intmax('int64') is not fit for %d/%i: Octave switches to %g, as
           for a double that large */
        int wide_ok = v->wide && !(v->wide == 1 && v->i64 < 0 && strchr("ouxX", t)) &&
                      !(v->wide == 2 && v->u64 > (uint64_t)INT64_MAX && strchr("di", t));
        if (strchr("diouxX", t) && wide_ok) {
            /* 64-bit integers print exactly; a uint64 through %d/%i (at most intmax('int64')
               here) as a signed value, so the + and space flags apply as in Octave */
            int unsig = strchr("ouxX", t) != NULL;
            build_spec(spec, sizeof spec, e, width, prec, t == 'i' ? 'd' : t, "ll");
            if (v->wide == 2 && unsig)
                snprintf(tmp, tmpn, spec, v->u64);
            else if (v->wide == 2)
                snprintf(tmp, tmpn, spec, (long long)v->u64);
            else if (unsig)
                snprintf(tmp, tmpn, spec, (unsigned long long)v->i64);
            else
                snprintf(tmp, tmpn, spec, v->i64);
        } else if (strchr("diouxX", t)) {
            int is_int = x == round(x);
            int unsig = strchr("ouxX", t) != NULL;
            /* Octave's test of a double: an integer up to intmax of int64 or uint64 compared
               as doubles (2^63, 2^64), not below 0 for the unsigned conversions; the value
               then saturates (sprintf('%d', -1e19) is intmin('int64')). A 64-bit integer
               element here failed its own test. */
            int ok = !v->wide && is_int &&
                     (unsig ? x >= 0 && x <= 18446744073709551616.0 : x <= 9223372036854775808.0);
            if (v->cplx && ok) {
                /* Octave converts the element, a complex scalar, to an integer */
                if (tmp != stackbuf)
                    free(tmp);
                return unsig ? 2 : 1;
            }
            if (!ok) {
                /* switch to %g (Octave replaces the conversion) */
                build_spec(spec, sizeof spec, e, width, prec, 'g', "");
                snprintf(tmp, tmpn, spec, x);
            } else if (unsig) {
                build_spec(spec, sizeof spec, e, width, prec, t, "ll");
                snprintf(tmp, tmpn, spec,
                         x >= 18446744073709551616.0 ? ULLONG_MAX : (unsigned long long)x);
            } else {
                build_spec(spec, sizeof spec, e, width, prec, t == 'i' ? 'd' : t, "ll");
                snprintf(tmp, tmpn, spec,
                         x >= 9223372036854775808.0 ? LLONG_MAX
                         : x < -9223372036854775808.0 ? LLONG_MIN
                                                      : (long long)x);
            }
        } else {
            build_spec(spec, sizeof spec, e, width, prec, t, "");
            snprintf(tmp, tmpn, spec, x);
        }
        sb_puts(out, tmp);
        if (tmp != stackbuf)
            free(tmp);
    }
    return 0;
}

void mt__string_escapes(char **outp, size_t *lenp, size_t *capp, const char *s, size_t n)
{
    sbuf b;
    b.s = *outp;
    b.len = *lenp;
    b.cap = *capp;
    process_escapes(&b, s, n);
    sb_reserve(&b, 0);
    b.s[b.len] = 0;
    *outp = b.s;
    *lenp = b.len;
    *capp = b.cap;
}

static void format_printf_who(char **outp, size_t *lenp, size_t *capp, const mt_array *fmt,
                              int nargs, const mt_arg *args, int escapes, const char *who,
                              FILE *sink);

void mt__format_printf(char **outp, size_t *lenp, size_t *capp, const mt_array *fmt, int nargs,
                       const mt_arg *args, int escapes)
{
    format_printf_who(outp, lenp, capp, fmt, nargs, args, escapes, NULL, NULL);
}

/* A `*` width or precision: Octave wants an integer in 0..INT_MAX (its message names the
 * width for both); -1 for a text argument, which leaves the conversion's default; -3 for
 * anything else, which the printing builtin reports after writing what came before. */
static int star_arg(const value *v, const char *who)
{
    if (v->kind != 0)
        return -1;
    if (who && !(v->v == floor(v->v) && v->v >= 0 && v->v <= 2147483647.0))
        return -3;
    return (int)v->v;
}

/* who: the printing builtin, which raises Octave's error for an invalid conversion */
static void format_printf_who(char **outp, size_t *lenp, size_t *capp, const mt_array *fmt,
                              int nargs, const mt_arg *args, int escapes, const char *who,
                              FILE *sink)
{
    /* sink: where fprintf writes (NULL for sprintf), for the output before an error */
    sbuf fs = {NULL, 0, 0}, out = {NULL, 0, 0};
    fmt_list fl;
    valstream vs;
    size_t k;
    int any_conv = 0, bad_star = 0, cplx_int = 0;
    memset(&fl, 0, sizeof fl);
    if (fmt->cls == MT_CHAR) {
        if (escapes)
            process_escapes(&fs, (const char *)fmt->data, fmt->numel);
        else
            sb_putn(&fs, (const char *)fmt->data, fmt->numel);
    } else {
        size_t i;
        for (i = 0; i < fmt->numel; i++)
            sb_putc(&fs, (char)(int)mt__get(fmt, i));
    }
    sb_reserve(&fs, 1);
    parse_format(&fl, fs.s, fs.len);
    if (fl.invalid && who) {
        free(fs.s);
        free(fl.text.s);
        free(fl.e);
        mt_error("%s: invalid format specified", who);
    }
    for (k = 0; k < fl.n; k++)
        if (fl.e[k].has_conv)
            any_conv = 1;
    vs.nargs = nargs;
    vs.args = args;
    vs.ai = 0;
    vs.ei = 0;
    vs.sbuf = NULL;
    vs.sbuf_cap = 0;
    sb_reserve(&out, 1);
    if (!any_conv) {
        for (k = 0; k < fl.n; k++)
            sb_putn(&out, fl.text.s + fl.e[k].text_start, fl.e[k].text_len);
    } else {
        int stop = 0;
        while (!stop) {
            for (k = 0; k < fl.n && !stop; k++) {
                const fmt_elt *e = &fl.e[k];
                int width = e->width, prec = e->prec;
                value v;
                sb_putn(&out, fl.text.s + e->text_start, e->text_len);
                if (!e->has_conv)
                    continue;
                if (width == -2) {
                    if (!vs_next(&vs, 'd', &v)) {
                        stop = 1;
                        break;
                    }
                    width = star_arg(&v, who);
                }
                if (prec == -2) {
                    if (!vs_next(&vs, 'd', &v)) {
                        stop = 1;
                        break;
                    }
                    prec = star_arg(&v, who);
                }
                if (width == -3 || prec == -3) {
                    bad_star = 1;
                    stop = 1;
                    break;
                }
                if (!vs_next(&vs, e->type, &v)) {
                    stop = 1;
                    break;
                }
                if ((cplx_int = emit_conv(&out, e, width, prec, &v)) != 0) {
                    stop = 1;
                    break;
                }
            }
            if (vs_exhausted(&vs))
                break;
        }
    }
    free(fs.s);
    free(fl.text.s);
    free(fl.e);
    free(vs.sbuf);
    if (bad_star || cplx_int) {
        /* fprintf (a sink) has written what came before the bad conversion */
        if (sink && out.len) {
            if (sink == stderr)
                fflush(stdout);
            fwrite(out.s, 1, out.len, sink);
        }
        free(out.s);
        if (cplx_int)
            mt_error("octave_base_value::%s_scalar_value(): wrong type argument 'complex scalar'",
                     cplx_int == 2 ? "uint64" : "int64");
        mt_error("%s: invalid field width, must be integer >= 0 and <= INT_MAX", who);
    }
    *outp = out.s;
    *lenp = out.len;
    *capp = out.cap;
}

double mt_fprintf(int fid, const mt_array *fmt, int nargs, const mt_arg *args)
{
    char *s;
    size_t len, cap;
    FILE *f;
    /* `printf` writes to stdout: only its messages differ */
    const char *fn = fid == MT_PRINTF_FID ? "printf" : "fprintf";
    mt__no_containers(fn, fmt, nargs, args);
    if (fid == MT_PRINTF_FID) {
        if (fmt->cls != MT_CHAR)
            mt_error("printf: format TEMPLATE must be a string");
        fid = 1;
    }
#ifdef MT_NO_STDIO
    /* no files: the standard streams only, and mt_files.c stays out of the link */
    if (fid != 1 && fid != 2)
        mt_error("fprintf: invalid stream number = %d", fid);
    f = fid == 2 ? stderr : stdout;
#else
    f = mt__stream(fid, "fprintf");
#endif
    if (fmt->cls != MT_CHAR && fid == 1 && nargs == 0)
        mt_error("Invalid call to fprintf.  Correct usage is:\n\n -- fprintf (FID, TEMPLATE, ...)\n -- fprintf (TEMPLATE, ...)\n -- NUMBYTES = fprintf (...)");
    if (fmt->cls != MT_CHAR)
        mt_error("fprintf: format TEMPLATE must be a string");
    format_printf_who(&s, &len, &cap, fmt, nargs, args, 1, fn, f);
    if (f == stderr)
        fflush(stdout);
    if (len)
        fwrite(s, 1, len, f);
    if (f == stderr)
        fflush(stderr);
    free(s);
    return (double)len; /* the byte count, fprintf's output */
}

void mt_sprintf(mt_array *r, const mt_array *fmt, int nargs, const mt_arg *args)
{
    char *s;
    size_t len, cap, d[2];
    mt__no_containers("sprintf", fmt, nargs, args);
    if (fmt->cls != MT_CHAR)
        mt_error("sprintf: format TEMPLATE must be a string");
    format_printf_who(&s, &len, &cap, fmt, nargs, args, 1, "sprintf", NULL);
    d[0] = 1;
    d[1] = len;
    mt_resize(r, MT_CHAR, 0, 2, d);
    if (len)
        memcpy(r->data, s, len);
    free(s);
}

/* ------------------------------------------------------------------------- */
/* error / warning                                                            */
/* ------------------------------------------------------------------------- */

static int looks_like_id(const mt_array *a)
{
    size_t i;
    int colon = 0;
    const char *s;
    if (!a || a->cls != MT_CHAR || a->numel == 0)
        return 0;
    s = (const char *)a->data;
    for (i = 0; i < a->numel; i++) {
        if (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '%')
            return 0;
        if (s[i] == ':')
            colon = 1;
    }
    /* an id must not end with ':' and must contain a ':' between other chars */
    return colon && s[a->numel - 1] != ':' && s[0] != ':';
}

static void format_message(sbuf *msg, int nargs, const mt_arg *args, const char *who)
{
    char *s;
    size_t len, cap;
    const mt_arg *fa = args;
    int n = nargs;
    if (n >= 1 && looks_like_id(args[0].a)) {
        if (n == 1) {
            const mt_array *a = args[0].a;
            mt_error("call to %s with message identifier '%.*s' requires message", who,
                     (int)a->numel, (const char *)a->data);
        }
        fa = args + 1;
        n--;
    }
    if (n == 0)
        return;
    if (!fa[0].a || fa[0].a->cls != MT_CHAR) {
        sb_puts(msg, "unspecified error");
        return;
    }
    if (nargs == 1) {
        /* a lone message is used literally (no format or escape processing); after an
         * identifier it is a format, even without arguments */
        sb_putn(msg, (const char *)fa[0].a->data, fa[0].a->numel);
        return;
    }
    mt__format_printf(&s, &len, &cap, fa[0].a, n - 1, fa + 1, 1);
    sb_putn(msg, s, len);
    free(s);
}

void mt_user_error(int nargs, const mt_arg *args)
{
    /* The message outlives this call when a handler catches it (longjmp): keep the last. */
    static char *last;
    char id[512] = "";
    sbuf msg = {NULL, 0, 0};
    if (nargs == 1 && args[0].a && args[0].a->cls == MT_STRUCT) {
        mt_error_struct(args[0].a);
        return;
    }
    sb_reserve(&msg, 1);
    format_message(&msg, nargs, args, "error");
    if (msg.len == 0) {
        /* Octave: an empty message raises no error */
        free(msg.s);
        return;
    }
    if (nargs >= 2 && looks_like_id(args[0].a) && args[0].a->numel < sizeof id) {
        memcpy(id, args[0].a->data, args[0].a->numel);
        id[args[0].a->numel] = '\0';
    }
    free(last);
    last = msg.s;
    mt__raise(id, msg.s, msg.len);
}

void mt_warning(int nargs, const mt_arg *args)
{
    sbuf msg = {NULL, 0, 0};
    sb_reserve(&msg, 1);
    format_message(&msg, nargs, args, "warning");
    fflush(stdout);
    fputs("warning: ", stderr);
    fwrite(msg.s, 1, msg.len, stderr);
    fputc('\n', stderr);
    fflush(stderr);
    free(msg.s);
}
