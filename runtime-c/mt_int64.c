/* Exact 64-bit integer arithmetic: int64/uint64 values beyond 2^53 do not fit a double, so
 * + - * / .^ on these classes are computed in long double (a 64-bit mantissa on x86-64, as
 * Octave's octave_int<int64_t> operators use), then rounded and saturated. */
#include <math.h>
#include <stdint.h>

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

int mt__int64_binary(mt_array *r, size_t i, mt_binop op, const mt_array *a, size_t ia,
                     const mt_array *b, size_t ib)
{
    long double x, y, z;
    if (r->cls != MT_INT64 && r->cls != MT_UINT64)
        return 0;
    if (op != MT_ADD && op != MT_SUB && op != MT_MUL && op != MT_RDIV && op != MT_LDIV &&
        op != MT_POW)
        return 0;
    if (a->cplx || b->cplx)
        return 0;
    x = get_ld(a, ia);
    y = get_ld(b, ib);
    switch (op) {
    case MT_ADD: z = x + y; break;
    case MT_SUB: z = x - y; break;
    case MT_MUL: z = x * y; break;
    case MT_RDIV: z = (x == 0 && y == 0) ? 0 : x / y; break;
    case MT_POW: z = powl(x, y); break;
    default: z = (x == 0 && y == 0) ? 0 : y / x; break;
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
