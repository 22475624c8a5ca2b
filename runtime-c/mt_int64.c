/* Exact 64-bit integer arithmetic: int64/uint64 values beyond 2^53 do not fit a double, so
 * + - * / .^ mod rem on these classes are computed in long double (a 64-bit mantissa on
 * x86-64), following Octave's octave_int<int64_t> operators, then rounded and saturated. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "mt_internal.h"

static long double get_ld(const mt_array *a, size_t i)
{
    if (a->cls == MT_INT64)
        return (long double)((const int64_t *)a->data)[i];
    if (a->cls == MT_UINT64)
        return (long double)((const uint64_t *)a->data)[i];
    return (long double)mt__get(a, i);
}

static void set_ld(mt_array *r, size_t i, long double v)
{
    if (r->cls == MT_INT64) {
        int64_t *p = (int64_t *)r->data;
        if (v != v)
            p[i] = 0;
        else if (v >= 9223372036854775807.0L)
            p[i] = INT64_MAX;
        else if (v <= -9223372036854775808.0L)
            p[i] = INT64_MIN;
        else
            p[i] = (int64_t)roundl(v);
    } else {
        uint64_t *p = (uint64_t *)r->data;
        if (v != v || v <= 0)
            p[i] = 0;
        else if (v >= 18446744073709551615.0L)
            p[i] = UINT64_MAX;
        else
            p[i] = (uint64_t)roundl(v);
    }
}

static int is_wide_cls(mt_class c)
{
    return c == MT_INT64 || c == MT_UINT64;
}

/* A double as the integer class c, as octave_int<T>(double): rounded half away from zero,
 * saturated, NaN is 0. Exact, as a long double holds every int64/uint64. */
static long double conv(mt_class c, double v)
{
    long double lo = c == MT_INT64 ? -9223372036854775808.0L : 0,
                hi = c == MT_INT64 ? 9223372036854775807.0L : 18446744073709551615.0L;
    if (v != v)
        return 0;
    if ((long double)v <= lo)
        return lo;
    if ((long double)v >= hi)
        return hi;
    return roundl((long double)v);
}

static long double sat_ld(mt_class c, long double v)
{
    if (v != v)
        return 0;
    v = roundl(v);
    if (c == MT_INT64)
        return v < -9223372036854775808.0L   ? -9223372036854775808.0L
               : v > 9223372036854775807.0L ? 9223372036854775807.0L
                                            : v;
    return v < 0 ? 0 : v > 18446744073709551615.0L ? 18446744073709551615.0L : v;
}

/* Octave's integer division x/y of two values of the class (octave_int_arith_base::div):
 * exact, rounded half away from zero; x/0 saturates and 0/0 is 0. In integers, as a long
 * double quotient near 2^62 keeps too few fraction bits to round it. */
static long double int_div(mt_class c, long double x, long double y)
{
    if (y == 0)
        return x == 0 ? 0 : sat_ld(c, x > 0 ? 1e30L : -1e30L);
    if (c == MT_UINT64) {
        uint64_t ux = (uint64_t)x, uy = (uint64_t)y, z = ux / uy, w = ux % uy;
        return (long double)(w >= uy - w ? z + 1 : z);
    } else {
        int64_t sx = (int64_t)x, sy = (int64_t)y, z, w;
        uint64_t aw, ay;
        if (sy == -1)
            return sat_ld(c, -x);
        z = sx / sy;
        w = sx % sy;
        aw = w < 0 ? (uint64_t)0 - (uint64_t)w : (uint64_t)w;
        ay = sy < 0 ? (uint64_t)0 - (uint64_t)sy : (uint64_t)sy;
        if (aw >= ay - aw)
            z += (sx < 0) != (sy < 0) ? -1 : 1;
        return (long double)z;
    }
}

/* x * y of two values of the class, saturated: exact, as a long double holds every product
 * below 2^64 and one beyond rounds to a value that saturates. */
static long double int_mul(mt_class c, long double x, long double y)
{
    return sat_ld(c, x * y);
}

/* Octave's power of two values of the class (pow (octave_int, octave_int)): repeated
 * saturating products; a negative power is 0 unless the base is 1 or -1. */
static long double int_pow(mt_class c, long double a, long double b)
{
    long double r = a, av = a;
    uint64_t bv;
    if (b == 0 || a == 1)
        return 1;
    if (b < 0)
        return a == -1 ? (fmodl(b, 2) != 0 ? a : 1) : 0;
    for (bv = (uint64_t)b - 1; bv != 0;) {
        if (bv & 1)
            r = int_mul(c, r, av);
        bv >>= 1;
        if (bv)
            av = int_mul(c, av, av);
    }
    return r;
}

