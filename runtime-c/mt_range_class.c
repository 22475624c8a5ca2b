/* Ranges `a:s:b` whose operands are not all double, as Octave builds them:
 * - any integer operand: an integer row of that class (every double operand must be an
 *   integer and the bounds in the class's range, else Octave's colon error);
 * - otherwise any single operand: a single row counted and computed in float arithmetic
 *   (Octave's range<float>), a plain matrix rather than a range for display;
 * - a char operand with the others char or double: a char row (the double range converted);
 * - two different non-double classes (int8 with int16, single or char): Octave's
 *   "incompatible types" error; a logical operand: its "invalid types" error. */
#include <float.h>
#include <math.h>
#include <stdint.h>

#include "mt_internal.h"

static void int_limits(mt_class c, double *lo, double *hi)
{
    switch (c) {
    case MT_INT8: *lo = -128.0; *hi = 127.0; break;
    case MT_UINT8: *lo = 0.0; *hi = 255.0; break;
    case MT_INT16: *lo = -32768.0; *hi = 32767.0; break;
    case MT_UINT16: *lo = 0.0; *hi = 65535.0; break;
    case MT_INT32: *lo = -2147483648.0; *hi = 2147483647.0; break;
    case MT_UINT32: *lo = 0.0; *hi = 4294967295.0; break;
    case MT_INT64: *lo = -9223372036854775808.0; *hi = 9223372036854775807.0; break;
    case MT_UINT64: *lo = 0.0; *hi = 18446744073709551615.0; break;
    default: *lo = -MT_INF; *hi = MT_INF; break;
    }
}

/* The class two range operands combine to (Octave's get_colon_op_type): equal classes
 * keep it, double yields to the other; anything else is MT_CELL, standing for "unknown". */
static mt_class combine(mt_class a, mt_class b)
{
    if (a == b)
        return a;
    if (a == MT_DOUBLE)
        return b;
    if (b == MT_DOUBLE)
        return a;
    return MT_CELL;
}

/* The result class of a range with operands of classes ca, cs, ce, or Octave's error. */
static mt_class range_class(mt_class ca, mt_class cs, mt_class ce)
{
    mt_class c;
    if (ca >= MT_CELL || cs >= MT_CELL || ce >= MT_CELL) /* a cell, struct, handle or map */
        mt_error("invalid types found in range expression");
    c = combine(ca, cs);
    if (c != MT_CELL)
        c = combine(c, ce);
    if (c == MT_CELL)
        mt_error("incompatible types found in range expression");
    if (!(c == MT_DOUBLE || c == MT_SINGLE || c == MT_CHAR || mt__is_int_class(c)))
        mt_error("invalid types found in range expression");
    return c;
}

/* A char range: the double range converted to char as Octave converts a matrix (nearest
 * integer; outside 0..255 becomes 0 with one warning; NaN is an error). */
static void char_range(mt_array *r, double a, double s, double e)
{
    size_t i;
    int warned = 0;
    mt_array t = MT_ARRAY_INIT;
    mt_range(&t, a, s, e);
    mt_resize(r, MT_CHAR, 0, 2, t.dims);
    for (i = 0; i < t.numel; i++) {
        double v = ((const double *)t.data)[i];
        if (v != v)
            mt_error("invalid conversion from NaN to character");
        v = round(v);
        if (v < 0 || v > 255) {
            v = 0;
            if (!warned)
                mt_warn(NULL, "range error for conversion to character value");
            warned = 1;
        }
        ((uint8_t *)r->data)[i] = (uint8_t)v;
    }
    mt_free(&t);
}

static void int_range(mt_array *r, mt_class cls, double a, double s, double e)
{
    double lo, hi, n = 0;
    size_t i, k;
    int_limits(cls, &lo, &hi);
    if (a != floor(a) || a < lo || a > hi)
        mt_error("colon operator lower bound invalid (not an integer or out of range for given "
                 "integer type)");
    if (s != floor(s))
        mt_error("colon operator increment invalid (not an integer)");
    if (e != floor(e) || e < lo || e > hi)
        mt_error("colon operator upper bound invalid (not an integer or out of range for given "
                 "integer type)");
    if (!(s == 0 || (s > 0 && a > e) || (s < 0 && a < e)))
        n = floor((e - a) / s) + 1;
    {
        size_t d[2];
        d[0] = 1;
        d[1] = (size_t)n;
        mt_resize(r, cls, 0, 2, d);
    }
    k = (size_t)n;
    for (i = 0; i < k; i++)
        mt__set(r, i, a + (double)i * s);
}

