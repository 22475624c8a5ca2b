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