/* Octave's octave_int64/uint64 * double where the double is not an integer (oct-inttypes.cc,
 * the emulation the x86-64 builds of Octave use instead of long double): y split as frexp's
 * mantissa times 2^52 (its last bit truncated) and an exponent, the 128-bit product |x| * m
 * in four 32-bit words, each word scaled back and converted to the class (rounded,
 * saturated), and the four summed with saturation. */
static long double emulated_mul(mt_class c, long double x, double y)
{
    int e, k, neg = (y < 0) != (x < 0);
    double f = frexp(fabs(y), &e);
    uint64_t m = (uint64_t)ldexp(f, 52), ax = (uint64_t)fabsl(x);
    uint64_t xl = ax & 0xffffffffu, xh = ax >> 32, ml = m & 0xffffffffu, mh = m >> 32;
    uint64_t ll = xl * ml, hl = xh * ml, lh = xl * mh, hh = xh * mh, acc;
    uint32_t w[4];
    long double res = 0;
    w[0] = (uint32_t)ll;
    acc = (ll >> 32) + (hl & 0xffffffffu) + (lh & 0xffffffffu);
    w[1] = (uint32_t)acc;
    acc = (acc >> 32) + (hl >> 32) + (lh >> 32) + hh;
    w[2] = (uint32_t)acc;
    w[3] = (uint32_t)(acc >> 32);
    e -= 52;
    for (k = 0; k < 4; k++, e += 32) {
        double d = ldexp((double)w[k], e);
        res = sat_ld(c, res + conv(c, neg ? -d : d));
    }
    return res;
}

/* Octave's octave_int64/uint64 by double operators (oct-inttypes.cc): the double is turned
 * into the integer class before the operation where it can be (x + -1.5 is x - 2 for
 * uint64), else the product is emulated (and x / y is x * (1 / y)). */
static long double int_by_double(mt_class c, mt_binop op, long double x, double y)
{
    int u = c == MT_UINT64;
    double big = u ? 18446744073709551616.0 : 9223372036854775808.0;
    switch (op) {
    case MT_SUB: y = -y; /* fall through */
    case MT_ADD:
        if (u)
            return y < 0 ? sat_ld(c, x - conv(c, -y)) : sat_ld(c, x + conv(c, y));
        if (fabs(y) < big)
            return sat_ld(c, x + conv(c, y));
        return sat_ld(c, sat_ld(c, x + conv(c, y / 2)) + conv(c, y / 2));
    case MT_MUL:
        if ((u ? y >= 0 : 1) && fabs(y) < big && y == round(y))
            return sat_ld(c, x * conv(c, y));
        if (y == 0.5)
            return int_div(c, x, 2);
        if (!u && y == -0.5)
            /* Octave divides by uint64_t(4*y), which saturates to intmax as an int64 */
            return int_div(c, x, 9223372036854775807.0L);
        if ((u && y < 0) || y != y || isinf(y))
            return conv(c, (double)x * y);
        return emulated_mul(c, x, y);
    default: /* MT_RDIV: x / y */
        if ((u ? y >= 0 : 1) && fabs(y) < big && y == round(y))
            return int_div(c, x, conv(c, y));
        return int_by_double(c, MT_MUL, x, 1.0 / y);
    }
}

/* Octave's double - octave_int64/uint64 (oct-inttypes.cc): the double converted first when
 * it is below the class's top; beyond it (NaN included, which converts to 0) uint64 adds
 * the parts x - 2^64 and 2^64 - y, and int64 computes x + -y, halving x. */
static long double double_minus_int(mt_class c, double x, long double y)
{
    if (c == MT_UINT64) {
        if (x < 18446744073709551616.0)
            return sat_ld(c, conv(c, x) - y);
        if (y == 0)
            return 18446744073709551615.0L; /* uint64 (2^64) saturates */
        return sat_ld(c, conv(c, x - 18446744073709551616.0) + (18446744073709551616.0L - y));
    }
    if (y == -9223372036854775808.0L)
        return conv(c, x + 9223372036854775808.0);
    return int_by_double(c, MT_ADD, -y, x);
}