/* Octave's tolerant floor and equality (as for double ranges) in float arithmetic. */
static float tfloor_f(float x, float ct)
{
    float q = 1.0f, rmax, t1;
    if (x < 0.0f)
        q = 1.0f - ct;
    rmax = q / (2.0f - ct);
    t1 = 1.0f + floorf(x);
    t1 = (ct / q) * (t1 < 0.0f ? -t1 : t1);
    t1 = (rmax < t1 ? rmax : t1);
    t1 = (ct > t1 ? ct : t1);
    t1 = floorf(x + t1);
    if (x <= 0.0f || (t1 - x) < rmax)
        return t1;
    return t1 - 1.0f;
}

static int teq_f(float u, float v)
{
    float ct = 3.0f * FLT_EPSILON, tu = fabsf(u), tv = fabsf(v);
    return fabsf(u - v) < ((tu > tv ? tu : tv) * ct);
}

/* Octave 7's range<float> init in float arithmetic, as range_init does for double: the
 * count (-1: infinitely many) and the final element (NaN operands give one NaN; a zero
 * step, or one pointing away from the limit, gives an empty row even with infinite
 * bounds). */
static float single_init(float a, float s, float e, float *fin)
{
    float ct = 3.0f * FLT_EPSILON, n, t, dnel;
    *fin = MT_NAN;
    if (isnan(a) || isnan(s) || isnan(e))
        return 1;
    if (s == 0 || (e < a && s > 0) || (e > a && s < 0))
        return 0;
    if ((e <= a && a + s < e) || (e >= a && a + s > e)) {
        *fin = a;
        return 1;
    }
    dnel = (e - a) / s;
    if (isnan(dnel))
        return 1;
    if (dnel > 0 && isinf(dnel))
        return -1;
    t = tfloor_f((e - a + s) / s, ct);
    n = t > 0 ? t : 0;
    if (!teq_f(a + (n - 1) * s, e)) {
        if (teq_f(a + n * s, e))
            n++;
        else if (teq_f(a + (n - 2) * s, e))
            n--;
    }
    *fin = a + (n > 1 ? n - 1 : 0) * s;
    if (n > 1) {
        if ((s > 0 && *fin >= e) || (s < 0 && *fin <= e))
            *fin = e;
        if (a == roundf(a) && s == roundf(s))
            *fin = roundf(*fin);
    } else
        *fin = a;
    return n;
}

static void single_range(mt_array *r, float a, float s, float e)
{
    float fin, n = single_init(a, s, e, &fin);
    size_t i, k, d[2];
    float *p;
    if (n < 0)
        mt_error("range with infinite number of elements cannot be stored");
    k = (size_t)n;
    d[0] = 1;
    d[1] = k;
    mt_resize(r, MT_SINGLE, 0, 2, d);
    p = (float *)r->data;
    for (i = 0; i < k; i++)
        p[i] = i + 1 == k ? fin : (i == 0 ? a : a + (float)i * s);
}

void mt_range_typed(mt_array *r, mt_class ca, double a, mt_class cs, double s, mt_class ce,
                    double e)
{
    mt_class cls = range_class(ca, cs, ce);
    if (cls == MT_DOUBLE)
        mt_range(r, a, s, e);
    else if (cls == MT_CHAR)
        char_range(r, a, s, e);
    else if (cls == MT_SINGLE)
        single_range(r, (float)a, (float)s, (float)e);
    else
        int_range(r, cls, a, s, e);
}

/* An operand of a 64-bit integer range as an order-preserving unsigned value (signed
 * classes biased by 2^63); a double operand saturates as Octave's conversion does. */
static uint64_t int64_operand(mt_arg g, mt_class cls, const char *what)
{
    const uint64_t bias = cls == MT_INT64 ? (uint64_t)1 << 63 : 0;
    double d;
    if (g.a && g.a->cls == cls && g.a->numel >= 1)
        return ((const uint64_t *)g.a->data)[0] ^ bias;
    d = g.a ? (g.a->numel ? mt__get(g.a, 0) : MT_NAN) : g.s;
    if (d != floor(d) || (cls == MT_UINT64 && d < 0) ||
        (cls == MT_INT64 && d < -9223372036854775808.0))
        mt_error("colon operator %s invalid (not an integer or out of range for given integer "
                 "type)",
                 what);
    if (cls == MT_UINT64)
        return d >= 18446744073709551616.0 ? UINT64_MAX : (uint64_t)d;
    if (d >= 9223372036854775808.0)
        return UINT64_MAX;
    return (uint64_t)(int64_t)d ^ bias;
}

