/* Exact 64-bit integer arithmetic: int64/uint64 values beyond 2^53 do not fit a double, so
 * + - * / .^ on these classes are computed in long double (a 64-bit mantissa on x86-64, as
 * Octave's octave_int<int64_t> operators use), then rounded and saturated. */
#include <math.h>
#include <stdint.h>

#include "mat2c_rt.h"

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

/* Octave's int64 / uint64 division of x by y: exact, rounded half away from zero,
 * saturated (x / 0 is the extreme of x's sign). */
static long double div_exact(int uns, long double x, long double y)
{
    if (uns) {
        uint64_t a = (uint64_t)x, b = (uint64_t)y, q, rem;
        if (b == 0)
            return a ? 18446744073709551615.0L : 0;
        q = a / b;
        rem = a % b;
        if (rem >= b - rem)
            q++;
        return (long double)q;
    } else {
        int64_t a = (int64_t)x, b = (int64_t)y, q, rem;
        if (b == 0)
            return a > 0 ? 9223372036854775807.0L : a < 0 ? -9223372036854775808.0L : 0;
        if (a == INT64_MIN && b == -1)
            return 9223372036854775807.0L;
        q = a / b;
        rem = a % b;
        {
            uint64_t ar = rem < 0 ? (uint64_t)0 - (uint64_t)rem : (uint64_t)rem;
            uint64_t ab = b < 0 ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
            if (ar >= ab - ar)
                q += ((a < 0) != (b < 0)) ? -1 : 1;
        }
        return (long double)q;
    }
}

/* The value saturated to the class (as Octave's integer arithmetic stores it). */
static long double sat(int uns, long double v)
{
    if (uns)
        return v <= 0 ? 0 : v >= 18446744073709551615.0L ? 18446744073709551615.0L : v;
    return v <= -9223372036854775808.0L  ? -9223372036854775808.0L
           : v >= 9223372036854775807.0L ? 9223372036854775807.0L
                                         : v;
}

/* idivide of two int64 (or two uint64) arrays of equal size or with a scalar, exactly as
 * Octave's idivide.m computes it (z = x ./ y, then corrected by comparing z .* y with x);
 * op: 0 fix, 1 round, 2 floor, 3 ceil. Returns 0 for other operands. */
int mt__idivide64(mt_array *r, const mt_array *a, const mt_array *b, int op)
{
    int uns = a->cls == MT_UINT64, d;
    size_t n, i;
    mt_array t = MT_ARRAY_INIT;
    const mt_array *big;
    if (a->cls != b->cls || (a->cls != MT_INT64 && a->cls != MT_UINT64) || a->cplx || b->cplx)
        return 0;
    big = a->numel == 1 ? b : a;
    if (a->numel != 1 && b->numel != 1) {
        if (a->ndims != b->ndims)
            return 0;
        for (d = 0; d < a->ndims; d++)
            if (a->dims[d] != b->dims[d])
                return 0;
    }
    n = big->numel;
    mt_resize(&t, a->cls, 0, big->ndims, big->dims);
    for (i = 0; i < n; i++) {
        long double x = get_ld(a, a->numel == 1 ? 0 : i), y = get_ld(b, b->numel == 1 ? 0 : i);
        long double z = div_exact(uns, x, y), p = sat(uns, z * y);
        switch (op) {
        case 0: z = y > 0 ? z - (p > x) : z + (p > x); break;
        case 2: z = y > 0 ? z - (p > x) : z - (p < x); break;
        case 3: z = y > 0 ? z + (p < x) : z + (p > x); break;
        default: break;
        }
        set_ld(&t, i, sat(uns, z));
    }
    mt__take(r, &t);
    return 1;
}