/* Octave's integer mod/rem of two values of the class: rem(x, 0) is 0, mod(x, 0) is x. */
static long double int_modrem(mt_class c, mt_binop op, long double x, long double y)
{
    long double r;
    if (y == 0)
        return op == MT_REM ? 0 : x;
    if (c == MT_UINT64)
        r = (long double)((uint64_t)x % (uint64_t)y);
    else if (y == -1)
        r = 0;
    else
        r = (long double)((int64_t)x % (int64_t)y);
    if (op == MT_MOD && r != 0 && (r < 0) != (y < 0))
        r += y;
    return r;
}

/* Octave's pow for an int64/uint64 result: two values of the class by int_pow; the class
 * to a double power that is a whole number below the class's bit count by int_pow too, any
 * other power in double (single for a single base) and converted. */
static long double wide_pow(mt_class c, const mt_array *a, size_t ia, const mt_array *b,
                            size_t ib)
{
    int digits = c == MT_UINT64 ? 64 : 63;
    if (is_wide_cls(a->cls) && is_wide_cls(b->cls))
        return int_pow(c, get_ld(a, ia), get_ld(b, ib));
    if (is_wide_cls(a->cls)) {
        double y = mt__get(b, ib);
        if (y >= 0 && y < digits && y == round(y))
            return int_pow(c, get_ld(a, ia), (long double)y);
        return conv(c, pow(mt__get(a, ia), y));
    }
    if (a->cls == MT_SINGLE)
        return conv(c, (double)powf((float)mt__get(a, ia), (float)mt__get(b, ib)));
    return conv(c, pow(mt__get(a, ia), mt__get(b, ib)));
}

int mt__int64_binary(mt_array *r, size_t i, mt_binop op, const mt_array *a, size_t ia,
                     const mt_array *b, size_t ib)
{
    long double x, y, z;
    mt_class c = r->cls;
    int aw, bw;
    if (!is_wide_cls(c))
        return 0;
    if (op != MT_ADD && op != MT_SUB && op != MT_MUL && op != MT_RDIV && op != MT_LDIV &&
        op != MT_POW && op != MT_MOD && op != MT_REM && op != MT_MAX2 && op != MT_MIN2)
        return 0;
    if (a->cplx || b->cplx)
        return 0;
    aw = is_wide_cls(a->cls);
    bw = is_wide_cls(b->cls);
    if (op == MT_LDIV) {
        const mt_array *t = a;
        size_t ti = ia;
        a = b;
        b = t;
        ia = ib;
        ib = ti;
        aw = is_wide_cls(a->cls);
        bw = is_wide_cls(b->cls);
        op = MT_RDIV;
    }
    x = aw ? get_ld(a, ia) : conv(c, mt__get(a, ia));
    y = bw ? get_ld(b, ib) : conv(c, mt__get(b, ib));
    if (op == MT_MAX2 || op == MT_MIN2)
        /* Octave converts the other operand to the integer class first (NaN is 0) */
        z = (op == MT_MAX2 ? x >= y : x <= y) ? x : y;
    else if (op == MT_MOD || op == MT_REM)
        z = int_modrem(c, op, x, y);
    else if (op == MT_POW)
        z = wide_pow(c, a, ia, b, ib);
    else if (aw && !bw)
        z = int_by_double(c, op, x, mt__get(b, ib));
    else if (!aw && bw && (op == MT_ADD || op == MT_MUL))
        z = int_by_double(c, op, y, mt__get(a, ia));
    else if (!aw && bw && op == MT_SUB)
        z = double_minus_int(c, mt__get(a, ia), y);
    else if (!aw && bw)
        /* double / int: in double, then converted */
        z = conv(c, mt__get(a, ia) / (double)y);
    else
        switch (op) {
        case MT_ADD: z = x + y; break;
        case MT_SUB: z = x - y; break;
        case MT_MUL: z = x * y; break;
        default: z = int_div(c, x, y); break;
        }
    set_ld(r, i, z);
    return 1;
}

/* The result of comparison op when x > y (gt), x < y (lt), or x == y. */
static int cmp_val(mt_binop op, int sign)
{
    switch (op) {
    case MT_LT: return sign < 0;
    case MT_LE: return sign <= 0;
    case MT_GT: return sign > 0;
    case MT_GE: return sign >= 0;
    case MT_EQ: return sign == 0;
    default: return sign != 0;
    }
}

static int sign_ld(long double x, long double y)
{
    return x < y ? -1 : x > y ? 1 : 0;
}

/* Octave's octave_int_cmp_op::emulate_mop: an int64/uint64 x against a double y compares
 * x's nearest double with y; on a tie, x's nearest double at the top (2^63 or 2^64) counts
 * as greater and at the bottom (-2^63) as less, else the integers are compared. */