/* int64 and uint64 ranges in exact integer arithmetic (Octave's make_int_range): doubles
 * would round their bounds (intmin ('int64') + 99 == intmin ('int64')). */
static void int64_range(mt_array *r, mt_class cls, mt_arg a, mt_arg s, mt_arg e)
{
    const uint64_t bias = cls == MT_INT64 ? (uint64_t)1 << 63 : 0;
    uint64_t ub = int64_operand(a, cls, "lower bound"), ue, inc;
    int neg, huge = 0;
    size_t n = 0, i, d[2];
    if (s.a && s.a->cls == cls && s.a->numel >= 1) {
        uint64_t v = ((const uint64_t *)s.a->data)[0];
        neg = cls == MT_INT64 && (int64_t)v < 0;
        inc = neg ? (uint64_t)0 - v : v;
    } else {
        double sd = s.a ? (s.a->numel ? mt__get(s.a, 0) : MT_NAN) : s.s;
        if (sd != floor(sd))
            mt_error("colon operator increment invalid (not an integer)");
        neg = sd < 0;
        sd = fabs(sd);
        huge = sd >= 18446744073709551616.0; /* beyond any span: one element */
        inc = huge ? UINT64_MAX : (uint64_t)sd;
    }
    ue = int64_operand(e, cls, "upper bound");
    if (inc != 0 && !(neg ? ub < ue : ub > ue)) {
        uint64_t span = neg ? ub - ue : ue - ub;
        if (span / inc >= (uint64_t)SIZE_MAX)
            mt_error("out of memory or dimension too large for Octave's index type");
        n = huge ? 1 : (size_t)(span / inc) + 1;
    }
    d[0] = 1;
    d[1] = n;
    mt_resize(r, cls, 0, 2, d);
    for (i = 0; i < n; i++) {
        uint64_t step = (uint64_t)i * inc;
        ((uint64_t *)r->data)[i] = (neg ? ub - step : ub + step) ^ bias;
    }
}

static double arg_double(mt_arg g)
{
    return g.a ? (g.a->numel ? mt__get(g.a, 0) : MT_NAN) : g.s;
}

/* mt_range_typed with the operands as values: 64-bit integer ranges read them exactly. */
/* Octave takes the real parts of complex colon operands, with a warning. */
static void colon_complex_warning(mt_arg a, mt_arg s, mt_arg e)
{
    if ((a.a && a.a->cplx) || (s.a && s.a->cplx) || (e.a && e.a->cplx))
        mt_warn(NULL, "imaginary part of complex colon arguments is ignored");
}

void mt_range_args(mt_array *r, mt_class ca, mt_arg a, mt_class cs, mt_arg s, mt_class ce,
                   mt_arg e)
{
    mt_class cls = range_class(ca, cs, ce);
    if (cls == MT_DOUBLE) /* (Octave is silent for single) */
        colon_complex_warning(a, s, e);
    if ((a.a && a.a->numel == 0) || (s.a && s.a->numel == 0) || (e.a && e.a->numel == 0)) {
        /* an empty operand: an empty range, 0x0 for char (Octave's char result of []) */
        size_t d[2] = {cls == MT_CHAR ? 0 : 1, 0};
        mt_resize(r, cls, 0, 2, d);
        return;
    }
    if (cls == MT_INT64 || cls == MT_UINT64)
        int64_range(r, cls, a, s, e);
    else
        mt_range_typed(r, ca, arg_double(a), cs, arg_double(s), ce, arg_double(e));
}

void mt_colon_args(double *out, mt_arg a, mt_arg s, mt_arg e)
{
    const mt_arg *g[3];
    int k, several = 0;
    g[0] = &a;
    g[1] = &s;
    g[2] = &e;
    for (k = 0; k < 3; k++)
        if (g[k]->a && mt__is_container(g[k]->a))
            mt_error("invalid types found in range expression");
    colon_complex_warning(a, s, e);
    for (k = 0; k < 3; k++) {
        const mt_array *x = g[k]->a;
        if (x && x->numel == 0) {
            out[0] = 1;
            out[1] = 1;
            out[2] = 0;
            return;
        }
        several |= x && x->numel > 1;
    }
    if (several)
        mt_warn("Octave:colon-nonscalar-argument", "colon arguments should be scalars");
    for (k = 0; k < 3; k++) {
        const mt_array *x = g[k]->a;
        if (!x)
            out[k] = g[k]->s;
        else if (x->numel == 1 || mt__is_container(x))
            out[k] = mt_to_scalar(x, ""); /* a container raises Octave's type error */
        else
            out[k] = mt__get(x, 0);
    }
}