static int sign_wide_double(const mt_array *a, size_t ia, double y)
{
    if (a->cls == MT_UINT64) {
        uint64_t x = ((const uint64_t *)a->data)[ia];
        double xx = (double)x;
        if (xx != y)
            return xx < y ? -1 : xx > y ? 1 : 0; /* NaN: every op but != is false */
        if (xx == 18446744073709551616.0)
            return 1;
        return x < (uint64_t)xx ? -1 : x > (uint64_t)xx ? 1 : 0;
    } else {
        int64_t x = ((const int64_t *)a->data)[ia];
        double xx = (double)x;
        if (xx != y)
            return xx < y ? -1 : xx > y ? 1 : 0;
        if (xx == 9223372036854775808.0)
            return 1;
        if (xx == -9223372036854775808.0)
            return -1;
        return x < (int64_t)xx ? -1 : x > (int64_t)xx ? 1 : 0;
    }
}

static int is_wide(const mt_array *a)
{
    return a->cls == MT_INT64 || a->cls == MT_UINT64;
}

/* Comparisons with an int64/uint64 operand, as Octave's: exact between integers (a double of
 * that magnitude would merge neighbouring values), emulate_mop against a double. */
int mt__int64_compare(mt_binop op, const mt_array *a, size_t ia, const mt_array *b, size_t ib,
                      uint8_t *res)
{
    int s;
    if (!(is_wide(a) || is_wide(b)) || a->cplx || b->cplx || op < MT_LT || op > MT_NE)
        return 0;
    if (is_wide(a) && !mt__is_int_class(b->cls)) {
        double y = mt__get(b, ib);
        if (y != y) {
            *res = op == MT_NE;
            return 1;
        }
        s = sign_wide_double(a, ia, y);
    } else if (is_wide(b) && !mt__is_int_class(a->cls)) {
        double x = mt__get(a, ia);
        if (x != x) {
            *res = op == MT_NE;
            return 1;
        }
        s = -sign_wide_double(b, ib, x);
    } else
        s = sign_ld(get_ld(a, ia), get_ld(b, ib));
    *res = (uint8_t)cmp_val(op, s);
    return 1;
}

/* What element i of an int64/uint64 array exceeds its nearest double by (0 for the other
 * classes), exact: with the double it orders and tells apart values a double merges. */
double mt__wide_rest(const mt_array *a, size_t i)
{
    if (!is_wide(a))
        return 0;
    return (double)(get_ld(a, i) - (long double)mt__get(a, i));
}

/* dst[di] = src[si] for arrays of one class (complex alike): a copy that keeps every bit of
 * an int64/uint64 value, where mt__set through a double would round it. */
void mt__copy_elem(mt_array *dst, size_t di, const mt_array *src, size_t si)
{
    size_t es = mt_elsize(src->cls, src->cplx);
    memcpy((char *)dst->data + di * es, (const char *)src->data + si * es, es);
}

/* The sign of a[i] - a[j] for an int64/uint64 array, exact. */
int mt__wide_cmp(const mt_array *a, size_t i, size_t j)
{
    return sign_ld(get_ld(a, i), get_ld(a, j));
}

static int cmp_ld(const void *a, const void *b)
{
    long double x = *(const long double *)a, y = *(const long double *)b;
    return x < y ? -1 : x > y;
}

/* res[ri] = the median (mode: 0) or the most frequent value (mode: 1, the smallest of ties)
 * of the len elements of int64/uint64 x from base, stride apart: as median.m and mode.m,
 * exact (an even count's median is the saturated sum of the middle two over 2, rounded). */
void mt__wide_median_mode(mt_array *res, size_t ri, const mt_array *x, size_t base, size_t stride,
                          size_t len, int mode)
{
    long double *v = (long double *)mt__bi_alloc((len ? len : 1) * sizeof(long double)), z = 0;
    size_t k, run = 0, best = 0;
    for (k = 0; k < len; k++)
        v[k] = get_ld(x, base + k * stride);
    qsort(v, len, sizeof *v, cmp_ld);
    if (mode) {
        for (k = 0; k < len; k++) {
            run = k > 0 && v[k] == v[k - 1] ? run + 1 : 1;
            if (run > best) {
                best = run;
                z = v[k];
            }
        }
    } else if (len % 2)
        z = v[len / 2];
    else if (len)
        z = int_div(res->cls, sat_ld(res->cls, v[len / 2 - 1] + v[len / 2]), 2);
    set_ld(res, ri, z);
    free(v);
}
