/* mat2c_rt.c — core of the mat2c C99 runtime: arrays, construction, elementwise
 * operations, reductions, conversions, indexing and program lifetime.
 * Printing lives in mt_print.c, linear algebra in mt_linalg.c. */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------- */
/* lifetime and shape                                                         */
/* ------------------------------------------------------------------------- */

static void reserve_keep(mt_array *a, size_t bytes, size_t keep);

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        mt_error("out of memory or dimension too large for Octave's index type");
    return p;
}

void mt_free(mt_array *a)
{
    if (mt__is_container(a))
        mt__container_release(a);
    if (!a->borrowed)
        free(a->data);
    a->borrowed = 0;
    a->data = NULL;
    a->cap = 0;
    a->numel = 0;
    a->ndims = 2;
    a->dims[0] = a->dims[1] = 0;
    a->layout = MT_LAYOUT_FULL;
}

void mt_use_buffer(mt_array *a, void *buf, size_t bytes)
{
    a->data = buf;
    a->cap = bytes;
    a->borrowed = 1;
}

void mt__take(mt_array *dst, mt_array *src)
{
    size_t bytes = src->numel * mt_elsize(src->cls, src->cplx);
    if (dst == src)
        return;
    if (dst->borrowed && bytes <= dst->cap) {
        void *buf = dst->data;
        size_t cap = dst->cap;
        if (bytes)
            memcpy(buf, src->data, bytes);
        free(src->data);
        *dst = *src;
        dst->data = buf;
        dst->cap = cap;
        dst->borrowed = 1;
        return;
    }
    if (!dst->borrowed)
        free(dst->data);
    *dst = *src;
}

size_t mt_elsize(mt_class cls, int cplx)
{
    size_t s;
    switch (cls) {
    case MT_DOUBLE: case MT_INT64: case MT_UINT64: s = 8; break;
    case MT_SINGLE: case MT_INT32: case MT_UINT32: s = 4; break;
    case MT_INT16: case MT_UINT16: s = 2; break;
    case MT_CELL: case MT_STRUCT: case MT_FHANDLE: case MT_MAP: s = sizeof(void *); break;
    default: s = 1; break;
    }
    return cplx ? 2 * s : s;
}

int mt__is_int_class(mt_class c)
{
    return c >= MT_INT8 && c <= MT_UINT64;
}

/* Canonical dims: at least 2, trailing singletons beyond the 2nd dropped. */
static int canon_dims(int ndims, const size_t *dims, size_t *out, size_t *numel)
{
    int i, nd = ndims < 2 ? 2 : ndims;
    size_t n = 1;
    if (nd > MT_MAXDIMS)
        mt_error("mat2c: too many dimensions (%d)", nd);
    for (i = 0; i < nd; i++) {
        out[i] = i < ndims ? dims[i] : 1;
        n *= out[i];
    }
    while (nd > 2 && out[nd - 1] == 1)
        nd--;
    *numel = n;
    return nd;
}

void mt_resize(mt_array *r, mt_class cls, int cplx, int ndims, const size_t *dims)
{
    size_t d[MT_MAXDIMS], n, bytes;
    int nd, i;
    if (ndims == 2 && r->data && !mt__is_container(r)) {
        /* The common case (a 2-D result into storage that already fits) without the
         * general canonicalisation. */
        n = dims[0] * dims[1];
        bytes = n * mt_elsize(cls, cplx);
        if (bytes <= r->cap) {
            r->cls = cls;
            r->cplx = cplx ? 1 : 0;
            r->ndims = 2;
            r->dims[0] = dims[0];
            r->dims[1] = dims[1];
            for (i = 2; i < MT_MAXDIMS; i++)
                r->dims[i] = 0;
            r->numel = n;
            r->layout = MT_LAYOUT_FULL;
            return;
        }
    }
    nd = canon_dims(ndims, dims, d, &n);
    if (mt__is_container(r))
        mt__container_release(r); /* a slot that held a cell or struct: drop its contents */
    bytes = n * mt_elsize(cls, cplx);
    if (bytes > r->cap || !r->data) {
        if (!r->borrowed)
            free(r->data);
        r->borrowed = 0;
        r->data = xmalloc(bytes);
        r->cap = bytes ? bytes : 1;
    }
    r->cls = cls;
    r->cplx = cplx ? 1 : 0;
    r->ndims = nd;
    for (i = 0; i < MT_MAXDIMS; i++)
        r->dims[i] = i < nd ? d[i] : 0;
    r->numel = n;
    r->layout = MT_LAYOUT_FULL;
}

static void resize2(mt_array *r, mt_class cls, int cplx, size_t rows, size_t cols)
{
    size_t d[2];
    d[0] = rows;
    d[1] = cols;
    mt_resize(r, cls, cplx, 2, d);
}

/* r = the double scalar re + im*i, real when im is zero (Octave's narrowing); a destination
 * that already is a 1x1 double of that complexity is reused without a resize. */
static void set_double_scalar(mt_array *r, double re, double im)
{
    int cplx = im != 0;
    if (!(r->data && r->cls == MT_DOUBLE && r->cplx == cplx && r->ndims == 2 && r->numel == 1 &&
          r->cap >= (cplx ? 16u : 8u)))
        resize2(r, MT_DOUBLE, cplx, 1, 1);
    r->layout = MT_LAYOUT_FULL;
    ((double *)r->data)[0] = re;
    if (cplx)
        ((double *)r->data)[1] = im;
}

void mt_copy(mt_array *r, const mt_array *a)
{
    mt_array A;
    if (r == a)
        return;
    if (mt__is_container(a)) {
        mt__container_copy(r, a);
        return;
    }
    A = *a;
    mt_resize(r, A.cls, A.cplx, A.ndims, A.dims);
    if (A.numel)
        memmove(r->data, A.data, A.numel * mt_elsize(A.cls, A.cplx));
    /* a copy of a null string is an ordinary one */
    r->layout = A.layout == MT_LAYOUT_NULL_SQ   ? MT_LAYOUT_FULL
                : A.layout == MT_LAYOUT_NULL_DQ ? MT_LAYOUT_DQ
                                                : A.layout;
    r->rng_base = A.rng_base;
    r->rng_inc = A.rng_inc;
    r->rng_limit = A.rng_limit;
}

void mt__dims_str(char *buf, size_t n, int ndims, const size_t *dims)
{
    size_t used = 0;
    int i;
    buf[0] = 0;
    for (i = 0; i < ndims && used < n; i++) {
        int w = snprintf(buf + used, n - used, i ? "x%lu" : "%lu", (unsigned long)dims[i]);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}

/* ------------------------------------------------------------------------- */
/* element access with class conversion                                      */
/* ------------------------------------------------------------------------- */

double mt__get(const mt_array *a, size_t i)
{
    size_t k = a->cplx ? 2 * i : i;
    switch (a->cls) {
    case MT_DOUBLE: return ((const double *)a->data)[k];
    case MT_SINGLE: return (double)((const float *)a->data)[k];
    case MT_INT8: return ((const int8_t *)a->data)[k];
    case MT_UINT8: return ((const uint8_t *)a->data)[k];
    case MT_INT16: return ((const int16_t *)a->data)[k];
    case MT_UINT16: return ((const uint16_t *)a->data)[k];
    case MT_INT32: return ((const int32_t *)a->data)[k];
    case MT_UINT32: return ((const uint32_t *)a->data)[k];
    case MT_INT64: return (double)((const int64_t *)a->data)[k];
    case MT_UINT64: return (double)((const uint64_t *)a->data)[k];
    case MT_LOGICAL: case MT_CHAR: return ((const uint8_t *)a->data)[k];
    case MT_CELL: case MT_STRUCT: case MT_FHANDLE: case MT_MAP: mt__container_type_error("octave_base_value::array_value()", a);
    }
    return 0;
}

double mt__get_im(const mt_array *a, size_t i)
{
    if (!a->cplx)
        return 0;
    if (a->cls == MT_SINGLE)
        return (double)((const float *)a->data)[2 * i + 1];
    return ((const double *)a->data)[2 * i + 1];
}

/* v rounded half away from zero and saturated to [lo, hi] (integer bounds below 2^33 in
 * magnitude), NaN to 0. Clamping first gives the same result and lets the rounding be a
 * truncation and a step (no libm call): this runs per element in every conversion. */
static double sat(double v, double lo, double hi)
{
    double t;
    if (v != v)
        return 0;
    if (v <= lo)
        return lo;
    if (v >= hi)
        return hi;
    t = (double)(long long)v;
    if (v - t >= 0.5)
        return t + 1;
    if (v - t <= -0.5)
        return t - 1;
    return t;
}

/* v as a value of integer class c (rounded, saturated, NaN is 0), as octave_int<T>(double);
 * the 64-bit classes' bounds are the nearest doubles. */
double mt__int_value(mt_class c, double v)
{
    switch (c) {
    case MT_INT8: return sat(v, -128, 127);
    case MT_UINT8: return sat(v, 0, 255);
    case MT_INT16: return sat(v, -32768, 32767);
    case MT_UINT16: return sat(v, 0, 65535);
    case MT_INT32: return sat(v, -2147483648.0, 2147483647.0);
    case MT_UINT32: return sat(v, 0, 4294967295.0);
    case MT_INT64:
    case MT_UINT64:
        /* doubles of 2^52 and more are integers already (and sat's cast needs |v| < 2^63) */
        if (v != v || fabs(v) < 4503599627370496.0)
            return sat(v, c == MT_INT64 ? -4503599627370496.0 : 0, 4503599627370496.0);
        return c == MT_INT64 ? (v < 0 ? fmax(v, -9223372036854775808.0) : fmin(v, 9223372036854775807.0))
                             : (v < 0 ? 0 : fmin(v, 18446744073709551615.0));
    default: return v;
    }
}

/* Octave's integer mod/rem: both operands converted to the integer class first
 * (rem(uint8(7), -4) is rem(7, 0)); rem(x, 0) is 0, mod(x, 0) is x. */
static double int_modrem(mt_binop op, mt_class c, double x, double y)
{
    double r;
    x = mt__int_value(c, x);
    y = mt__int_value(c, y);
    if (y == 0)
        return op == MT_REM ? 0 : x;
    r = fmod(x, y);
    if (op == MT_MOD && r != 0 && (r < 0) != (y < 0))
        r += y;
    return r;
}

static void set_k(mt_array *r, size_t k, double v)
{
    switch (r->cls) {
    case MT_DOUBLE: ((double *)r->data)[k] = v; break;
    case MT_SINGLE: ((float *)r->data)[k] = (float)v; break;
    case MT_INT8: ((int8_t *)r->data)[k] = (int8_t)sat(v, -128, 127); break;
    case MT_UINT8: ((uint8_t *)r->data)[k] = (uint8_t)sat(v, 0, 255); break;
    case MT_INT16: ((int16_t *)r->data)[k] = (int16_t)sat(v, -32768, 32767); break;
    case MT_UINT16: ((uint16_t *)r->data)[k] = (uint16_t)sat(v, 0, 65535); break;
    case MT_INT32: ((int32_t *)r->data)[k] = (int32_t)sat(v, -2147483648.0, 2147483647.0); break;
    case MT_UINT32: ((uint32_t *)r->data)[k] = (uint32_t)sat(v, 0, 4294967295.0); break;
    case MT_INT64:
        if (v != v)
            ((int64_t *)r->data)[k] = 0;
        else if (v >= 9223372036854775807.0)
            ((int64_t *)r->data)[k] = INT64_MAX;
        else if (v <= -9223372036854775808.0)
            ((int64_t *)r->data)[k] = INT64_MIN;
        else
            ((int64_t *)r->data)[k] = (int64_t)round(v);
        break;
    case MT_UINT64:
        if (v != v || v <= 0)
            ((uint64_t *)r->data)[k] = 0;
        else if (v >= 18446744073709551615.0)
            ((uint64_t *)r->data)[k] = UINT64_MAX;
        else
            ((uint64_t *)r->data)[k] = (uint64_t)round(v);
        break;
    case MT_LOGICAL:
        if (v != v)
            mt_error("logical: NaN can't be converted to logical value");
        ((uint8_t *)r->data)[k] = v != 0;
        break;
    case MT_CHAR: ((uint8_t *)r->data)[k] = (uint8_t)sat(v, 0, 255); break;
    case MT_CELL: case MT_STRUCT: case MT_FHANDLE: case MT_MAP: mt__container_type_error("octave_base_value::array_value()", r);
    }
}

void mt__set(mt_array *r, size_t i, double v)
{
    if (r->cplx) {
        set_k(r, 2 * i, v);
        set_k(r, 2 * i + 1, 0);
    } else
        set_k(r, i, v);
}

void mt__set_c(mt_array *r, size_t i, double re, double im)
{
    if (r->cplx) {
        set_k(r, 2 * i, re);
        set_k(r, 2 * i + 1, im);
    } else
        set_k(r, i, re);
}

/* Convert a complex array whose imaginary parts are all zero to a real one
 * (Octave narrows such results automatically). In place. */
void mt__narrow_complex(mt_array *r)
{
    size_t i, n = r->numel;
    if (!r->cplx)
        return;
    for (i = 0; i < n; i++)
        if (mt__get_im(r, i) != 0)
            return;
    if (r->cls == MT_SINGLE) {
        float *p = (float *)r->data;
        for (i = 0; i < n; i++)
            p[i] = p[2 * i];
    } else {
        double *p = (double *)r->data;
        for (i = 0; i < n; i++)
            p[i] = p[2 * i];
    }
    r->cplx = 0;
}

/* A 1x1 double view of a scalar (no allocation). */
static mt_array scalar_view(const double *s)
{
    mt_array t = MT_ARRAY_INIT;
    t.dims[0] = t.dims[1] = 1;
    t.numel = 1;
    t.cap = sizeof(double);
    t.data = (void *)s;
    return t;
}

static const mt_array *arg_array(const mt_arg *g, mt_array *tmp)
{
    if (g->a)
        return g->a;
    *tmp = scalar_view(&g->s);
    return tmp;
}

/* Output staging: producers that cannot write in place into an aliased operand
 * build into a temporary and move it into r at the end. */
typedef struct outbuf {
    mt_array *dst;
    mt_array tmp;
    mt_array *out;
} outbuf;

static int aliases(const mt_array *r, const mt_array *a)
{
    return a && (a == r || (a->data && a->data == r->data));
}

static mt_array *out_begin(outbuf *o, mt_array *r, int need_tmp)
{
    mt_array init = MT_ARRAY_INIT;
    o->dst = r;
    o->tmp = init;
    o->out = need_tmp ? &o->tmp : r;
    return o->out;
}

static void out_end(outbuf *o)
{
    if (o->out != o->dst) {
        mt__take(o->dst, &o->tmp);
    }
}

/* ------------------------------------------------------------------------- */
/* construction                                                               */
/* ------------------------------------------------------------------------- */

void mt_from_scalar(mt_array *r, double v)
{
    resize2(r, MT_DOUBLE, 0, 1, 1);
    ((double *)r->data)[0] = v;
}

void mt_from_string(mt_array *r, const char *s)
{
    size_t n = strlen(s);
    resize2(r, MT_CHAR, 0, n ? 1 : 0, n);
    if (n)
        memcpy(r->data, s, n);
}

/* A 1xN char row of n bytes that may hold NULs ("A\0A" in double quotes). */
void mt_from_chars(mt_array *r, const char *s, size_t n)
{
    resize2(r, MT_CHAR, 0, n ? 1 : 0, n);
    if (n)
        memcpy(r->data, s, n);
}

void mt_from_doubles(mt_array *r, size_t rows, size_t cols, const double *colmajor)
{
    resize2(r, MT_DOUBLE, 0, rows, cols);
    if (rows != 0 && cols != 0)
        memmove(r->data, colmajor, rows * cols * sizeof(double));
}

void mt_zeros(mt_array *r, mt_class cls, int ndims, const size_t *dims)
{
    mt_resize(r, cls, 0, ndims, dims);
    if (r->numel)
        memset(r->data, 0, r->numel * mt_elsize(cls, 0));
}

void mt_ones(mt_array *r, mt_class cls, int ndims, const size_t *dims)
{
    size_t i;
    mt_resize(r, cls, 0, ndims, dims);
    if (cls == MT_DOUBLE) {
        double *p = (double *)r->data;
        for (i = 0; i < r->numel; i++)
            p[i] = 1.0;
    } else
        for (i = 0; i < r->numel; i++)
            mt__set(r, i, 1.0);
}

void mt_eye(mt_array *r, size_t rows, size_t cols)
{
    size_t i, n = rows < cols ? rows : cols;
    size_t d[2];
    d[0] = rows;
    d[1] = cols;
    mt_zeros(r, MT_DOUBLE, 2, d);
    for (i = 0; i < n; i++)
        ((double *)r->data)[i + i * rows] = 1.0;
    /* Octave's eye() is a diagonal matrix */
    r->layout = r->numel > 1 ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
}

/* keep Octave's diagonal-matrix type through diag*scalar, diag/scalar and -diag */
static void keep_diag(mt_array *r)
{
    size_t i, j, m = r->dims[0], n = r->dims[1];
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++)
            if (i != j)
                mt__set_c(r, i + j * m, 0, 0);
    r->layout = MT_LAYOUT_DIAG;
}

/* Octave's tolerant floor (Hagerty's FL5) and tolerant equality, used by ranges. */
static double tfloor(double x, double ct)
{
    double q = 1.0, rmax, t1;
    if (x < 0.0)
        q = 1.0 - ct;
    rmax = q / (2.0 - ct);
    t1 = 1.0 + floor(x);
    t1 = (ct / q) * (t1 < 0.0 ? -t1 : t1);
    t1 = (rmax < t1 ? rmax : t1);
    t1 = (ct > t1 ? ct : t1);
    t1 = floor(x + t1);
    if (x <= 0.0 || (t1 - x) < rmax)
        return t1;
    return t1 - 1.0;
}

static int teq(double u, double v)
{
    double ct = 3.0 * DBL_EPSILON, tu = fabs(u), tv = fabs(v);
    return fabs(u - v) < ((tu > tv ? tu : tv) * ct);
}

/* The element count of a range with finite operands (Octave's xnumel_internal). */
static double range_numel(double base, double inc, double limit)
{
    double ct = 3.0 * DBL_EPSILON, tmp, n;
    tmp = tfloor((limit - base + inc) / inc, ct);
    n = tmp > 0 ? tmp : 0;
    if (!teq(base + (n - 1) * inc, limit)) {
        if (teq(base + n * inc, limit))
            n++;
        else if (teq(base + (n - 2) * inc, limit))
            n--;
    }
    return n;
}

/* The final element of a range of n (>= 1) elements: clamped to the limit and rounded for
 * integer ranges, as Octave does. */
static double range_final(double start, double step, double stop, size_t n)
{
    double fin = start + (double)(n ? n - 1 : 0) * step;
    if (n > 1) {
        if ((step > 0 && fin >= stop) || (step < 0 && fin <= stop))
            fin = stop;
        if (start == round(start) && step == round(step))
            fin = round(fin);
    } else
        fin = start;
    return fin;
}

/* Octave 7's range<double> init: the element count (-1: infinitely many) and the final
 * element, with its rules for NaN and infinite operands (`0:Inf:0` is 0, `Inf:1:Inf` NaN,
 * `Inf:0.3:-1` empty). */
static double range_init(double base, double inc, double limit, double *fin)
{
    double dnel, n;
    /* Integers below 2^30 with a positive step and at least two elements (the subscript
     * ranges of loops): the count is exact, far from the tolerances below, and the final
     * element is the last multiple reached, or the limit itself (a -0 limit included). */
    if (inc >= 1 && inc < 1073741824.0 && base > -1073741824.0 && limit < 1073741824.0 &&
        limit >= base + inc) {
        long long b = (long long)base, s = (long long)inc, l = (long long)limit, k;
        if ((double)b == base && (double)s == inc && (double)l == limit) {
            k = (l - b) / s + 1;
            *fin = (double)(b + (k - 1) * s);
            if (*fin == limit)
                *fin = limit;
            return (double)k;
        }
    }
    *fin = MT_NAN;
    if (isnan(base) || isnan(limit) || isnan(inc))
        return 1;
    if (inc == 0 || (limit < base && inc > 0) || (limit > base && inc < 0))
        return 0;
    /* also an infinite increment with one element */
    if ((limit <= base && base + inc < limit) || (limit >= base && base + inc > limit)) {
        *fin = base;
        return 1;
    }
    dnel = (limit - base) / inc;
    if (isnan(dnel))
        return 1;
    if (dnel > 0 && isinf(dnel))
        return -1;
    n = range_numel(base, inc, limit);
    *fin = range_final(base, inc, limit, (size_t)n);
    return n;
}

/* The count of a for loop's range: an infinite one runs until a break, as in Octave. */
double mt_range_count(double start, double step, double stop)
{
    double fin, nd = range_init(start, step, stop, &fin);
    if (nd < 0) {
        if (isinf(stop))
            mt_warn(NULL, "FOR loop limit is infinite, will stop after 9223372036854775807 steps");
        return 9223372036854775807.0;
    }
    return nd;
}

/* a:b with integer ends below 2^52 (the window idiom k-w:k-1), no -0 end: start + i is
 * exact, so the count and the elements need none of range_init's rounding rules. */
static int int_unit_range(double start, double step, double stop)
{
    return step == 1.0 && fabs(start) < 4503599627370496.0 && fabs(stop) < 4503599627370496.0 &&
           (double)(long long)start == start && (double)(long long)stop == stop &&
           (start != 0 || !signbit(start)) && (stop != 0 || !signbit(stop));
}

/* The count and final element (*last) of a range made to be stored (a virtual range that
 * is gathered): an infinite one is Octave's error, as in mt_range; a:b with integer ends
 * (mt_range's fast path) directly. */
double mt_range_stored(double start, double step, double stop, double *last)
{
    double nd;
    if (int_unit_range(start, step, stop)) {
        *last = stop;
        return stop >= start ? stop - start + 1 : 0;
    }
    nd = range_init(start, step, stop, last);
    if (nd < 0)
        mt_error("range with infinite number of elements cannot be stored");
    return nd;
}

double mt_range_last(double start, double step, double stop, double n)
{
    double fin;
    (void)n;
    range_init(start, step, stop, &fin);
    return fin;
}

double mt_range_get(double start, double step, double stop, double k, const char *var)
{
    mt_array r = MT_ARRAY_INIT;
    double v;
    mt_range(&r, start, step, stop);
    v = mt_get_scalar(&r, 1, &k, var);
    mt_free(&r);
    return v;
}

void mt_range(mt_array *r, double start, double step, double stop)
{
    double fin, nd;
    size_t n, i;
    double *p;
    if (int_unit_range(start, step, stop)) {
        n = stop >= start ? (size_t)(long long)(stop - start) + 1 : 0;
        resize2(r, MT_DOUBLE, 0, 1, n);
        p = (double *)r->data;
        for (i = 0; i < n; i++)
            p[i] = start + (double)i;
        r->layout = MT_LAYOUT_RANGE;
        r->rng_base = start;
        r->rng_inc = step;
        r->rng_limit = stop;
        return;
    }
    nd = range_init(start, step, stop, &fin);
    if (nd < 0)
        mt_error("range with infinite number of elements cannot be stored");
    if (nd == 1 && fin != fin) {
        /* NaN operands or an undefined count: Octave yields a 1x1 NaN */
        resize2(r, MT_DOUBLE, 0, 1, 1);
        ((double *)r->data)[0] = MT_NAN;
        return;
    }
    n = (size_t)nd;
    resize2(r, MT_DOUBLE, 0, 1, n);
    p = (double *)r->data;
    /* the first element is the start, the last the final one, the others base + i*inc */
    for (i = 1; i + 1 < n; i++)
        p[i] = start + (double)i * step;
    if (n > 1)
        p[0] = start;
    if (n > 0)
        p[n - 1] = fin;
    /* Octave stores -0 as a 0 base when printing; keep the numbers as computed */
    r->layout = MT_LAYOUT_RANGE;
    r->rng_base = start;
    r->rng_inc = step;
    r->rng_limit = stop;
}

/* linspace's N given as an array: a numeric or logical scalar, else Octave's error; an
 * empty numeric N is one point (Octave gives the limit). */
double mt_linspace_n(const mt_array *n)
{
    if (n->numel == 0 && n->cls <= MT_LOGICAL)
        return 1;
    if (n->numel != 1 || n->cls == MT_CHAR || n->cls == MT_CELL || n->cls == MT_STRUCT ||
        n->cls == MT_FHANDLE || n->cls == MT_MAP)
        mt_error("linspace: N must be a scalar");
    return mt__get(n, 0);
}

/* linspace's point count as Octave's idx_type_value takes it: truncated, fewer than one
 * (NaN too) is none, and a count no array can hold is Octave's out-of-memory error. */
size_t mt_linspace_count(double n)
{
    if (!(n >= 1))
        return 0;
    if (n >= 9007199254740992.0)
        mt_error("out of memory or dimension too large for Octave's index type");
    return (size_t)n;
}

void mt_linspace(mt_array *r, double a, double b, size_t n)
{
    size_t i;
    double *p, delta;
    resize2(r, MT_DOUBLE, 0, 1, n);
    if (n == 0) /* fewer than one point: 1x0 */
        return;
    p = (double *)r->data;
    /* Octave builds it symmetrically from both ends (so infinite ends give NaN inside) */
    delta = n > 1 ? (b - a) / (double)(n - 1) : 0;
    p[0] = a;
    p[n - 1] = b;
    for (i = 1; i < n / 2; i++) {
        p[i] = a + (double)i * delta;
        p[n - 1 - i] = b - (double)i * delta;
    }
    if (n % 2 == 1 && n > 1)
        p[n / 2] = a == -b ? 0 : (a + b) / 2;
}

/* Result class of concatenating two values (Octave's get_concat_class): char wins over
 * every other class, then the first integer class, then single, then double; logical only
 * with logical. */
static mt_class concat_class(mt_class acc, mt_class c, int first)
{
    if (first)
        return c;
    if (acc == c)
        return acc;
    if (acc == MT_CHAR || c == MT_CHAR)
        return MT_CHAR;
    if (mt__is_int_class(acc))
        return acc;
    if (mt__is_int_class(c))
        return c;
    if (acc == MT_SINGLE || c == MT_SINGLE)
        return MT_SINGLE;
    return MT_DOUBLE;
}

/* Element i as Octave's char_array_value gives it: static_cast<char> of the value, the
 * low byte of an integer, of a truncated double (NaN, Inf and values beyond int32 are 0) */
uint8_t mt__char_of(const mt_array *a, size_t i)
{
    double v;
    switch (a->cls) {
    case MT_INT64: return (uint8_t)((const int64_t *)a->data)[i];
    case MT_UINT64: return (uint8_t)((const uint64_t *)a->data)[i];
    case MT_CHAR: return ((const uint8_t *)a->data)[i];
    default: break;
    }
    v = trunc(mt__get(a, i));
    if (v != v || fabs(v) >= 2147483648.0)
        return 0;
    return (uint8_t)(uint32_t)(int32_t)v;
}

/* Octave's errors for a complex operand in an integer or char concatenation: a scalar in a
 * row is converted by the class's scalar_value, anything else by its array_value. A
 * complex matrix with chars is only a warning (its elements become blanks). Returns 1 with
 * the message in msg when it is an error (the caller frees its buffers, then raises). */
static int concat_complex_error(char *msg, size_t cap, mt_class cls, int n,
                                const mt_array **arr, int dim)
{
    int i;
    for (i = 0; i < n; i++) {
        const mt_array *a = arr[i];
        if (!a->cplx)
            continue;
        if (mt__is_int_class(cls)) {
            snprintf(msg, cap, "octave_base_value::%s_%s_value(): wrong type argument 'complex %s'",
                     mt_class_name(cls), a->numel == 1 && dim == 1 ? "scalar" : "array",
                     a->numel == 1 ? "scalar" : "matrix");
            return 1;
        }
        if (a->numel == 1) {
            snprintf(msg, cap, "%s",
                     "octave_base_value::char_array_value(): wrong type argument 'complex "
                     "scalar'");
            return 1;
        }
        fflush(stdout);
        mt_warn("Octave:num-to-str", "implicit conversion from complex matrix to string");
        return 0;
    }
    return 0;
}

/* [a, b] (dim 1) or [a; b] (dim 0); fn_form: the function forms (horzcat, vertcat, cat),
 * whose size mismatch message is Octave's "cat: dimension mismatch" */
static void concat(mt_array *r, int n, const mt_arg *parts, int dim, int fn_form)
{
    mt_array tmps[16], *tmpv = tmps, res = MT_ARRAY_INIT, *out = &res;
    const mt_array **arr;
    size_t dims[MT_MAXDIMS], total = 0, off0 = 0;
    int i, k, nd = 2, first = 1, cplx = 0, in_place;
    mt_class cls = MT_DOUBLE;
    char b1[64], b2[64], msg[256];

    if (n > 16)
        tmpv = (mt_array *)xmalloc(sizeof(mt_array) * (size_t)n);
    arr = (const mt_array **)xmalloc(sizeof(*arr) * (size_t)(n ? n : 1));
    for (i = 0; i < MT_MAXDIMS; i++)
        dims[i] = 0;
    for (i = 0; i < n; i++)
        arr[i] = arg_array(&parts[i], &tmpv[i]);
    /* class: every operand counts, empty ones too (`[[] true]` is double, as in Octave) */
    for (i = 0; i < n; i++) {
        const mt_array *a = arr[i];
        cls = concat_class(cls, a->cls, first);
        first = 0;
        if (a->cplx)
            cplx = 1;
    }
    first = 1;
    for (i = 0; i < n; i++) {
        const mt_array *a = arr[i];
        if (a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0)
            continue; /* [] is ignored */
        if (first) {
            nd = a->ndims;
            for (k = 0; k < nd; k++)
                dims[k] = a->dims[k];
            first = 0;
            continue;
        }
        {
            int ok = 1, mnd = nd > a->ndims ? nd : a->ndims;
            for (k = 0; k < mnd; k++) {
                size_t x = k < nd ? dims[k] : 1, y = k < a->ndims ? a->dims[k] : 1;
                if (k != dim && x != y)
                    ok = 0;
            }
            if (!ok) {
                /* Octave's dim_vector::hvcat ignores a 1x0 or 0x1 that does not fit
                 * ([zeros(1,0), 5]) and gives way to the other operand when the
                 * dims so far are 1x0 or 0x1; any other empty must fit ([5, zeros(2,0)]
                 * is an error) */
                if (a->ndims == 2 && a->dims[0] + a->dims[1] == 1) {
                    if (nd == 2 && dims[0] + dims[1] == 1)
                        dims[0] = dims[1] = 0; /* [zeros(1,0), zeros(0,1)] is 0x0 */
                    continue;
                }
                if (nd == 2 && dims[0] + dims[1] == 1) {
                    nd = a->ndims;
                    for (k = 0; k < nd; k++)
                        dims[k] = a->dims[k];
                    continue;
                }
                if (fn_form)
                    snprintf(msg, sizeof msg, "cat: dimension mismatch");
                else {
                    mt__dims_str(b1, sizeof b1, nd, dims);
                    mt__dims_str(b2, sizeof b2, a->ndims, a->dims);
                    snprintf(msg, sizeof msg, "%s dimensions mismatch (%s vs %s)",
                             dim == 1 ? "horizontal" : "vertical", b1, b2);
                }
                goto fail;
            }
            if (mnd > nd) {
                for (k = nd; k < mnd; k++)
                    dims[k] = 1;
                nd = mnd;
            }
            dims[dim] += a->dims[dim] ? a->dims[dim] : 0;
            if (dim >= a->ndims)
                dims[dim] += 0;
        }
    }
    if (first) {
        /* everything was [] */
        dims[0] = dims[1] = 0;
        nd = 2;
    }
    /* after the dims check: a mismatch errors without the warning */
    if (cls == MT_CHAR) {
        for (i = 0; i < n; i++)
            if (arr[i]->cls != MT_CHAR) { /* [] too: [[], 'ab'] warns */
                fflush(stdout);
                mt_warn("Octave:num-to-str", "implicit conversion from numeric to char");
                break;
            }
    }
    if (cplx && (cls == MT_CHAR || mt__is_int_class(cls))) {
        if (concat_complex_error(msg, sizeof msg, cls, n, arr, dim))
            goto fail;
        cplx = 0;
    }
    /* x = [x, v] (r is the first operand and no other): when x's elements stay a prefix of
     * the result (the same class, nothing beyond the concatenation dimension) r grows in
     * place with spare capacity and only the other operands are copied, so appending in a
     * loop is amortised as for x(end+1) = v */
    in_place = n > 1 && arr[0] == r && r->cls == cls && (r->cplx != 0) == (cplx != 0) &&
               r->numel > 0 && r->ndims <= nd;
    for (k = 0; in_place && k < nd; k++) {
        size_t y = k < r->ndims ? r->dims[k] : 1;
        if ((k != dim && y != dims[k]) || (k > dim && dims[k] != 1))
            in_place = 0;
    }
    for (i = 1; in_place && i < n; i++)
        if (arr[i] == r)
            in_place = 0;
    if (in_place) {
        size_t cd[MT_MAXDIMS], nel, es = mt_elsize(cls, cplx);
        int cnd = canon_dims(nd, dims, cd, &nel);
        off0 = r->numel;
        reserve_keep(r, nel * es, r->numel * es);
        r->ndims = cnd;
        for (k = 0; k < MT_MAXDIMS; k++)
            r->dims[k] = k < cnd ? cd[k] : 0;
        r->numel = nel;
        r->layout = MT_LAYOUT_FULL;
        out = r;
    } else
        mt_resize(&res, cls, cplx, nd, dims);
    /* copy: for dim d, blocks of size prod(dims[0..d]) per outer index */
    {
        size_t inner_r = 1, outer = 1, off = off0, j;
        for (k = 0; k < dim; k++)
            inner_r *= dims[k];
        for (k = dim + 1; k < nd; k++)
            outer *= dims[k];
        for (i = in_place ? 1 : 0; i < n; i++) {
            const mt_array *a = arr[i];
            size_t blk, o;
            int fits = 1;
            if (a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0)
                continue;
            for (k = 0; k < nd; k++) {
                size_t y = k < a->ndims ? a->dims[k] : 1;
                if (k != dim && y != dims[k])
                    fits = 0;
            }
            if (!fits)
                continue;
            blk = inner_r * (dim < a->ndims ? a->dims[dim] : 1);
            for (o = 0; o < outer; o++) {
                size_t dst = o * inner_r * dims[dim] + off;
                if (a->cls == cls && a->cplx == cplx) {
                    /* the same class: the bits (an int64 beyond 2^53 is no double) */
                    size_t es = mt_elsize(cls, cplx);
                    memcpy((char *)out->data + dst * es, (const char *)a->data + o * blk * es,
                           blk * es);
                    continue;
                }
                for (j = 0; j < blk; j++) {
                    size_t si = o * blk + j;
                    if (cls == MT_CHAR && a->cplx)
                        ((uint8_t *)out->data)[dst + j] = ' ';
                    else if (cls == MT_CHAR && a->cls != MT_CHAR)
                        ((uint8_t *)out->data)[dst + j] = mt__char_of(a, si);
                    else
                        mt__set_c(out, dst + j, mt__get(a, si), cplx ? mt__get_im(a, si) : 0);
                }
            }
            off += blk;
        }
        total = off;
        (void)total;
    }
    if (tmpv != tmps)
        free(tmpv);
    free(arr);
    if (out == &res)
        mt__take(r, &res);
    if (cplx)
        mt__narrow_complex(r);
    return;
fail: /* an error: the buffers freed first (a `try` may catch it) */
    if (tmpv != tmps)
        free(tmpv);
    free(arr);
    mt_error("%s", msg);
}

static int any_container(int n, const mt_arg *parts)
{
    int k;
    for (k = 0; k < n; k++)
        if (parts[k].a && mt__is_container(parts[k].a))
            return 1;
    return 0;
}

/* Brackets of double-quoted strings only make one (Octave's all_dq_strings_p). */
static int all_dq(int n, const mt_arg *parts)
{
    int k;
    for (k = 0; k < n; k++)
        if (!parts[k].a || !mt__is_dq(parts[k].a))
            return 0;
    return n > 0;
}

void mt_horzcat(mt_array *r, int n, const mt_arg *parts)
{
    int dq;
    if (any_container(n, parts)) {
        mt__container_concat(r, n, parts, 0, 0);
        return;
    }
    dq = all_dq(n, parts);
    concat(r, n, parts, 1, 0);
    if (dq)
        r->layout = MT_LAYOUT_DQ;
}

/* [a; b] of strings only (char, 2-D): rows of different lengths are padded with blanks
 * (Octave's string_fill_char); 1 when it did so. Empty parts are left to concat. */
static int vertcat_strings(mt_array *r, int n, const mt_arg *parts)
{
    size_t width = 0, i, j;
    int k, differ = 0, nonempty = 0;
    mt_array *pad;
    mt_arg *g;
    for (k = 0; k < n; k++) {
        const mt_array *a = parts[k].a;
        if (a == NULL || a->cls != MT_CHAR || a->ndims != 2)
            return 0;
        if (a->numel == 0)
            continue;
        if (nonempty++ && a->dims[1] != width)
            differ = 1;
        if (a->dims[1] > width)
            width = a->dims[1];
    }
    if (!differ)
        return 0;
    /* plain allocations: mt__bi_alloc would link mt_numeric.c into every program */
    pad = (mt_array *)calloc((size_t)n, sizeof(mt_array));
    g = (mt_arg *)calloc((size_t)n, sizeof(mt_arg));
    if (!pad || !g)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (k = 0; k < n; k++) {
        const mt_array *a = parts[k].a;
        pad[k] = (mt_array)MT_ARRAY_INIT;
        g[k] = parts[k];
        if (a->numel == 0 || a->dims[1] == width)
            continue;
        {
            size_t d2[2];
            d2[0] = a->dims[0];
            d2[1] = width;
            mt_resize(&pad[k], MT_CHAR, 0, 2, d2);
        }
        memset(pad[k].data, ' ', a->dims[0] * width);
        for (j = 0; j < a->dims[1]; j++)
            for (i = 0; i < a->dims[0]; i++)
                ((uint8_t *)pad[k].data)[i + j * a->dims[0]] =
                    ((const uint8_t *)a->data)[i + j * a->dims[0]];
        g[k].a = &pad[k];
    }
    concat(r, n, g, 0, 0);
    for (k = 0; k < n; k++)
        mt_free(&pad[k]);
    free(pad);
    free(g);
    return 1;
}

void mt_vertcat(mt_array *r, int n, const mt_arg *parts)
{
    int dq;
    if (any_container(n, parts)) {
        mt__container_concat(r, n, parts, 1, 0);
        return;
    }
    dq = all_dq(n, parts);
    if (!vertcat_strings(r, n, parts))
        concat(r, n, parts, 0, 0);
    if (dq)
        r->layout = MT_LAYOUT_DQ;
}

void mt__cat_fn(mt_array *r, int n, const mt_arg *parts, int vert)
{
    if (any_container(n, parts)) {
        mt__container_concat(r, n, parts, vert, 1);
        return;
    }
    concat(r, n, parts, vert ? 0 : 1, 1);
}

int mt_dims_from_args(int nargs, const mt_arg *args, size_t *dims_out)
{
    int i, nd;
    if (nargs == 0) {
        dims_out[0] = dims_out[1] = 1;
        return 2;
    }
    if (nargs == 1) {
        mt_array tmp;
        const mt_arg *g = &args[0];
        const mt_array *a = arg_array(g, &tmp);
        if (a->numel == 1) {
            double v = mt__get(a, 0);
            size_t d = (v != v || v < 0) ? 0 : (size_t)v;
            dims_out[0] = dims_out[1] = d;
            return 2;
        }
        nd = (int)a->numel;
        if (nd > MT_MAXDIMS)
            mt_error("mat2c: too many dimensions (%d)", nd);
        for (i = 0; i < nd; i++) {
            double v = mt__get(a, (size_t)i);
            dims_out[i] = (v != v || v < 0) ? 0 : (size_t)v;
        }
        if (nd < 2) {
            dims_out[1] = nd == 1 ? dims_out[0] : 0;
            if (nd == 0)
                dims_out[0] = 0;
            nd = 2;
        }
        return nd;
    }
    if (nargs > MT_MAXDIMS)
        mt_error("mat2c: too many dimensions (%d)", nargs);
    for (i = 0; i < nargs; i++) {
        mt_array tmp;
        const mt_array *a = arg_array(&args[i], &tmp);
        double v = a->numel ? mt__get(a, 0) : 0;
        dims_out[i] = (v != v || v < 0) ? 0 : (size_t)v;
    }
    return nargs;
}

/* Append the elements of a (a column of a matrix when col is set: its first one) to idx. */
static int repmat_push(double *idx, int k, const mt_array *a, int col)
{
    size_t i, n = col ? a->dims[0] : a->numel;
    if (k + (int)n > MT_MAXDIMS)
        mt_error("mat2c: too many dimensions (%d)", k + (int)n);
    for (i = 0; i < n; i++)
        idx[k++] = mt__get(a, i);
    return k;
}

/* repmat.m's "implicit conversion from numeric to char" warning at its line `line`. */
static void repmat_warn(unsigned line, unsigned col)
{
    mt_frame f;
    mt__frame_push(&f, "repmat", line, col);
    mt_warn("Octave:num-to-str", "implicit conversion from numeric to char");
    mt__frame_pop(&f);
}

/* The repetition counts of repmat(A, args...), as repmat.m reads them: an empty count is 1,
 * a matrix count (no dimension 1) gives its first column, two counts are concatenated. An
 * infinite count fails where repmat.m does: 1:prod (idx) for a scalar A with no zero
 * count, ones (1, Inf) otherwise. */
int mt_repmat_dims(const mt_array *a, int nargs, const mt_arg *args, size_t *rep)
{
    double idx[MT_MAXDIMS];
    mt_array t0, t1;
    const mt_array *m = arg_array(&args[0], &t0), *n = NULL;
    int k = 0, i, neg = 1, inf, zero;
    /* idx_char: repmat.m's idx = [m, n] is char (its max (idx, 0) then fails); mixed: that
     * concatenation joins a char with a double (an empty one too), which warns */
    int idx_char = 0, mixed = 0;
    for (i = 0; i < nargs; i++)
        if (args[i].a && args[i].a->cls == MT_CELL) /* [m, n] is a cell: idx < 0 fails */
            mt_error("binary operator '<' not implemented for 'cell' by 'scalar' operations");
    if (nargs == 2) {
        n = arg_array(&args[1], &t1);
        if (m->numel == 0 && n->numel == 0)
            idx[k++] = 1, idx[k++] = 1;
        else if (m->numel == 0 || n->numel == 0) {
            const mt_array *c = m->numel ? m : n;
            k = repmat_push(idx, k, c, 0);
            idx[k++] = 1;
            idx_char = mixed = c->cls == MT_CHAR;
        } else {
            int mmat = m->ndims == 2 && m->dims[0] > 1 && m->dims[1] > 1;
            int nmat = n->ndims == 2 && n->dims[0] > 1 && n->dims[1] > 1;
            int nempty = mmat && m->dims[0] >= 3; /* n = [] */
            k = repmat_push(idx, k, m, mmat);
            if (mmat && !nempty)
                idx[k++] = mt__get(n, n->numel - 1);
            else if (!mmat)
                k = repmat_push(idx, k, n, nmat);
            idx_char = m->cls == MT_CHAR || (!nempty && n->cls == MT_CHAR);
            mixed = nempty ? m->cls == MT_CHAR : (m->cls == MT_CHAR) != (n->cls == MT_CHAR);
        }
    } else if (nargs > 2) {
        int chars = 0;
        for (i = 0; i < nargs; i++) {
            const mt_array *a = arg_array(&args[i], &t1);
            if (a->numel != 1)
                mt_error("repmat: all input arguments must be scalar");
            idx[k++] = mt__get(a, 0);
            chars += a->cls == MT_CHAR;
        }
        /* m = [m varargin{:}] (line 80), then [m, []] */
        if (chars && chars < nargs)
            repmat_warn(80, 11);
        idx_char = mixed = chars > 0;
    } else if (m->numel == 0)
        idx[k++] = 1, idx[k++] = 1;
    else if (m->numel == 1) {
        idx[k++] = mt__get(m, 0), idx[k++] = mt__get(m, 0);
        idx_char = m->cls == MT_CHAR; /* [m, m]: no double joins it */
    } else if (m->ndims > 2)
        mt_error("repmat: M has more than 2 dimensions");
    else {
        k = repmat_push(idx, k, m, m->dims[0] > 1 && m->dims[1] > 1);
        idx_char = mixed = m->cls == MT_CHAR; /* [m, []] */
    }
    if (mixed)
        repmat_warn(99, 7);
    if (idx_char) /* repmat.m's max (idx, 0) */
        mt_error("max: cannot compute max (sq_string, scalar)");
    for (i = 0; i < k; i++)
        neg &= idx[i] < 0;
    if (neg)
        mt_error("repmat: invalid dimensions");
    for (i = 0; i < k; i++)
        /* a positive fraction (repmat.m clamps negative counts to 0 first) */
        if (idx[i] > 0 && idx[i] - idx[i] == 0 && idx[i] != floor(idx[i]))
            mt_error("conversion of %g to int64_t value failed", idx[i]);
    for (i = 0, inf = 0, zero = 0; i < k; i++) {
        inf |= idx[i] > 0 && isinf(idx[i]);
        zero |= !(idx[i] > 0);
    }
    if (inf && a->numel == 1 && !zero)
        mt_error("range with infinite number of elements cannot be stored");
    if (inf)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (i = 0; i < k; i++)
        rep[i] = (idx[i] != idx[i] || idx[i] < 0) ? 0 : (size_t)idx[i];
    return k;
}

/* ------------------------------------------------------------------------- */
/* queries                                                                    */
/* ------------------------------------------------------------------------- */

double mt_numel(const mt_array *a)
{
    return (double)a->numel;
}

/* size's DIM given as an array: a number (a string is Octave's conversion error). */
double mt_size_dim_arg(const mt_array *dim)
{
    if (dim->cls == MT_CHAR)
        mt_error("invalid conversion from string to real N-D array");
    return mt_to_scalar(dim, "");
}

double mt_size_dim(const mt_array *a, double dim)
{
    /* Octave converts DIM to an index first (its message for NaN, Inf and fractions) */
    if (dim != dim)
        mt_error("conversion of nan to octave_idx_type value failed");
    if (isinf(dim))
        mt_error("conversion of %s to octave_idx_type value failed", dim > 0 ? "inf" : "-inf");
    if (dim != floor(dim))
        mt_error("conversion of %g to octave_idx_type value failed", dim);
    if (dim < 1)
        mt_error("size: requested dimension DIM (= %g) out of range", dim);
    if (!a || dim > (double)a->ndims) /* NULL: a scalar */
        return 1;
    return (double)a->dims[(int)dim - 1];
}

/* size (x, DIMS) with a vector of dimensions (Octave 7): a row of x's size along each
 * (NULL x: a scalar). Every dimension is checked before the result is written (it may share
 * storage with DIMS). */
void mt_size_dims(mt_array *r, const mt_array *a, const mt_array *dims)
{
    size_t k, n = dims->numel, d[2];
    double *v;
    if (dims->cls == MT_CHAR)
        mt_error("invalid conversion from string to real N-D array");
    for (k = 0; k < n; k++)
        (void)mt_size_dim(a, mt__get(dims, k));
    v = (double *)mt_xcalloc(n ? n : 1, sizeof(double));
    for (k = 0; k < n; k++)
        v[k] = mt_size_dim(a, mt__get(dims, k));
    d[0] = 1;
    d[1] = n;
    mt_resize(r, MT_DOUBLE, 0, 2, d);
    if (n)
        memcpy(r->data, v, n * sizeof(double));
    free(v);
}

/* Element k of DIMS for output k of `[a, b, ...] = size (x, DIMS)`: as many dimensions as
 * outputs, else Octave's error. */
double mt_size_dim_at(const mt_array *dims, size_t k, size_t nout)
{
    if (dims->cls == MT_CHAR)
        mt_error("invalid conversion from string to real N-D array");
    if (dims->numel != nout)
        mt_error("size: nargout > 1 but does not match number of requested dimensions");
    return mt__get(dims, k);
}

void mt_size(mt_array *r, const mt_array *a)
{
    mt_array A = *a;
    int i;
    resize2(r, MT_DOUBLE, 0, 1, (size_t)A.ndims);
    for (i = 0; i < A.ndims; i++)
        ((double *)r->data)[i] = (double)A.dims[i];
}

double mt_length(const mt_array *a)
{
    size_t m = 0;
    int i;
    if (a->numel == 0)
        return 0;
    for (i = 0; i < a->ndims; i++)
        if (a->dims[i] > m)
            m = a->dims[i];
    return (double)m;
}

int mt_isempty(const mt_array *a)
{
    return a->numel == 0;
}

double mt_to_scalar(const mt_array *a, const char *ctx)
{
    if (mt__is_container(a))
        mt__container_type_error("octave_base_value::array_value()", a);
    if (a->numel != 1) {
        char b[64];
        mt__dims_str(b, sizeof b, a->ndims, a->dims);
        if (ctx && *ctx)
            mt_error("%s: expected a scalar value, but got an array of size %s", ctx, b);
        mt_error("expected a scalar value, but got an array of size %s", b);
    }
    return mt__get(a, 0);
}

/* A dimension argument as Octave's idx_type_value reads it (reshape's separate sizes): an
 * array's first element (nonempty), the real part; a container fails in int64_value. */
double mt_dim_value(const mt_array *a, const char *ctx)
{
    (void)ctx;
    if (a->cls == MT_CHAR)
        mt_error("octave_base_value::int64_value (): wrong type argument '%s'", mt__char_type(a));
    if (mt__is_container(a))
        mt__container_type_error("octave_base_value::int64_value ()", a);
    return a->numel ? mt__get(a, 0) : 0;
}

int mt_istrue_scalar(double v)
{
    if (v != v)
        mt_error("invalid conversion from NaN to logical");
    return v != 0;
}

int mt_istrue(const mt_array *a)
{
    size_t i;
    if (a->cls == MT_CELL)
        mt_error("wrong type argument 'cell array'");
    if (a->cls == MT_STRUCT)
        mt_error("wrong type argument 'struct'");
    if (a->numel == 0)
        return 0;
    for (i = 0; i < a->numel; i++) {
        double v = mt__get(a, i);
        if (a->cplx && v == 0 && mt__get_im(a, i) != 0)
            continue;
        if (v != v)
            mt_error("invalid conversion from NaN to logical");
        if (v == 0)
            return 0;
    }
    return 1;
}

/* extent of subscript k of nsubs into a */
static size_t sub_extent(const mt_array *a, int k, int nsubs)
{
    size_t e = 1;
    int i;
    if (nsubs == 1)
        return a->numel;
    if (k < nsubs - 1)
        return k < a->ndims ? a->dims[k] : 1;
    for (i = k; i < a->ndims; i++)
        e *= a->dims[i];
    return e;
}

double mt_end(const mt_array *a, int k, int nsubs)
{
    return (double)sub_extent(a, k, nsubs);
}

/* ------------------------------------------------------------------------- */
/* broadcasting                                                               */
/* ------------------------------------------------------------------------- */

int mt_broadcast_dims(const char *opname, const mt_array *a, const mt_array *b,
                      int *ndims_out, size_t *dims_out)
{
    int nd = a->ndims > b->ndims ? a->ndims : b->ndims, i;
    for (i = 0; i < nd; i++) {
        size_t x = i < a->ndims ? a->dims[i] : 1, y = i < b->ndims ? b->dims[i] : 1;
        if (x == y || y == 1)
            dims_out[i] = x;
        else if (x == 1)
            dims_out[i] = y;
        else {
            char b1[64], b2[64];
            mt__dims_str(b1, sizeof b1, a->ndims, a->dims);
            mt__dims_str(b2, sizeof b2, b->ndims, b->dims);
            mt_error_id("Octave:nonconformant-args",
                        "%s: nonconformant arguments (op1 is %s, op2 is %s)", opname, b1, b2);
        }
    }
    *ndims_out = nd;
    return 1;
}

static const char *binop_name(mt_binop op)
{
    switch (op) {
    case MT_ADD: return "operator +";
    case MT_SUB: return "operator -";
    case MT_MUL: return "product";
    case MT_RDIV: return "quotient";
    case MT_LDIV: return "quotient";
    case MT_POW: return "operator .^";
    case MT_LT: return "mx_el_lt";
    case MT_LE: return "mx_el_le";
    case MT_GT: return "mx_el_gt";
    case MT_GE: return "mx_el_ge";
    case MT_EQ: return "mx_el_eq";
    case MT_NE: return "mx_el_ne";
    case MT_AND: return "mx_el_and";
    case MT_OR: return "mx_el_or";
    case MT_ATAN2: return "atan2";
    case MT_MOD: return "mod";
    case MT_REM: return "rem";
    case MT_HYPOT: return "hypot";
    case MT_MAX2: return "max";
    case MT_MIN2: return "min";
    }
    return "operator";
}

static const char *binop_sym(mt_binop op)
{
    switch (op) {
    case MT_ADD: return "+";
    case MT_SUB: return "-";
    case MT_MUL: return ".*";
    case MT_RDIV: return "./";
    case MT_LDIV: return ".\\";
    case MT_POW: return ".^";
    case MT_LT: return "<";
    case MT_LE: return "<=";
    case MT_GT: return ">";
    case MT_GE: return ">=";
    case MT_EQ: return "==";
    case MT_NE: return "!=";
    case MT_AND: return "&";
    case MT_OR: return "|";
    default: return binop_name(op);
    }
}

const char *mt_class_name(mt_class c)
{
    static const char *names[] = {"double", "single", "int8",   "uint8",  "int16",   "uint16",
                                  "int32",  "uint32", "int64",  "uint64", "logical", "char",
                                  "cell",   "struct", "function_handle", "containers.Map"};
    return names[c];
}

/* Octave's type name of a value in operator error messages */
static void type_desc(char *buf, size_t n, const mt_array *a)
{
    int sc = a->numel == 1;
    switch (a->cls) {
    case MT_DOUBLE:
        snprintf(buf, n, "%s", a->cplx ? (sc ? "complex scalar" : "complex matrix")
                                       : (sc ? "scalar" : "matrix"));
        break;
    case MT_SINGLE:
        snprintf(buf, n, "%s", a->cplx ? (sc ? "float complex scalar" : "float complex matrix")
                                       : (sc ? "float scalar" : "float matrix"));
        break;
    case MT_LOGICAL: snprintf(buf, n, "%s", sc ? "bool" : "bool matrix"); break;
    case MT_CHAR: snprintf(buf, n, "%s", sc ? "char matrix" : "char matrix"); break;
    case MT_CELL: snprintf(buf, n, "cell"); break;
    case MT_STRUCT: snprintf(buf, n, "%s", sc ? "scalar struct" : "struct"); break;
    case MT_FHANDLE: snprintf(buf, n, "function handle"); break;
    case MT_MAP: snprintf(buf, n, "object"); break;
    default: snprintf(buf, n, "%s %s", mt_class_name(a->cls), sc ? "scalar" : "matrix"); break;
    }
}

void mt__binop_type_error(const char *op, const mt_array *a, const mt_array *b)
{
    char t1[64], t2[64];
    type_desc(t1, sizeof t1, a);
    type_desc(t2, sizeof t2, b);
    mt_error("binary operator '%s' not implemented for '%s' by '%s' operations", op, t1, t2);
}

/* A matrix operator (`*`, `/`, `\`) with a scalar operand works elementwise, but Octave names
 * the matrix operator when the classes do not combine (an integer with another integer class
 * or with a complex value). */
/* A cell, struct or function handle operand of a matrix operator: Octave names that
 * operator (`6/{2}`: '/', not './'). */
void mt__matop_container_check(const char *op, const mt_array *a, const mt_array *b)
{
    if (mt__is_container(a) || mt__is_container(b))
        mt__binop_type_error(op, a, b);
}

void mt__scalar_matop_check(const char *op, const mt_array *a, const mt_array *b)
{
    int ia = mt__is_int_class(a->cls), ib = mt__is_int_class(b->cls);
    if ((ia && ib && a->cls != b->cls) || ((ia || ib) && (a->cplx || b->cplx)))
        mt__binop_type_error(op, a, b);
}

/* ------------------------------------------------------------------------- */
/* elementwise binary                                                         */
/* ------------------------------------------------------------------------- */

static double mt__mod(double x, double y)
{
    double r;
    if (y == 0)
        return x;
    /* Octave 7's formula also for an infinite y: mod(7, Inf) is NaN (Inf * 0) */
    {
        double q = x / y;
        if (round(y) != y && fabs((q - round(q)) / round(q)) < DBL_EPSILON)
            r = 0;
        else {
            volatile double tmp = y * floor(q);
            r = x - tmp;
        }
    }
    if (x != y)
        r = copysign(r, y);
    return r;
}

static double mt__rem(double x, double y)
{
    double r;
    if (y == 0)
        return MT_NAN;
    /* Octave 7's formula also for an infinite y: rem(7, Inf) is NaN (Inf * 0) */
    {
        double q = x / y;
        if (round(y) != y && fabs((q - round(q)) / round(q)) < DBL_EPSILON)
            r = 0;
        else {
            volatile double tmp = y * trunc(q);
            r = x - tmp;
        }
    }
    if (x != y)
        r = copysign(r, x);
    return r;
}

/* Octave's x .^ y of two doubles (std::pow), in this file so that the C compiler of a
 * program cannot fold pow(x, 2.0) into x * x: the library's pow can differ in the last bit. */
double mt_pow(double x, double y)
{
    return pow(x, y);
}

/* An element of an array (not 1x1) raised to a scalar exponent, as Octave's elem_xpow: the
 * exponents 2 and 3 multiply, -1 divides, others are std::pow. */
double mt_apow(double x, double y)
{
    if (y == 2)
        return x * x;
    if (y == 3)
        return x * x * x;
    if (y == -1)
        return 1 / x;
    return pow(x, y);
}

double mt_binary_ss(mt_binop op, double x, double y)
{
    switch (op) {
    case MT_ADD: return x + y;
    case MT_SUB: return x - y;
    case MT_MUL: return x * y;
    case MT_RDIV: return x / y;
    case MT_LDIV: return y / x;
    case MT_POW: return pow(x, y);
    case MT_LT: return x < y;
    case MT_LE: return x <= y;
    case MT_GT: return x > y;
    case MT_GE: return x >= y;
    case MT_EQ: return x == y;
    case MT_NE: return x != y;
    case MT_AND:
        if (x != x || y != y)
            mt_error("invalid conversion from NaN to logical");
        return x != 0 && y != 0;
    case MT_OR:
        if (x != x || y != y)
            mt_error("invalid conversion from NaN to logical");
        return x != 0 || y != 0;
    case MT_ATAN2: return atan2(x, y);
    case MT_MOD: return mt__mod(x, y);
    case MT_REM: return mt__rem(x, y);
    case MT_HYPOT: return hypot(x, y);
    /* Octave's: a NaN y gives x; else x only when strictly larger (smaller), so a tie
     * (max(-0, 0)) gives y */
    case MT_MAX2: return y != y ? x : (x > y ? x : y);
    case MT_MIN2: return y != y ? x : (x < y ? x : y);
    }
    return 0;
}

static int is_cmp(mt_binop op)
{
    return op >= MT_LT && op <= MT_OR;
}

/* complex ordering used by Octave: by abs, then by arg */
static int ccmp(double complex a, double complex b)
{
    double x = cabs(a), y = cabs(b);
    if (x < y)
        return -1;
    if (x > y)
        return 1;
    /* Octave takes an argument of -pi as pi (so -1-0i equals -1+0i) */
    x = carg(a);
    y = carg(b);
    if (x == -3.14159265358979323846)
        x = -x;
    if (y == -3.14159265358979323846)
        y = -y;
    if (x < y)
        return -1;
    return x > y;
}

/* re + im*i built from its parts: `re + im * I` multiplies im by the complex I, which
 * turns an imaginary -0 into +0 */
double complex mt__cplx(double re, double im)
{
    double complex z;
    ((double *)&z)[0] = re;
    ((double *)&z)[1] = im;
    return z;
}

/* a op b elementwise for complex values, as Octave's std::complex operators compute it: an
 * operand of a real array (ar/br real: ai/bi 0) takes part as a real number (complex * double
 * scales both parts, so an imaginary -0 keeps its sign), complex ones as complex */
static void binop_c(mt_binop op, double ar, double ai, int ac, double br, double bi, int bc,
                    double *rr, double *ri)
{
    double complex a = mt__cplx(ar, ai), b = mt__cplx(br, bi), z = 0;
    *ri = 0;
    switch (op) {
    case MT_ADD:
        if (!bc) {
            *rr = ar + br;
            *ri = ai;
            return;
        }
        if (!ac) {
            *rr = br + ar;
            *ri = bi;
            return;
        }
        z = a + b;
        break;
    case MT_SUB:
        if (!bc) {
            *rr = ar - br;
            *ri = ai;
            return;
        }
        if (!ac) { /* libstdc++'s x - y: complex r = -y; r += x (an imaginary 0 becomes -0) */
            *rr = -br + ar;
            *ri = -bi;
            return;
        }
        z = a - b;
        break;
    case MT_MUL:
        if (!ac && !bc) {
            *rr = ar * br;
            return;
        }
        if (!bc) {
            *rr = ar * br;
            *ri = ai * br;
            return;
        }
        if (!ac) {
            *rr = br * ar;
            *ri = bi * ar;
            return;
        }
        z = a * b;
        break;
    case MT_RDIV:
        if (!bc) {
            *rr = ar / br;
            *ri = ai / br;
            return;
        }
        z = a / b;
        break;
    case MT_LDIV:
        if (!ac) {
            *rr = br / ar;
            *ri = bi / ar;
            return;
        }
        z = b / a;
        break;
    case MT_POW:
        if (bi == 0 && br == round(br) && fabs(br) <= 1024) {
            /* integer powers by repeated multiplication, like std::pow(complex,int) */
            long k = (long)fabs(br);
            double complex acc = 1, base = a;
            while (k) {
                if (k & 1)
                    acc *= base;
                base *= base;
                k >>= 1;
            }
            z = br < 0 ? 1.0 / acc : acc;
        } else if (bi == 0) {
            /* std::pow(complex, double): polar(|a|^b, b*arg(a)), as Octave computes it */
            if (ai == 0 && ar > 0)
                z = pow(ar, br);
            else {
                double complex t = clog(a);
                double rho = exp(br * creal(t)), th = br * cimag(t);
                z = mt__cplx(rho * cos(th), rho * sin(th));
            }
        } else
            z = cpow(a, b);
        break;
    case MT_EQ: *rr = ar == br && ai == bi; return;
    case MT_NE: *rr = ar != br || ai != bi; return;
    case MT_LT: *rr = ccmp(a, b) < 0; return;
    case MT_LE: *rr = ccmp(a, b) <= 0; return;
    case MT_GT: *rr = ccmp(a, b) > 0; return;
    case MT_GE: *rr = ccmp(a, b) >= 0; return;
    case MT_AND: *rr = (ar != 0 || ai != 0) && (br != 0 || bi != 0); return;
    case MT_OR: *rr = (ar != 0 || ai != 0) || (br != 0 || bi != 0); return;
    case MT_MAX2:
    case MT_MIN2: {
        int c;
        if (ar != ar || ai != ai) {
            *rr = br;
            *ri = bi;
            return;
        }
        if (br != br || bi != bi) {
            *rr = ar;
            *ri = ai;
            return;
        }
        c = ccmp(a, b);
        if ((op == MT_MAX2) ? c >= 0 : c <= 0) {
            *rr = ar;
            *ri = ai;
        } else {
            *rr = br;
            *ri = bi;
        }
        return;
    }
    default:
        *rr = mt_binary_ss(op, ar, br);
        return;
    }
    *rr = creal(z);
    *ri = cimag(z);
}

static mt_class binop_class(mt_binop op, const mt_array *a, const mt_array *b)
{
    mt_class ca = a->cls, cb = b->cls;
    int any_int = mt__is_int_class(ca) || mt__is_int_class(cb), any_cplx = a->cplx || b->cplx;
    /* Octave has no integer-with-complex operators (comparisons and & | included), no
     * complex mod/rem/atan2, and no max/min of an integer with a complex value */
    if (any_int && any_cplx && op <= MT_OR)
        mt__binop_type_error(binop_sym(op), a, b);
    if ((op == MT_MAX2 || op == MT_MIN2) && (ca == MT_CHAR) != (cb == MT_CHAR)) {
        /* max/min take two chars, or no char */
        char t1[64], t2[64];
        type_desc(t1, sizeof t1, a);
        type_desc(t2, sizeof t2, b);
        mt_error("%s: cannot compute %s (%s, %s)", binop_sym(op), binop_sym(op),
                 ca == MT_CHAR ? mt__char_type(a) : t1, cb == MT_CHAR ? mt__char_type(b) : t2);
    }
    if (any_cplx && (op == MT_MOD || op == MT_REM || op == MT_ATAN2))
        mt_error("%s: not defined for complex numbers", binop_sym(op));
    if (any_int && any_cplx && (op == MT_MAX2 || op == MT_MIN2)) {
        char t1[64], t2[64];
        type_desc(t1, sizeof t1, a);
        type_desc(t2, sizeof t2, b);
        mt_error("%s: cannot compute %s (%s, %s)", binop_sym(op), binop_sym(op), t1, t2);
    }
    if (is_cmp(op))
        return MT_LOGICAL;
    if ((op == MT_MAX2 || op == MT_MIN2) && ca == MT_LOGICAL && cb == MT_LOGICAL)
        return MT_LOGICAL; /* Octave: max(true, false) is logical */
    if ((op == MT_ATAN2 || op == MT_HYPOT) && (mt__is_int_class(ca) || mt__is_int_class(cb)))
        /* Octave computes atan2 and hypot of integers in double (single stays single) */
        return ca == MT_SINGLE || cb == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    if (mt__is_int_class(ca) && mt__is_int_class(cb) && ca != cb) {
        /* Octave: mod/rem refuse two integer classes; max/min take the wider of two
         * integer classes of the same signedness (int8 with int16 is int16) */
        int sa = ca == MT_INT8 || ca == MT_INT16 || ca == MT_INT32 || ca == MT_INT64;
        int sb = cb == MT_INT8 || cb == MT_INT16 || cb == MT_INT32 || cb == MT_INT64;
        if (op == MT_MOD || op == MT_REM)
            mt_error("%s: cannot combine %s and %s", binop_sym(op), mt_class_name(ca),
                     mt_class_name(cb));
        if ((op == MT_MAX2 || op == MT_MIN2) && sa == sb)
            return ca > cb ? ca : cb;
        if (op == MT_MAX2 || op == MT_MIN2) {
            char t1[64], t2[64];
            type_desc(t1, sizeof t1, a);
            type_desc(t2, sizeof t2, b);
            mt_error("%s: cannot compute %s (%s, %s)", binop_sym(op), binop_sym(op), t1, t2);
        }
    }
    if (mt__is_int_class(ca) || mt__is_int_class(cb)) {
        if (mt__is_int_class(ca) && mt__is_int_class(cb) && ca != cb) {
            char t1[64], t2[64];
            type_desc(t1, sizeof t1, a);
            type_desc(t2, sizeof t2, b);
            mt_error("binary operator '%s' not implemented for '%s' by '%s' operations",
                     binop_sym(op), t1, t2);
        }
        return mt__is_int_class(ca) ? ca : cb;
    }
    if (ca == MT_SINGLE || cb == MT_SINGLE)
        return MT_SINGLE;
    return MT_DOUBLE;
}

/* odometer over result dims; returns offsets into a and b */
typedef struct bcast {
    int nd;
    size_t dims[MT_MAXDIMS], sa[MT_MAXDIMS], sb[MT_MAXDIMS], cnt[MT_MAXDIMS];
    size_t ia, ib;
} bcast;

static void bcast_init(bcast *it, int nd, const size_t *dims, const mt_array *a,
                       const mt_array *b)
{
    size_t ma = 1, mb = 1;
    int i;
    it->nd = nd;
    for (i = 0; i < nd; i++) {
        size_t x = i < a->ndims ? a->dims[i] : 1, y = i < b->ndims ? b->dims[i] : 1;
        it->dims[i] = dims[i];
        it->sa[i] = x == 1 ? 0 : ma;
        it->sb[i] = y == 1 ? 0 : mb;
        ma *= x;
        mb *= y;
        it->cnt[i] = 0;
    }
    it->ia = it->ib = 0;
}

static void bcast_next(bcast *it)
{
    int i;
    for (i = 0; i < it->nd; i++) {
        it->ia += it->sa[i];
        it->ib += it->sb[i];
        if (++it->cnt[i] < it->dims[i])
            return;
        it->ia -= it->sa[i] * it->dims[i];
        it->ib -= it->sb[i] * it->dims[i];
        it->cnt[i] = 0;
    }
}

static int need_complex_pow(const mt_array *a, const mt_array *b)
{
    size_t i;
    int aneg = 0, bfrac = 0;
    for (i = 0; i < a->numel && !aneg; i++)
        if (mt__get(a, i) < 0)
            aneg = 1;
    if (!aneg)
        return 0;
    for (i = 0; i < b->numel && !bfrac; i++) {
        double y = mt__get(b, i);
        if (y != round(y))
            bfrac = 1;
    }
    return bfrac;
}

/* Octave stores char as C++ `char`, signed here: characters above 127 order below the
 * others when two char operands are compared (`<`, max/min, sort), though they convert to
 * their codes everywhere else. */
int mt__char_high(const mt_array *a)
{
    size_t i;
    if (a->cls != MT_CHAR)
        return 0;
    for (i = 0; i < a->numel; i++)
        if (((const uint8_t *)a->data)[i] > 127)
            return 1;
    return 0;
}

static double signed_char(double v)
{
    return v > 127 ? v - 256 : v;
}

/* The comparisons and two-argument max/min of two char arrays, one of them holding a
 * character above 127 (mt__char_high): signed order, with implicit expansion (Octave's
 * nonconformant error otherwise); max/min give the chosen codes as double, as Octave. */
static void char_signed_binary(mt_array *r, mt_binop op, const mt_array *A, const mt_array *B)
{
    size_t od[MT_MAXDIMS], n = 1, i;
    int nd, k;
    mt_array t = MT_ARRAY_INIT;
    int mm = op == MT_MAX2 || op == MT_MIN2;
    bcast it;
    mt_broadcast_dims(binop_name(op), A, B, &nd, od);
    for (k = 0; k < nd; k++)
        n *= od[k];
    mt_resize(&t, mm ? MT_DOUBLE : MT_LOGICAL, 0, nd, od);
    bcast_init(&it, nd, od, A, B);
    for (i = 0; i < n; i++, bcast_next(&it)) {
        double x = ((const uint8_t *)A->data)[it.ia], y = ((const uint8_t *)B->data)[it.ib];
        double xs = signed_char(x), ys = signed_char(y);
        if (mm)
            ((double *)t.data)[i] = (op == MT_MAX2 ? xs >= ys : xs <= ys) ? x : y;
        else
            ((uint8_t *)t.data)[i] = (uint8_t)mt_binary_ss(op, xs, ys);
    }
    mt__take(r, &t);
}

/* An argument mod/rem/atan2/hypot refuse (not numeric for Octave). */
static int fn_arg_bad(const mt_array *a)
{
    return mt__is_container(a) || a->cls == MT_CHAR || a->cls == MT_LOGICAL;
}

/* mod/rem/atan2/hypot check their arguments in order and name the first refused by its
 * type (mat2c keeps no single/double quote flag: a char is a '...' string). */
static void fn_args_check(mt_binop op, const mt_array *a, const mt_array *b)
{
    const mt_array *bad = fn_arg_bad(a) ? a : fn_arg_bad(b) ? b : NULL;
    if (bad && (op == MT_MOD || op == MT_REM || op == MT_ATAN2 || op == MT_HYPOT))
        mt_error("%s: wrong type argument '%s'", binop_sym(op), mt__type_name(bad));
}

void mt_binary(mt_array *r, mt_binop op, mt_arg ga, mt_arg gb)
{
    mt_array ta, tb, A, B, *out;
    const mt_array *pa = arg_array(&ga, &ta), *pb = arg_array(&gb, &tb);
    size_t dims[MT_MAXDIMS], n, i;
    int nd, cplx, tmp_needed, pow_promoted = 0;
    mt_class cls;
    outbuf ob;

    fn_args_check(op, pa, pb);
    if (mt__is_container(pa) || mt__is_container(pb)) {
        char da[64], db[64];
        type_desc(da, sizeof da, pa);
        type_desc(db, sizeof db, pb);
        if (op == MT_MAX2 || op == MT_MIN2)
            mt_error("%s: cannot compute %s (%s, %s)", binop_sym(op), binop_sym(op), da, db);
        mt_error("binary operator '%s' not implemented for '%s' by '%s' operations",
                 binop_sym(op), da, db);
    }
    A = *pa;
    B = *pb;
    if (A.cls == MT_CHAR && B.cls == MT_CHAR &&
        (op == MT_LT || op == MT_LE || op == MT_GT || op == MT_GE || op == MT_MAX2 || op == MT_MIN2) &&
        (mt__char_high(&A) || mt__char_high(&B))) {
        char_signed_binary(r, op, &A, &B);
        return;
    }
    if ((op == MT_ADD || op == MT_SUB) && (A.layout == MT_LAYOUT_DIAG || B.layout == MT_LAYOUT_DIAG) &&
        A.numel != 1 && B.numel != 1 &&
        (A.ndims != B.ndims || memcmp(A.dims, B.dims, (size_t)A.ndims * sizeof A.dims[0]) != 0)) {
        /* Octave adds a diagonal matrix only to an array of its size or a scalar: no
         * implicit expansion (eye(2, 1) - [1 2 3] is an error) */
        char b1[64], b2[64];
        mt__dims_str(b1, sizeof b1, A.ndims, A.dims);
        mt__dims_str(b2, sizeof b2, B.ndims, B.dims);
        mt_error_id("Octave:nonconformant-args", "%s: nonconformant arguments (op1 is %s, op2 is %s)",
                    binop_name(op), b1, b2);
    }
    /* a diagonal matrix of either precision, real or complex, with a scalar of its class */
    if (A.cls == B.cls && (A.cls == MT_DOUBLE || A.cls == MT_SINGLE) &&
        ((op == MT_MUL && ((A.layout == MT_LAYOUT_DIAG && B.numel == 1) ||
                           (B.layout == MT_LAYOUT_DIAG && A.numel == 1))) ||
         (op == MT_RDIV && A.layout == MT_LAYOUT_DIAG && B.numel == 1) ||
         (op == MT_LDIV && B.layout == MT_LAYOUT_DIAG && A.numel == 1) ||
         ((op == MT_ADD || op == MT_SUB) && A.layout == MT_LAYOUT_DIAG && B.layout == MT_LAYOUT_DIAG &&
          A.dims[0] == B.dims[0] && A.dims[1] == B.dims[1]))) {
        ga.a = &A;
        gb.a = &B;
        A.layout = B.layout = MT_LAYOUT_FULL;
        mt_binary(r, op, ga, gb);
        keep_diag(r);
        return;
    }
    /* Complex scalar arithmetic (1x1 double operands, one complex): the element formula of
     * the general loop below without its broadcasting machinery, narrowed the same way. */
    if (A.cls == MT_DOUBLE && B.cls == MT_DOUBLE && (A.cplx || B.cplx) && A.numel == 1 &&
        B.numel == 1 && A.ndims == 2 && B.ndims == 2 &&
        (op == MT_ADD || op == MT_SUB || op == MT_MUL || op == MT_RDIV || op == MT_LDIV)) {
        const double *x = (const double *)A.data, *y = (const double *)B.data;
        double zr, zi;
        binop_c(op, x[0], A.cplx ? x[1] : 0, A.cplx, y[0], B.cplx ? y[1] : 0, B.cplx, &zr,
                &zi);
        set_double_scalar(r, zr, zi);
        return;
    }
    mt_broadcast_dims(binop_name(op), &A, &B, &nd, dims);
    cls = binop_class(op, &A, &B);
    cplx = (A.cplx || B.cplx) && !is_cmp(op);
    if (!cplx && op == MT_POW && !mt__is_int_class(cls) && need_complex_pow(&A, &B))
        cplx = pow_promoted = 1;
    if (cplx && (op == MT_ATAN2 || op == MT_MOD || op == MT_REM || op == MT_HYPOT))
        cplx = 0; /* these use real parts */
    if (cplx && mt__is_int_class(cls))
        cplx = 0;
    {
        size_t d2[MT_MAXDIMS], nn;
        canon_dims(nd, dims, d2, &nn);
        n = nn;
    }
    tmp_needed = 0;
    if (aliases(r, &A) && (A.numel != n || mt_elsize(cls, cplx) > mt_elsize(A.cls, A.cplx)))
        tmp_needed = 1;
    if (aliases(r, &B) && (B.numel != n || mt_elsize(cls, cplx) > mt_elsize(B.cls, B.cplx)))
        tmp_needed = 1;
    out = out_begin(&ob, r, tmp_needed);
    mt_resize(out, cls, cplx, nd, dims);

    /* fast paths: real double op real double */
    if (A.cls == MT_DOUBLE && B.cls == MT_DOUBLE && !A.cplx && !B.cplx && !cplx &&
        cls == MT_DOUBLE && (A.numel == n || A.numel == 1) && (B.numel == n || B.numel == 1)) {
        const double *x = (const double *)A.data, *y = (const double *)B.data;
        double *z = (double *)out->data;
        size_t sx = A.numel == 1 ? 0 : 1, sy = B.numel == 1 ? 0 : 1;
        switch (op) {
        case MT_ADD: for (i = 0; i < n; i++) z[i] = x[i * sx] + y[i * sy]; break;
        case MT_SUB: for (i = 0; i < n; i++) z[i] = x[i * sx] - y[i * sy]; break;
        case MT_MUL: for (i = 0; i < n; i++) z[i] = x[i * sx] * y[i * sy]; break;
        case MT_RDIV: for (i = 0; i < n; i++) z[i] = x[i * sx] / y[i * sy]; break;
        default:
            if (op == MT_POW && A.numel != 1 && B.numel == 1)
                for (i = 0; i < n; i++)
                    z[i] = mt_apow(x[i], y[0]);
            else
                for (i = 0; i < n; i++)
                    z[i] = mt_binary_ss(op, x[i * sx], y[i * sy]);
        }
        out_end(&ob);
        return;
    }
    if (!cplx && cls == MT_LOGICAL && !A.cplx && !B.cplx && (A.numel == n || A.numel == 1) &&
        (B.numel == n || B.numel == 1)) {
        uint8_t *z = (uint8_t *)out->data;
        size_t sx = A.numel == 1 ? 0 : 1, sy = B.numel == 1 ? 0 : 1;
        /* Octave compares single with double (or logical, char) in single precision */
        int in_single = (A.cls == MT_SINGLE || B.cls == MT_SINGLE) &&
                        !mt__is_int_class(A.cls) && !mt__is_int_class(B.cls);
        if (in_single)
            for (i = 0; i < n; i++)
                z[i] = (uint8_t)mt_binary_ss(op, (double)(float)mt__get(&A, i * sx),
                                             (double)(float)mt__get(&B, i * sy));
        else if (n > 0 && mt__int64_compare(op, &A, 0, &B, 0, &z[0]))
            for (i = 1; i < n; i++)
                mt__int64_compare(op, &A, i * sx, &B, i * sy, &z[i]);
        else
            for (i = 0; i < n; i++)
                z[i] = (uint8_t)mt_binary_ss(op, mt__get(&A, i * sx), mt__get(&B, i * sy));
        out_end(&ob);
        return;
    }
    {
        bcast it;
        int anyc = A.cplx || B.cplx || cplx;
        bcast_init(&it, nd, dims, &A, &B);
        for (i = 0; i < n; i++) {
            double x = mt__get(&A, it.ia), y = mt__get(&B, it.ib), zr, zi = 0;
            if (cls == MT_SINGLE) {
                /* Octave converts a double operand to single first: single(1)/3 - 1/3 is 0 */
                x = (double)(float)x;
                y = (double)(float)y;
            }
            if (mt__int64_binary(out, i, op, &A, it.ia, &B, it.ib)) {
                bcast_next(&it);
                continue;
            }
            if (pow_promoted) {
                /* Octave: every element as std::pow(complex(x), y), integer y included */
                double complex t = clog(x);
                double rho = exp(y * creal(t)), th = y * cimag(t);
                if (x > 0) {
                    zr = pow(x, y);
                } else {
                    zr = rho * cos(th);
                    zi = rho * sin(th);
                }
            } else if (anyc && op == MT_HYPOT)
                /* hypot of complex values is that of their magnitudes */
                zr = hypot(hypot(x, mt__get_im(&A, it.ia)), hypot(y, mt__get_im(&B, it.ib)));
            else if (anyc && !(op == MT_ATAN2 || op == MT_MOD || op == MT_REM || op == MT_HYPOT))
                binop_c(op, x, mt__get_im(&A, it.ia), A.cplx, y, mt__get_im(&B, it.ib), B.cplx, &zr,
                        &zi);
            else if (mt__is_int_class(cls) && (op == MT_RDIV || op == MT_LDIV)) {
                /* integer division: x/0 saturates, 0/0 is 0 */
                double num = op == MT_RDIV ? x : y, den = op == MT_RDIV ? y : x;
                zr = (num == 0 && den == 0) ? 0 : num / den;
            } else if (mt__is_int_class(cls) && (op == MT_MOD || op == MT_REM))
                zr = int_modrem(op, cls, x, y);
            else if (mt__is_int_class(cls) && (op == MT_MAX2 || op == MT_MIN2))
                /* Octave converts the other operand to the integer class first: NaN is 0 */
                zr = mt_binary_ss(op, x != x ? 0 : x, y != y ? 0 : y);
            else if (cls == MT_SINGLE && op == MT_POW && A.numel != 1 && B.numel == 1)
                zr = mt__apow_single(x, y);
            else if (!(cls == MT_SINGLE && mt__binary_single(op, x, y, &zr)))
                zr = mt_binary_ss(op, x, y);
            mt__set_c(out, i, zr, zi);
            bcast_next(&it);
        }
    }
    if (out->cplx)
        mt__narrow_complex(out);
    out_end(&ob);
}

/* One complex scalar operation (+ - .* ./ .\ of 1x1 doubles), the formula mt_binary uses;
 * not narrowed: generated code's complex scalar slots read im == 0 as real. */
void mt_binary_cs(mt_binop op, double ar, double ai, double br, double bi, double *rr,
                  double *ri)
{
    /* a scalar slot's zero imaginary part means a real value (Octave narrows scalars) */
    binop_c(op, ar, ai, ai != 0, br, bi, bi != 0, rr, ri);
}

mt_cz mt_binary_cz(mt_binop op, double ar, double ai, double br, double bi)
{
    mt_cz z;
    binop_c(op, ar, ai, ai != 0, br, bi, bi != 0, &z.re, &z.im);
    return z;
}

/* ------------------------------------------------------------------------- */
/* elementwise unary                                                          */
/* ------------------------------------------------------------------------- */

static double fix_d(double x)
{
    return trunc(x);
}

double mt_unary_s(mt_unop op, double x)
{
    switch (op) {
    case MT_NEG: return -x;
    case MT_NOT:
        if (x != x)
            mt_error("invalid conversion from NaN to logical");
        return x == 0;
    case MT_UPLUS: return x;
    case MT_ABS: return fabs(x);
    case MT_SQRT: return sqrt(x);
    case MT_EXP: return exp(x);
    case MT_LOG: return log(x);
    case MT_LOG2: return log2(x);
    case MT_LOG10: return log10(x);
    case MT_SIN: return sin(x);
    case MT_COS: return cos(x);
    case MT_TAN: return tan(x);
    case MT_ASIN: return asin(x);
    case MT_ACOS: return acos(x);
    case MT_ATAN: return atan(x);
    case MT_SINH: return sinh(x);
    case MT_COSH: return cosh(x);
    case MT_TANH: return tanh(x);
    case MT_FLOOR: return floor(x);
    case MT_CEIL: return ceil(x);
    case MT_ROUND: return round(x);
    case MT_FIX: return fix_d(x);
    case MT_SIGN: return x > 0 ? 1.0 : (x < 0 ? -1.0 : (x == 0 ? 0.0 : x));
    case MT_REAL: return x;
    case MT_IMAG: return 0;
    case MT_CONJ: return x;
    case MT_ANGLE:
        /* Octave's arg of a real is pi exactly when the sign bit is set: NaN's too, whose sign
         * need not be the same here (constant folding, another operation order) */
        if (x != x)
            mt_error("mat2c: angle (arg) of a real NaN is not supported");
        return atan2(0.0, x);
    case MT_ISNAN: return x != x;
    case MT_ISINF: return isinf(x) ? 1 : 0;
    case MT_ISFINITE: return isfinite(x) ? 1 : 0;
    }
    return 0;
}

static int unop_is_pred(mt_unop op)
{
    return op == MT_ISNAN || op == MT_ISINF || op == MT_ISFINITE || op == MT_NOT;
}

/* would the real value x give a complex result? */
static int unop_x_complex(mt_unop op, double x)
{
    switch (op) {
    case MT_SQRT: case MT_LOG: case MT_LOG2: case MT_LOG10: return x < 0;
    case MT_ASIN: case MT_ACOS: return x < -1 || x > 1;
    default: return 0;
    }
}

/* would a real input produce a complex result? */
static int unop_goes_complex(mt_unop op, const mt_array *a)
{
    size_t i;
    if (a->cls == MT_DOUBLE && !a->cplx && (op == MT_SQRT || op == MT_LOG || op == MT_LOG2 || op == MT_LOG10)) {
        /* the common case read in place (`sqrt(R2)` of a large R2): one compare an element */
        const double *x = (const double *)a->data;
        int neg = 0;
        for (i = 0; i < a->numel; i++)
            neg |= x[i] < 0;
        return neg;
    }
    for (i = 0; i < a->numel; i++)
        if (unop_x_complex(op, mt__get(a, i)))
            return 1;
    return 0;
}

static void unop_c(mt_unop op, double xr, double xi, double *rr, double *ri)
{
    double complex z = mt__cplx(xr, xi), w = 0;
    *ri = 0;
    switch (op) {
    case MT_NEG: *rr = -xr; *ri = -xi; return;
    case MT_UPLUS: *rr = xr; *ri = xi; return;
    case MT_NOT: *rr = xr == 0 && xi == 0; return;
    case MT_ABS: *rr = cabs(z); return;
    case MT_SQRT: w = csqrt(z); break;
    case MT_EXP: w = cexp(z); break;
    case MT_LOG: w = clog(z); break;
    case MT_LOG2: w = clog(z) / log(2.0); break;
    case MT_LOG10: w = clog(z) / log(10.0); break;
    case MT_SIN: w = csin(z); break;
    case MT_COS: w = ccos(z); break;
    case MT_TAN: w = ctan(z); break;
    /* Octave's math::asin/acos conjugate the branch for a real argument above 1 */
    case MT_ASIN: w = casin(z); if (xi == 0 && xr > 1) w = conj(w); break;
    case MT_ACOS: w = cacos(z); if (xi == 0 && xr > 1) w = conj(w); break;
    case MT_ATAN: w = catan(z); break;
    case MT_SINH: w = csinh(z); break;
    case MT_COSH: w = ccosh(z); break;
    case MT_TANH: w = ctanh(z); break;
    case MT_FLOOR: *rr = floor(xr); *ri = floor(xi); return;
    case MT_CEIL: *rr = ceil(xr); *ri = ceil(xi); return;
    case MT_ROUND: *rr = round(xr); *ri = round(xi); return;
    case MT_FIX: *rr = trunc(xr); *ri = trunc(xi); return;
    case MT_SIGN: {
        double m = cabs(z);
        if (m == 0) {
            *rr = 0;
            return;
        }
        *rr = xr / m;
        *ri = xi / m;
        return;
    }
    case MT_REAL: *rr = xr; return;
    case MT_IMAG: *rr = xi; return;
    case MT_CONJ: *rr = xr; *ri = -xi; return;
    case MT_ANGLE: *rr = atan2(xi, xr); return;
    case MT_ISNAN: *rr = (xr != xr) || (xi != xi); return;
    case MT_ISINF: *rr = isinf(xr) || isinf(xi); return;
    case MT_ISFINITE: *rr = isfinite(xr) && isfinite(xi); return;
    }
    *rr = creal(w);
    *ri = cimag(w);
}

/* One complex scalar unary operation (the formula of mt_unary's complex scalar path); a
 * real-valued operation (abs, real, imag, angle) gives *ri = 0. Not narrowed. */
void mt_cexp_s(double xr, double xi, double *rr, double *ri)
{
    double complex w = cexp(mt__cplx(xr, xi));
    *rr = creal(w);
    *ri = cimag(w);
}

void mt_unary_cs(mt_unop op, double xr, double xi, double *rr, double *ri)
{
    unop_c(op, xr, xi, rr, ri);
    if (op == MT_ABS || op == MT_REAL || op == MT_IMAG || op == MT_ANGLE)
        *ri = 0;
}

void mt_unary(mt_array *r, mt_unop op, const mt_array *a)
{
    mt_array A = *a, *out;
    mt_class cls;
    int cplx, keeps_class, tmp_needed;
    size_t i, n = A.numel;
    outbuf ob;

    /* Octave's mapper names, for its messages */
    static const char *name[] = {"uminus", "not", "uplus", "abs", "sqrt", "exp", "log",
                                 "log2", "log10", "sin", "cos", "tan", "asin", "acos",
                                 "atan", "sinh", "cosh", "tanh", "floor", "ceil", "round",
                                 "fix", "signum", "real", "imag", "conj", "arg", "isnan",
                                 "isinf", "isfinite"};

    if (mt__is_container(a)) {
        char d[64];
        type_desc(d, sizeof d, a);
        if (op == MT_NEG || op == MT_NOT || op == MT_UPLUS)
            mt_error("unary operator '%s' not implemented for '%s' operands",
                     op == MT_NEG ? "-" : op == MT_NOT ? "!" : "+", d);
        if (a->cls == MT_CELL)
            mt_error("%s: not defined for cell", name[op]);
        mt_error("wrong type argument '%s'", d);
    }
    if (A.cls == MT_CHAR) {
        /* Octave's char mappers compute only these; the math functions refuse a char */
        int ok = op == MT_NEG || op == MT_NOT || op == MT_UPLUS || op == MT_ABS ||
                 op == MT_FLOOR || op == MT_CEIL || op == MT_ROUND || op == MT_FIX ||
                 op == MT_REAL || op == MT_IMAG || unop_is_pred(op);
        if (!ok)
            mt_error("%s: argument must be numeric", name[op]);
    }
    /* +x of a double or single is x itself: a range stays a range (its display differs) */
    if (op == MT_UPLUS && (A.cls == MT_DOUBLE || A.cls == MT_SINGLE)) {
        mt_copy(r, a);
        return;
    }
    /* Octave keeps a diagonal matrix diagonal under these (sqrt of a negative element
     * gives a full complex matrix here) */
    if ((op == MT_NEG || op == MT_UPLUS || op == MT_ABS || op == MT_REAL || op == MT_IMAG ||
         op == MT_CONJ || op == MT_SQRT) &&
        A.layout == MT_LAYOUT_DIAG && A.cls == MT_DOUBLE && !A.cplx) {
        A.layout = MT_LAYOUT_FULL;
        mt_unary(r, op, &A);
        if (!r->cplx && r->cls == MT_DOUBLE)
            keep_diag(r);
        return;
    }
    /* A complex double scalar (`abs(z) <= 2`, `exp(1i*k*r)`): the general loop's formula and
     * narrowing without its set-up. */
    if (A.cls == MT_DOUBLE && A.cplx && n == 1 && A.ndims == 2 &&
        (op == MT_ABS || op == MT_REAL || op == MT_IMAG || op == MT_ANGLE || op == MT_NEG ||
         op == MT_UPLUS || op == MT_CONJ || op == MT_EXP || op == MT_SQRT || op == MT_LOG ||
         op == MT_SIN || op == MT_COS)) {
        double rr, ri;
        int real_result = op == MT_ABS || op == MT_REAL || op == MT_IMAG || op == MT_ANGLE;
        unop_c(op, mt__get(&A, 0), mt__get_im(&A, 0), &rr, &ri);
        if (real_result)
            ri = 0;
        set_double_scalar(r, rr, ri);
        return;
    }
    keeps_class = op == MT_NEG || op == MT_UPLUS || op == MT_ABS || op == MT_FLOOR ||
                  op == MT_CEIL || op == MT_ROUND || op == MT_FIX || op == MT_SIGN ||
                  op == MT_REAL || op == MT_IMAG || op == MT_CONJ;
    if (unop_is_pred(op))
        cls = MT_LOGICAL;
    else if (A.cls == MT_SINGLE)
        cls = MT_SINGLE;
    else if (mt__is_int_class(A.cls) && keeps_class)
        cls = A.cls;
    else if (A.cls == MT_LOGICAL && (op == MT_REAL || op == MT_CONJ))
        cls = MT_DOUBLE;
    else
        cls = MT_DOUBLE;
    if (A.cls == MT_CHAR && (op == MT_REAL || op == MT_CONJ || op == MT_IMAG))
        cls = MT_DOUBLE;
    cplx = 0;
    if (A.cplx)
        cplx = !(op == MT_ABS || op == MT_REAL || op == MT_IMAG || op == MT_ANGLE ||
                 unop_is_pred(op));
    else if (cls != MT_LOGICAL && !mt__is_int_class(cls))
        cplx = unop_goes_complex(op, &A);
    tmp_needed = aliases(r, &A) && mt_elsize(cls, cplx) > mt_elsize(A.cls, A.cplx);
    out = out_begin(&ob, r, tmp_needed);
    mt_resize(out, cls, cplx, A.ndims, A.dims);
    if (!A.cplx && !cplx && A.cls == MT_DOUBLE && cls == MT_DOUBLE) {
        const double *x = (const double *)A.data;
        double *z = (double *)out->data;
        switch (op) {
        case MT_NEG: for (i = 0; i < n; i++) z[i] = -x[i]; break;
        case MT_SQRT: for (i = 0; i < n; i++) z[i] = sqrt(x[i]); break;
        case MT_ABS: for (i = 0; i < n; i++) z[i] = fabs(x[i]); break;
        default:
            for (i = 0; i < n; i++)
                z[i] = mt_unary_s(op, x[i]);
        }
    } else if ((A.cls == MT_INT64 || A.cls == MT_UINT64) && cls == A.cls && !A.cplx) {
        /* 64-bit integers exactly (a double would round them beyond 2^53), saturating */
        for (i = 0; i < n; i++) {
            uint64_t u = ((const uint64_t *)A.data)[i], z = u;
            int neg = A.cls == MT_INT64 && (int64_t)u < 0;
            if (op == MT_NEG || (op == MT_ABS && neg)) {
                if (A.cls == MT_UINT64)
                    z = 0;
                else
                    z = (int64_t)u == INT64_MIN ? (uint64_t)INT64_MAX : (uint64_t)0 - u;
            } else if (op == MT_SIGN)
                z = u == 0 ? 0 : neg ? (uint64_t)0 - 1 : 1;
            else if (op == MT_IMAG)
                z = 0;
            ((uint64_t *)out->data)[i] = z; /* +x, abs of x >= 0, floor, ceil, round, fix, real, conj */
        }
    } else if (!A.cplx && !cplx) {
        for (i = 0; i < n; i++) {
            double x = mt__get(&A, i);
            double v;
            if (op == MT_NEG && A.cls == MT_UINT64)
                x = 0;
            if (!(cls == MT_SINGLE && mt__unary_single(op, x, &v)))
                v = mt_unary_s(op, x);
            mt__set(out, i, v);
        }
    } else {
        for (i = 0; i < n; i++) {
            double rr, ri, x = mt__get(&A, i);
            /* a real input going complex: Octave's rc_sqrt etc. give the real result (NaN
             * + 0i for NaN) for the elements that stay in the function's real domain */
            if (!A.cplx && !unop_x_complex(op, x)) {
                rr = mt_unary_s(op, x);
                ri = 0;
            } else
                unop_c(op, x, mt__get_im(&A, i), &rr, &ri);
            mt__set_c(out, i, rr, ri);
        }
        if (out->cplx)
            mt__narrow_complex(out);
    }
    out_end(&ob);
}

/* ------------------------------------------------------------------------- */
/* conversion                                                                 */
/* ------------------------------------------------------------------------- */

/* The common conversions of a real double array to an integer class (int16(...)) as one
 * tight loop each; 0 for the others (char(...) is char_convert). Forward order: in place, a narrower element is written at
 * or before the one read. */
static int convert_real_double(mt_array *out, const double *src, size_t n)
{
    size_t i;
    /* an integer in range (the common case) is stored as it is */
#define M2C_CONV_LOOP(T, lo, hi) \
    { \
        T *p = (T *)out->data; \
        for (i = 0; i < n; i++) { \
            double v = src[i]; \
            if (v >= (lo) && v <= (hi) && (double)(long long)v == v) \
                p[i] = (T)(long long)v; \
            else \
                p[i] = (T)sat(v, lo, hi); \
        } \
        return 1; \
    }
    switch (out->cls) {
    case MT_UINT8: M2C_CONV_LOOP(uint8_t, 0, 255)
    case MT_INT8: M2C_CONV_LOOP(int8_t, -128, 127)
    case MT_INT16: M2C_CONV_LOOP(int16_t, -32768, 32767)
    case MT_UINT16: M2C_CONV_LOOP(uint16_t, 0, 65535)
    case MT_INT32: M2C_CONV_LOOP(int32_t, -2147483648.0, 2147483647.0)
    case MT_UINT32: M2C_CONV_LOOP(uint32_t, 0, 4294967295.0)
    default: return 0;
    }
#undef M2C_CONV_LOOP
}

/* Octave's convert_to_str_internal of a numeric or logical array: a float is rounded to
 * the nearest integer (NaN is an error), an integer taken as it is; a value outside
 * 0..255 becomes 0 with one warning per conversion (an integer scalar: no value). */
static void char_convert(mt_array *r, const mt_array *a)
{
    mt_array t = MT_ARRAY_INIT;
    size_t i;
    int warned = 0, flt = a->cls == MT_DOUBLE || a->cls == MT_SINGLE;
    if (a->cplx)
        mt_error("octave_base_value::convert_to_str_internal (): wrong type argument '%s'",
                 mt__type_name(a));
    mt_resize(&t, MT_CHAR, 0, a->ndims, a->dims);
    if (a->cls == MT_DOUBLE) {
        /* the common case, codes as they are, in a loop of its own: through locals, since
         * the byte stores could alias `a` and `t` for the compiler */
        const double *src = (const double *)a->data;
        uint8_t *dst = (uint8_t *)t.data;
        size_t n = a->numel;
        for (i = 0; i < n; i++) {
            double v = src[i];
            if (!(v >= 0 && v <= 255 && v == (double)(int)v)) break;
            dst[i] = (uint8_t)(int)v;
        }
    } else {
        i = 0;
    }
    for (; i < a->numel; i++) {
        double v = a->cls == MT_DOUBLE ? ((const double *)a->data)[i] : mt__get(a, i);
        if (v >= 0 && v <= 255 && v == (double)(int)v) {
            /* the common case: a code as it is */
            ((uint8_t *)t.data)[i] = (uint8_t)(int)v;
            continue;
        }
        if (flt) {
            if (v != v) {
                mt_free(&t);
                mt_error("invalid conversion from NaN to character");
            }
            /* octave::math::nint: half away from zero, clamped to int's range */
            v = v >= 2147483647.0 ? 2147483647.0
                : v <= -2147483648.0 ? -2147483648.0
                : trunc(v > 0 ? v + 0.5 : v - 0.5);
        }
        if (v < 0 || v > 255) {
            v = 0;
            if (!warned)
                mt_warn(NULL, "range error for conversion to character value");
            warned = 1;
        }
        ((uint8_t *)t.data)[i] = (uint8_t)v;
    }
    if (warned && mt__is_int_class(a->cls) && a->numel == 1) {
        /* Octave's integer scalars convert to no value at all after the warning; where it
         * is assigned, the message is this one (elsewhere Octave fails otherwise or goes
         * on without a value: an error here rather than a value Octave never makes) */
        mt_free(&t);
        mt_error("value on right hand side of assignment is undefined");
    }
    mt__take(r, &t);
}

void mt_convert(mt_array *r, mt_class cls, const mt_array *a)
{
    mt_array A = *a, *out;
    size_t i;
    int cplx = A.cplx && (cls == MT_DOUBLE || cls == MT_SINGLE);
    outbuf ob;
    if (cls == MT_CHAR && a->cls == MT_CELL) {
        /* char(c): the rows of c's strings (mt_strings.c) */
        mt_arg g;
        mt_array *o = r;
        g.a = a;
        g.s = 0.0;
        mt_bi_char(1, &o, 1, &g);
        return;
    }
    if (a->cls == MT_CELL && cls == MT_LOGICAL)
        mt_error("logical: wrong type argument 'cell'");
    if (a->cls == MT_CELL && cls != MT_CELL && cls != MT_STRUCT)
        mt_error("invalid conversion from cell to %s", mt_class_name(cls));
    if (mt__is_container(a))
        mt__container_type_error("octave_base_value::array_value()", a);
    if (cls == MT_CHAR && A.cls != MT_CHAR) {
        char_convert(r, a);
        return;
    }
    if (cls == MT_LOGICAL && A.cplx)
        mt_error("logical: wrong type argument 'complex matrix'");
    if (cls == MT_LOGICAL)
        for (i = 0; i < A.numel; i++)
            if (mt__get(&A, i) != mt__get(&A, i))
                mt_error("logical: NaN can't be converted to logical value");
    out = out_begin(&ob, r, aliases(r, &A) && mt_elsize(cls, cplx) > mt_elsize(A.cls, A.cplx));
    mt_resize(out, cls, cplx, A.ndims, A.dims);
    if ((cls == MT_INT64 || cls == MT_UINT64) && (A.cls == MT_INT64 || A.cls == MT_UINT64)) {
        /* exactly, saturating: a double would round values beyond 2^53 */
        for (i = 0; i < A.numel; i++) {
            uint64_t u = ((const uint64_t *)A.data)[i];
            if (A.cls == MT_INT64 && cls == MT_UINT64 && (int64_t)u < 0)
                u = 0;
            else if (A.cls == MT_UINT64 && cls == MT_INT64 && u > (uint64_t)INT64_MAX)
                u = (uint64_t)INT64_MAX;
            ((uint64_t *)out->data)[i] = u;
        }
    } else if (!(A.cls == MT_DOUBLE && !A.cplx && convert_real_double(out, A.data, A.numel)))
        for (i = 0; i < A.numel; i++)
            mt__set_c(out, i, mt__get(&A, i), mt__get_im(&A, i));
    /* double() and single() of a diagonal matrix stay diagonal (Octave's float_diag) */
    if (A.layout == MT_LAYOUT_DIAG && (cls == MT_DOUBLE || cls == MT_SINGLE))
        out->layout = MT_LAYOUT_DIAG;
    out_end(&ob);
}

/* ------------------------------------------------------------------------- */
/* reductions                                                                 */
/* ------------------------------------------------------------------------- */

/* The DIM argument of a reduction as Octave reads it, per function: the dimension
 * (1-based), 0 for the default one, MT_MAXDIMS + 1 for one beyond every dimension (the
 * result is then x's elements one by one), or Octave's error (a string, an empty or
 * non-integer DIM, a dimension below 1). sum, prod, cumsum, any and all truncate a
 * fraction; cumprod, max and min refuse one; mean (an m-file) checks its own way. */
int mt_reduce_dim(mt_redop op, mt_arg g)
{
    static const char *const names[] = {"sum", "prod",    "mean", "any", "all",
                                        "cumsum", "cumprod", "max",  "min"};
    const char *fn = names[op];
    mt_array view;
    const mt_array *a = mt__bi_arg(&g, &view);
    int req = op == MT_CUMPROD || op == MT_MAXR || op == MT_MINR, t;
    double d;
    if (op == MT_MEAN) {
        /* mean.m: an option other than OUTTYPE is a scalar: one character names a type */
        if (a->cls == MT_CHAR && a->numel == 1) {
            char w[64];
            size_t k, n = a->numel < sizeof w - 1 ? a->numel : sizeof w - 1;
            for (k = 0; k < n; k++)
                w[k] = (char)((const uint8_t *)a->data)[k];
            w[n] = 0;
            mt_error("mean: mean type '%s' not recognized", w);
        }
        if (mt__is_container(a) || a->cls == MT_LOGICAL || a->numel != 1)
            mt_error("Invalid call to mean.  Correct usage is:\n\n -- mean (X)\n -- mean (X, "
                     "DIM)\n -- mean (X, OPT)\n -- mean (X, DIM, OPT)\n -- mean (..., OUTTYPE)");
        d = mt__get(a, 0);
        if (a->cplx)
            mt_error("size: requested dimension DIM (= %d) out of range",
                     fabs(d) < 2147483648.0 ? (int)d : 0);
        if (!(d == floor(d) && d > 0))
            mt_error("mean: DIM must be an integer and a valid dimension");
        if (isinf(d))
            mt_error("conversion of inf to octave_idx_type value failed");
        return d > MT_MAXDIMS ? MT_MAXDIMS + 1 : (int)d;
    }
    if (a->cls == MT_CHAR || mt__is_container(a) || a->numel == 0) {
        if (op == MT_ANY || op == MT_ALL)
            mt_error("%s: DIM must be an integer", fn);
        if (a->cls == MT_CHAR && (op == MT_SUM || op == MT_PROD)) {
            char w[64];
            size_t k, n = a->numel < sizeof w - 1 ? a->numel : sizeof w - 1;
            for (k = 0; k < n; k++)
                w[k] = (char)((const uint8_t *)a->data)[k];
            w[n] = 0;
            mt_error("%s: unrecognized type argument '%s'", fn, w);
        }
        if (a->cls == MT_CHAR && op == MT_CUMSUM)
            mt_error("cumsum: unrecognized string argument");
        mt_error("octave_base_value::int_value (): wrong type argument '%s'", mt__type_name(a));
    }
    d = mt__get(a, 0);
    if (req) {
        if (d != d)
            mt_error("conversion of nan to int value failed");
        if (!isinf(d) && d != floor(d))
            mt_error("conversion of %g to int value failed", d);
    }
    /* Octave's int conversion of NaN, an infinity or a number beyond int's range reads
     * as a dimension past every one */
    if (d != d || fabs(d) >= 2147483648.0)
        return MT_MAXDIMS + 1;
    t = (int)d;
    switch (op) {
    case MT_SUM:
    case MT_PROD:
        if (t < 1)
            mt_error("%s: invalid dimension DIM = %d", fn, t);
        break;
    case MT_CUMSUM:
        if (t < 1)
            mt_error("cumsum: invalid dimension argument = %d", t);
        break;
    case MT_MAXR:
    case MT_MINR:
        if (t < 1)
            mt_error("%s: DIM must be a valid dimension", fn);
        break;
    default: /* cumprod, any, all: 0 is the default dimension */
        if (t < 0)
            mt_error("%s: invalid dimension argument = %d", fn, t);
        break;
    }
    return t > MT_MAXDIMS ? MT_MAXDIMS + 1 : t;
}

void mt_reduce(mt_array *r, mt_redop op, const mt_array *a, int dim)
{
    mt_array A = *a, res = MT_ARRAY_INIT;
    size_t dims[MT_MAXDIMS], before = 1, len, after = 1, o, b, k;
    int d, i, nd = A.ndims, cum = op == MT_CUMSUM || op == MT_CUMPROD;
    int mm = op == MT_MAXR || op == MT_MINR;
    /* Octave's chars are signed C++ chars: above 127 they order below the others */
    int sgn = mm && mt__char_high(a);
    mt_class cls;
    int cplx = A.cplx && (op == MT_SUM || op == MT_PROD || op == MT_MEAN || cum || mm);
    if (a->cls == MT_CELL) {
        static const char *const rname[] = {"sum", "prod", "mean", "any", "all",
                                            "cumsum", "cumprod", "max", "min"};
        if (op == MT_MEAN)
            mt_error("mean: X must be a numeric vector or matrix");
        if (op != MT_ANY && op != MT_ALL)
            mt_error("%s: wrong type argument 'cell'", rname[op]);
        /* Octave's any/all of a cell array, along any dimension: a 0x0 logical */
        mt_resize(&res, MT_LOGICAL, 0, 2, (size_t[]){0, 0});
        mt__take(r, &res);
        return;
    }
    if (mt__is_container(a))
        mt__container_type_error("octave_base_value::array_value()", a);
    if (A.cls == MT_CHAR) {
        /* sum, prod, any and all take the character codes; these refuse text */
        if (op == MT_CUMSUM)
            mt_error("cumsum: wrong type argument '%s'", mt__type_name(a));
        if (op == MT_CUMPROD)
            mt_error("invalid conversion from string to real N-D array");
        if (op == MT_MEAN)
            mt_error("mean: X must be a numeric vector or matrix");
    }

    if (dim <= 0) {
        /* Octave: sum([]) etc. of a 0x0 give a 1x1 result */
        if (nd == 2 && A.dims[0] == 0 && A.dims[1] == 0 && !cum && !mm) {
            double v = op == MT_PROD || op == MT_ALL ? 1 : (op == MT_MEAN ? MT_NAN : 0);
            mt_array t = MT_ARRAY_INIT;
            if (op == MT_ANY || op == MT_ALL) {
                resize2(&t, MT_LOGICAL, 0, 1, 1);
                ((uint8_t *)t.data)[0] = (uint8_t)v;
            } else {
                resize2(&t, A.cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, 1, 1);
                mt__set(&t, 0, v);
            }
            mt__take(r, &t);
            return;
        }
        d = 0;
        for (i = 0; i < nd; i++)
            if (A.dims[i] != 1) {
                d = i;
                break;
            }
        /* Octave 7's mean.m reduces the first extent above 1 (else the first) */
        if (op == MT_MEAN && A.numel == 0) {
            d = 0;
            for (i = 0; i < nd; i++)
                if (A.dims[i] > 1) {
                    d = i;
                    break;
                }
        }
    } else
        d = dim - 1;
    for (i = 0; i < MT_MAXDIMS; i++)
        dims[i] = i < nd ? A.dims[i] : 1;
    if (d >= nd) {
        /* a dimension beyond the last (mt_reduce_dim's MT_MAXDIMS + 1 among them): each
         * element is its own slice, the result has x's extents */
        before = A.numel;
        len = 1;
    } else {
        for (i = 0; i < d; i++)
            before *= dims[i];
        len = dims[d];
        for (i = d + 1; i < nd; i++)
            after *= dims[i];
        if (!cum) {
            if (!(mm && len == 0))
                dims[d] = 1;
        }
    }
    if (op == MT_ANY || op == MT_ALL)
        cls = MT_LOGICAL;
    else if (mm)
        cls = A.cls == MT_CHAR ? MT_DOUBLE : A.cls;
    else if (A.cls == MT_SINGLE)
        cls = MT_SINGLE;
    else
        cls = MT_DOUBLE;
    mt_resize(&res, cls, cplx, nd, dims);
    if (op == MT_SUM && A.cls == MT_DOUBLE && !A.cplx && cls == MT_DOUBLE) {
        /* Real double sums: each result element adds its elements in the same order as the
         * general loop below, but the loops run along memory (sum(X, 2) of a large X). */
        const double *x = (const double *)A.data;
        double *z = (double *)res.data;
        for (o = 0; o < after; o++) {
            double *zo = z + o * before;
            for (b = 0; b < before; b++)
                zo[b] = 0;
            for (k = 0; k < len; k++) {
                const double *xk = x + (o * len + k) * before;
                for (b = 0; b < before; b++)
                    zo[b] += xk[b];
            }
        }
        mt__take(r, &res);
        return;
    }
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            size_t base = b + o * before * len, ob = b + o * before * (cum ? len : 1);
            double acc = (op == MT_PROD || op == MT_CUMPROD || op == MT_ALL) ? 1 : 0, acci = 0;
            int have = 0;
            if (mm && (A.cls == MT_INT64 || A.cls == MT_UINT64)) {
                /* exactly, and the chosen element's own bits: doubles round beyond 2^53 */
                size_t bk = 0;
                const int64_t *si = (const int64_t *)A.data;
                const uint64_t *su = (const uint64_t *)A.data;
                if (len == 0)
                    continue;
                for (k = 1; k < len; k++) {
                    size_t e = base + k * before, eb = base + bk * before;
                    int better = A.cls == MT_INT64
                                     ? (op == MT_MAXR ? si[e] > si[eb] : si[e] < si[eb])
                                     : (op == MT_MAXR ? su[e] > su[eb] : su[e] < su[eb]);
                    if (better)
                        bk = k;
                }
                ((uint64_t *)res.data)[ob] = su[base + bk * before];
                continue;
            }
            if (mm) {
                double best = MT_NAN, besti = 0;
                if (len == 0)
                    continue;
                for (k = 0; k < len; k++) {
                    double x = mt__get(&A, base + k * before), xi = mt__get_im(&A, base + k * before);
                    if (x != x || xi != xi)
                        continue;
                    if (sgn)
                        x = signed_char(x);
                    if (!have) {
                        best = x;
                        besti = xi;
                        have = 1;
                    } else if (cplx) {
                        double complex z = mt__cplx(x, xi), w = mt__cplx(best, besti);
                        int c = ccmp(z, w);
                        if (op == MT_MAXR ? c > 0 : c < 0) {
                            best = x;
                            besti = xi;
                        }
                    } else if (op == MT_MAXR ? x > best : x < best)
                        best = x;
                }
                if (sgn && best < 0)
                    best += 256; /* the code of the chosen character */
                mt__set_c(&res, ob, best, besti);
                continue;
            }
            for (k = 0; k < len; k++) {
                size_t si = base + k * before;
                double x = mt__get(&A, si), xi = mt__get_im(&A, si);
                switch (op) {
                case MT_SUM: case MT_MEAN: acc += x; acci += xi; break;
                case MT_CUMSUM:
                    /* Octave starts from the first element: cumsum(-0) is -0 */
                    if (k == 0) {
                        acc = x;
                        acci = xi;
                    } else {
                        acc += x;
                        acci += xi;
                    }
                    break;
                case MT_PROD: case MT_CUMPROD:
                    if (op == MT_CUMPROD && k == 0) {
                        /* as cumsum, from the first element: a -0 part is kept */
                        acc = x;
                        acci = xi;
                    } else if (cplx) {
                        double complex z = mt__cplx(acc, acci) * mt__cplx(x, xi);
                        acc = creal(z);
                        acci = cimag(z);
                    } else
                        acc *= x;
                    break;
                case MT_ANY:
                    if (x != x)
                        break;
                    if (x != 0 || xi != 0)
                        acc = 1;
                    break;
                case MT_ALL:
                    /* Octave's row-wise all (dimensions before this one, at most 8
                     * along it: mx_inline_all_r) counts a NaN as false; its other loops
                     * only test for zero */
                    if ((x == 0 && xi == 0) || (before > 1 && len <= 8 && (x != x || xi != xi)))
                        acc = 0;
                    break;
                default: break;
                }
                if (cls == MT_SINGLE) {
                    /* Octave accumulates single values in single precision */
                    acc = (double)(float)acc;
                    acci = (double)(float)acci;
                }
                if (cum)
                    mt__set_c(&res, b + o * before * len + k * before, acc, acci);
            }
            if (!cum) {
                if (op == MT_MEAN) {
                    acc /= (double)len;
                    acci /= (double)len;
                }
                mt__set_c(&res, ob, acc, acci);
            }
        }
    mt__take(r, &res);
    if (r->cplx)
        mt__narrow_complex(r);
}

/* ------------------------------------------------------------------------- */
/* indexing                                                                   */
/* ------------------------------------------------------------------------- */

/* Octave prints a subscript value like this in error messages */
static void fmt_index_value(char *buf, size_t n, double v)
{
    if (v != v)
        snprintf(buf, n, "nan");
    else if (isinf(v))
        snprintf(buf, n, v > 0 ? "inf" : "-inf");
    else if (v == round(v) && fabs(v) < 9.2e18)
        snprintf(buf, n, "%.0f", v);
    else
        snprintf(buf, n, "%g", v);
}

static void index_pos_str(char *buf, size_t n, const char *val, int pos, int nsubs)
{
    size_t used = 0;
    int k;
    buf[0] = 0;
    for (k = 0; k < nsubs; k++) {
        int w = snprintf(buf + used, n - used, "%s%s", k ? "," : "", k == pos ? val : "_");
        if (w < 0 || (size_t)w >= n - used)
            break;
        used += (size_t)w;
    }
}

static void index_prefix(char *buf, size_t n, const char *var, const char *pos)
{
    if (var && *var)
        snprintf(buf, n, "%s(%s)", var, pos);
    else
        snprintf(buf, n, "index (%s)", pos);
}

void mt__bad_subscript(double v, int pos, int nsubs, const char *var)
{
    char val[64], ps[256], pre[400];
    fmt_index_value(val, sizeof val, v);
    index_pos_str(ps, sizeof ps, val, pos, nsubs);
    index_prefix(pre, sizeof pre, var, ps);
    mt_error_id("Octave:invalid-index",
                "%s: subscripts must be either integers 1 to (2^63)-1 or logicals", pre);
}

/* A cell, struct, handle or object as a subscript: Octave names its type in the
 * subscript's place (`x(_,<cell>)`; a deletion writes `x<cell>`, without the place). */
static void check_sub_types(int nsubs, const mt_sub *subs, const char *var, int deleting)
{
    int k;
    for (k = 0; k < nsubs; k++) {
        const mt_array *a = subs[k].kind == MT_SUB_ARRAY ? subs[k].a : NULL;
        char val[140], ps[256], pre[400];
        int cplx_scalar;
        if (!a || !(a->cls >= MT_CELL || a->cplx))
            continue;
        cplx_scalar = a->cplx && a->numel == 1;
        if (cplx_scalar) { /* Octave shows its value, as re+imi */
            char re[64], im[64];
            double vi = mt__get_im(a, 0);
            fmt_index_value(re, sizeof re, mt__get(a, 0));
            fmt_index_value(im, sizeof im, fabs(vi));
            snprintf(val, sizeof val, "%s%s%si", re, vi < 0 ? "-" : "+", im);
        } else
            snprintf(val, sizeof val, "<%s>", mt__type_name(a));
        if (deleting)
            snprintf(pre, sizeof pre, "%s%s", var ? var : "index ", val);
        else {
            index_pos_str(ps, sizeof ps, val, k, nsubs);
            index_prefix(pre, sizeof pre, var, ps);
        }
        if (cplx_scalar)
            mt_error_id("Octave:invalid-index",
                        "%s: subscripts must be real (forgot to initialize i or j?)", pre);
        mt_error_id("Octave:invalid-index",
                    "%s: subscripts must be either integers 1 to (2^63)-1 or logicals", pre);
    }
}

static void out_of_bound(double v, size_t ext, int pos, int nsubs, const char *var,
                         const mt_array *a)
{
    char val[64], ps[256], pre[400], dims[128];
    fmt_index_value(val, sizeof val, v);
    index_pos_str(ps, sizeof ps, val, pos, nsubs);
    index_prefix(pre, sizeof pre, var, ps);
    if (a) {
        mt__dims_str(dims, sizeof dims, a->ndims, a->dims);
        mt_error_id("Octave:index-out-of-bounds", "%s: out of bound %lu (dimensions are %s)",
                    pre, (unsigned long)ext, dims);
    }
    mt_error_id("Octave:index-out-of-bounds", "index (%s): out of bound; value %s out of bound %lu", val, val, (unsigned long)ext);
}

static void check_sub_value(double v, int pos, int nsubs, const char *var)
{
    if (!(v >= 1) || v != floor(v) || v >= 9.2e18)
        mt__bad_subscript(v, pos, nsubs, var);
}

size_t mt_check_index(double i, size_t extent, int pos, int nsubs, const char *var)
{
    check_sub_value(i, pos, nsubs, var);
    if (i > (double)extent)
        out_of_bound(i, extent, pos, nsubs, var, NULL);
    return (size_t)i - 1;
}

size_t mt_index_offset(const mt_array *a, double i, int pos, int nsubs, const char *var)
{
    size_t ext = sub_extent(a, pos, nsubs);
    check_sub_value(i, pos, nsubs, var);
    if (i > (double)ext)
        out_of_bound(i, ext, pos, nsubs, var, a);
    return (size_t)i - 1;
}

/* A resolved subscript: a list of 0-based indices or a colon. */
typedef struct ixlist {
    int colon;
    size_t n;      /* count */
    size_t *idx;   /* NULL for colon */
    size_t one;    /* storage for a scalar */
    size_t maxv;   /* largest 1-based index (0 if none) */
    int nd;        /* orig dims of the index (for result shapes) */
    size_t od[MT_MAXDIMS];
    int is_mask;
    int mask1;     /* a 1x1 logical mask: selects all or nothing, result 1x1 or 0x0 */
    int contig;    /* the indices are first, first+1, ... (colon, scalar, unit range) */
    size_t first;  /* the first 0-based index when contig */
} ixlist;

static void ix_free(ixlist *x)
{
    if (x->idx && x->idx != &x->one)
        free(x->idx);
    x->idx = NULL;
}

/* Whether a resolved index list is a run of consecutive indices, which the N-d index and
 * assignment loops copy as one block. */
static void ix_set_contig(ixlist *x)
{
    size_t i;
    x->contig = 1;
    x->first = x->n ? x->idx[0] : 0;
    for (i = 1; i < x->n && x->contig; i++)
        x->contig = x->idx[i] == x->first + i;
}

/* Exactly one extent differs from 1 (Octave's dim_vector::is_nd_vector). */
static int is_nd_vector(const size_t *d, int nd)
{
    int k, n = 0;
    for (k = 0; k < nd; k++)
        n += d[k] != 1;
    return n == 1;
}

/* Octave's dim_vector::make_nd_vector: dims d with its one extent other than 1 set to n;
 * n x 1 when d is not such a vector. */
static void nd_vector(size_t *out, int *ond, const size_t *d, int nd, size_t n)
{
    int k;
    if (!is_nd_vector(d, nd)) {
        out[0] = n;
        out[1] = 1;
        *ond = 2;
        return;
    }
    for (k = 0; k < nd; k++)
        out[k] = d[k] != 1 ? n : 1;
    *ond = nd;
}

/* Resolve subscript s (position pos of nsubs); extent is used for colon only. */
static void ix_resolve(ixlist *x, const mt_sub *s, size_t extent, int pos, int nsubs,
                       const char *var)
{
    x->colon = 0;
    x->idx = NULL;
    x->maxv = 0;
    x->is_mask = 0;
    x->mask1 = 0;
    x->nd = 2;
    x->contig = 1;
    x->first = 0;
    if (s->kind == MT_SUB_COLON) {
        x->colon = 1;
        x->n = extent;
        x->maxv = extent;
        x->od[0] = extent;
        x->od[1] = 1;
        return;
    }
    if (s->kind == MT_SUB_SCALAR) {
        check_sub_value(s->s, pos, nsubs, var);
        x->one = (size_t)s->s - 1;
        x->idx = &x->one;
        x->n = 1;
        x->first = x->one;
        x->maxv = x->one + 1;
        x->od[0] = x->od[1] = 1;
        return;
    }
    {
        const mt_array *a = s->a;
        size_t i, k = 0;
        if (a->cls == MT_LOGICAL) {
            const uint8_t *m = (const uint8_t *)a->data;
            size_t cnt = 0;
            for (i = 0; i < a->numel; i++)
                cnt += m[i] != 0;
            x->idx = (size_t *)xmalloc(sizeof(size_t) * (cnt ? cnt : 1));
            for (i = 0; i < a->numel; i++)
                if (m[i]) {
                    x->idx[k++] = i;
                    x->maxv = i + 1;
                }
            x->n = cnt;
            x->is_mask = 1;
            ix_set_contig(x);
            if (a->numel == 1 && a->ndims == 2) {
                /* Octave: v(true) is 1x1 and v(false) is 0x0 whatever the shape of v */
                x->mask1 = 1;
                x->od[0] = x->od[1] = cnt;
            } else
                /* Octave: the mask's shape made a vector of cnt (make_nd_vector) */
                nd_vector(x->od, &x->nd, a->dims, a->ndims, cnt);
            return;
        }
        /* checked before the list is allocated: a `try` may catch the error */
        for (i = 0; i < a->numel; i++)
            check_sub_value(mt__get(a, i), pos, nsubs, var);
        x->idx = (size_t *)xmalloc(sizeof(size_t) * (a->numel ? a->numel : 1));
        x->n = a->numel;
        for (i = 0; i < a->numel; i++) {
            double v = mt__get(a, i);
            x->idx[i] = (size_t)v - 1;
            if ((size_t)v > x->maxv)
                x->maxv = (size_t)v;
        }
        ix_set_contig(x);
        x->nd = a->ndims;
        for (i = 0; i < (size_t)a->ndims; i++)
            x->od[i] = a->dims[i];
    }
}

/* Every subscript's values checked before any subscript is resolved (in order, as the
 * resolution would raise): an invalid one raises with no index list allocated. */
static void ix_check_all(const mt_sub *subs, int nsubs, const char *var)
{
    int k;
    size_t i;
    for (k = 0; k < nsubs; k++)
        if (subs[k].kind == MT_SUB_SCALAR)
            check_sub_value(subs[k].s, k, nsubs, var);
        else if (subs[k].kind == MT_SUB_ARRAY && subs[k].a->cls != MT_LOGICAL)
            for (i = 0; i < subs[k].a->numel; i++)
                check_sub_value(mt__get(subs[k].a, i), k, nsubs, var);
}

static size_t ix_get(const ixlist *x, size_t k)
{
    return x->colon ? k : x->idx[k];
}

static void eff_dims(const mt_array *a, int nsubs, size_t *ed)
{
    int k;
    for (k = 0; k < nsubs; k++)
        ed[k] = sub_extent(a, k, nsubs);
}

static void copy_elem(mt_array *dst, size_t di, const mt_array *src, size_t si, size_t es)
{
    memcpy((char *)dst->data + di * es, (const char *)src->data + si * es, es);
}

/* One element read with in-bound integer scalar subscripts (a char of a string in a loop):
 * the result is 1x1 of the source's class; anything else is left to the general path,
 * which reports the errors. */
static int index_one(mt_array *r, const mt_array *A, int nsubs, const mt_sub *subs, size_t es)
{
    size_t off = 0, stride = 1;
    unsigned char el[16];
    int k;
    if (es > sizeof el || A->layout == MT_LAYOUT_DIAG)
        return 0;
    for (k = 0; k < nsubs; k++) {
        size_t ext = sub_extent(A, k, nsubs);
        double v = subs[k].s;
        if (subs[k].kind != MT_SUB_SCALAR || !(v >= 1 && v <= (double)ext && v == floor(v)))
            return 0;
        off += ((size_t)v - 1) * stride;
        stride *= ext;
    }
    memcpy(el, (const char *)A->data + off * es, es);
    /* a destination that already is a 1x1 of the class (the same read in a loop) is reused */
    if (r->data && r->cls == A->cls && r->cplx == A->cplx && r->ndims == 2 && r->numel == 1 &&
        r->cap >= es)
        r->layout = MT_LAYOUT_FULL;
    else
        resize2(r, A->cls, A->cplx, 1, 1);
    memcpy(r->data, el, es);
    if (r->cplx)
        mt__narrow_complex(r);
    return 1;
}

/* Whether index x selects each of 0..n-1 once (Octave's idx_vector::is_permutation). */
static int ix_is_perm(const ixlist *x, size_t n)
{
    size_t i;
    char *seen;
    int ok = 1;
    if (x->colon)
        return 1;
    if (x->n != n || x->maxv != n)
        return 0;
    seen = (char *)calloc(n, 1);
    if (!seen)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (i = 0; i < n && ok; i++) {
        ok = !seen[x->idx[i]];
        seen[x->idx[i]] = 1;
    }
    free(seen);
    return ok;
}

/* Octave's idx_vector::is_colon_equiv for a subscript resolved to `x`: a colon, the scalar
 * 1, a range from 1 with step 1, or a logical mask selecting a leading run (a numeric index
 * array never is, even [1 2 3]). */
static int ix_colon_equiv(const mt_sub *s, const ixlist *x)
{
    if (s->kind == MT_SUB_COLON)
        return 1;
    if (s->kind == MT_SUB_SCALAR)
        return s->s == 1;
    if (s->a->layout == MT_LAYOUT_RANGE)
        return s->a->rng_base == 1 && s->a->rng_inc == 1;
    return s->a->cls == MT_LOGICAL && x->contig && x->first == 0;
}

/* The layout of D(i,j) for a diagonal D: with both subscripts colon-equivalent it stays
 * diagonal (the leading m x n block; when m and n are at most D's rows, as in Octave's
 * octave_base_diag::do_index_op), and eye(n)(p,:), eye(n)(:,q), eye(n)(p,q) with
 * permutation vectors are permutation matrices (the hack in
 * octave_diag_matrix::do_index_op, for a double n x n identity). */
static mt_layout diag_index_layout(const mt_array *a, const mt_sub *subs, const ixlist *xs)
{
    size_t n = a->dims[0], i;
    if (a->layout != MT_LAYOUT_DIAG || a->ndims != 2 || a->numel < 2)
        return MT_LAYOUT_FULL;
    if (ix_colon_equiv(&subs[0], &xs[0]) && ix_colon_equiv(&subs[1], &xs[1]))
        return xs[0].n <= n && xs[1].n <= n && xs[0].n * xs[1].n > 1 ? MT_LAYOUT_DIAG
                                                                      : MT_LAYOUT_FULL;
    if (a->cls != MT_DOUBLE || a->cplx || a->dims[1] != n)
        return MT_LAYOUT_FULL;
    for (i = 0; i < n; i++)
        if (((const double *)a->data)[i + i * n] != 1)
            return MT_LAYOUT_FULL;
    return ix_is_perm(&xs[0], n) && ix_is_perm(&xs[1], n) ? MT_LAYOUT_PERM : MT_LAYOUT_FULL;
}

/* Octave indexes with a stored range whose base or increment is not an integer (a
 * range's all_elements_are_ints) after a warning, by its elements rounded
 * (ov_range::index_vector). The rounded copies live in a held block: released by
 * release_rounded on the normal path, by a catching `try` otherwise. */
typedef struct rounded_subs {
    int n;
    mt_array a[MT_MAXDIMS];
} rounded_subs;

static void drop_rounded(void *p)
{
    rounded_subs *q = (rounded_subs *)p;
    int k;
    for (k = 0; k < q->n; k++)
        mt_free(&q->a[k]);
    free(q);
}

static int nonint_range(const mt_sub *s)
{
    const mt_array *a = s->kind == MT_SUB_ARRAY ? s->a : NULL;
    if (!a || a->layout != MT_LAYOUT_RANGE || a->cls != MT_DOUBLE || a->cplx || a->numel < 1)
        return 0;
    return a->rng_base != a->rng_base || a->rng_inc != a->rng_inc || round(a->rng_base) != a->rng_base ||
           (a->numel > 1 && round(a->rng_inc) != a->rng_inc);
}

static rounded_subs *round_range_subs(int nsubs, const mt_sub *subs, mt_sub *out)
{
    rounded_subs *q = NULL;
    int k;
    size_t i;
    for (k = 0; k < nsubs; k++)
        if (nonint_range(&subs[k]))
            break;
    if (k == nsubs || nsubs > MT_MAXDIMS)
        return NULL;
    mt_warn("Octave:noninteger-range-as-index", "non-integer range used as index");
    q = (rounded_subs *)xmalloc(sizeof *q);
    q->n = 0;
    mt__hold_with(q, drop_rounded);
    for (k = 0; k < nsubs; k++) {
        out[k] = subs[k];
        if (nonint_range(&subs[k])) {
            const mt_array *a = subs[k].a;
            mt_array init = MT_ARRAY_INIT;
            q->a[q->n] = init;
            mt_resize(&q->a[q->n], MT_DOUBLE, 0, a->ndims, a->dims);
            for (i = 0; i < a->numel; i++)
                ((double *)q->a[q->n].data)[i] = round(((const double *)a->data)[i]);
            out[k].a = &q->a[q->n];
            q->n++;
        }
    }
    return q;
}

static void release_rounded(rounded_subs *q)
{
    mt__unhold(q);
    drop_rounded(q);
}

/* What mt_index, mt_assign and mt_delete check of their subscripts first: their types,
 * then non-integer ranges (a rounded copy in *out, to run with, when it returns one). */
static rounded_subs *prepare_subs(int nsubs, const mt_sub *subs, const char *var, int deleting,
                                  mt_sub *out)
{
    check_sub_types(nsubs, subs, var, deleting);
    return round_range_subs(nsubs, subs, out);
}

void mt_index(mt_array *r, const mt_array *a, int nsubs, const mt_sub *subs, const char *var)
{
    mt_array A = *a, *out;
    ixlist xs[MT_MAXDIMS];
    size_t ed[MT_MAXDIMS], rd[MT_MAXDIMS], es = mt_elsize(A.cls, A.cplx), total = 1, i;
    int k, rnd, need_tmp;
    mt_layout lay;
    outbuf ob;

    {
        mt_sub rs[MT_MAXDIMS];
        rounded_subs *q = prepare_subs(nsubs, subs, var, 0, rs);
        if (q) {
            mt_index(r, a, nsubs, rs, var);
            release_rounded(q);
            return;
        }
    }
    if (mt__is_container(a)) {
        mt__container_index(r, a, nsubs, subs, var);
        return;
    }
    if (nsubs < 1) {
        mt_copy(r, a);
        return;
    }
    if (nsubs > MT_MAXDIMS)
        mt_error("mat2c: too many subscripts");
    if (index_one(r, &A, nsubs, subs, es))
        return;
    eff_dims(&A, nsubs, ed);
    ix_check_all(subs, nsubs, var);
    for (k = 0; k < nsubs; k++)
        ix_resolve(&xs[k], &subs[k], ed[k], k, nsubs, var);
    for (k = 0; k < nsubs; k++)
        if (xs[k].maxv > ed[k]) {
            /* Octave reports the largest index of the subscript (freed first: a `try` may
             * catch the error) */
            double mv = (double)xs[k].maxv;
            int j;
            for (j = 0; j < nsubs; j++)
                ix_free(&xs[j]);
            out_of_bound(mv, ed[k], k, nsubs, var, &A);
        }
    if (nsubs == 1) {
        ixlist *x = &xs[0];
        if (x->colon) {
            rd[0] = A.numel;
            rd[1] = 1;
            rnd = 2;
        } else {
            /* Octave: the index's shape, except that a vector indexed by a vector (N-d
             * ones too) keeps the source's orientation; an unmodified range (Octave 7's
             * lazy range) gives a row for any 2-D vector index instead. */
            rnd = x->nd;
            for (k = 0; k < rnd; k++)
                rd[k] = x->od[k];
            if (A.layout == MT_LAYOUT_RANGE) {
                if (A.numel != 1 && x->nd == 2 && (x->od[0] == 1 || x->od[1] == 1)) {
                    rd[0] = 1;
                    rd[1] = x->n;
                }
            } else if (A.numel != 1 && x->n != 1 && !x->mask1 && is_nd_vector(A.dims, A.ndims) &&
                       is_nd_vector(x->od, x->nd))
                nd_vector(rd, &rnd, A.dims, A.ndims, x->n);
        }
    } else {
        rnd = nsubs;
        for (k = 0; k < nsubs; k++)
            rd[k] = xs[k].n;
    }
    need_tmp = aliases(r, &A);
    for (k = 0; k < nsubs; k++)
        if (subs[k].kind == MT_SUB_ARRAY && aliases(r, subs[k].a))
            need_tmp = 1;
    out = out_begin(&ob, r, need_tmp);
    mt_resize(out, A.cls, A.cplx, rnd, rd);
    for (k = 0; k < nsubs; k++)
        total *= xs[k].n;
    if (nsubs == 1) {
        ixlist *x = &xs[0];
        if (es == 8) {
            const double *s = (const double *)A.data;
            double *d = (double *)out->data;
            for (i = 0; i < total; i++)
                d[i] = s[ix_get(x, i)];
        } else
            for (i = 0; i < total; i++)
                copy_elem(out, i, &A, ix_get(x, i), es);
    } else {
        /* Walk the subscripts after the first as an odometer; along the first one each
         * column is one block copy when its indices are consecutive, else a gather. */
        size_t cnt[MT_MAXDIMS], stride[MT_MAXDIMS], n0 = xs[0].n, j, outer, o = 0;
        stride[0] = 1;
        for (k = 1; k < nsubs; k++)
            stride[k] = stride[k - 1] * ed[k - 1];
        for (k = 0; k < nsubs; k++)
            cnt[k] = 0;
        outer = n0 ? total / n0 : 0;
        for (j = 0; j < outer; j++) {
            size_t cb = 0;
            for (k = 1; k < nsubs; k++)
                cb += ix_get(&xs[k], cnt[k]) * stride[k];
            if (xs[0].contig)
                memcpy((char *)out->data + o * es, (const char *)A.data + (cb + xs[0].first) * es,
                       n0 * es);
            else if (es == 8) {
                const double *s = (const double *)A.data + cb;
                double *d = (double *)out->data + o;
                for (i = 0; i < n0; i++)
                    d[i] = s[xs[0].idx[i]];
            } else
                for (i = 0; i < n0; i++)
                    copy_elem(out, o + i, &A, cb + xs[0].idx[i], es);
            o += n0;
            for (k = 1; k < nsubs; k++) {
                if (++cnt[k] < xs[k].n)
                    break;
                cnt[k] = 0;
            }
        }
    }
    lay = nsubs == 2 ? diag_index_layout(&A, subs, xs) : MT_LAYOUT_FULL;
    if (mt__is_dq(&A))
        lay = MT_LAYOUT_DQ; /* a selection of a "string" is one */
    for (k = 0; k < nsubs; k++)
        ix_free(&xs[k]);
    /* Octave: a complex selection whose imaginary parts are all zero is real */
    if (out->cplx)
        mt__narrow_complex(out);
    out_end(&ob);
    if (lay != MT_LAYOUT_FULL)
        r->layout = lay;
}

double mt_get_scalar(const mt_array *a, int nsubs, const double *subs, const char *var)
{
    size_t off = 0, stride = 1;
    int k;
    if (mt__is_container(a))
        mt__container_type_error("octave_base_value::array_value()", a);
    for (k = 0; k < nsubs; k++)
        check_sub_value(subs[k], k, nsubs, var);
    for (k = 0; k < nsubs; k++) {
        size_t ext = sub_extent(a, k, nsubs);
        size_t i = mt_index_offset(a, subs[k], k, nsubs, var);
        off += i * stride;
        stride *= ext;
    }
    if (nsubs == 0)
        off = 0;
    return mt__get(a, off);
}

/* Class after assigning rhs into a: Octave 7 keeps the class of an existing array
 * (double stays double even for an int8 rhs, char stays char); only a variable that does
 * not exist yet (MT_ARRAY_INIT, no buffer) takes the class of the rhs. */
/* Octave keeps the class of the assigned-into array (also of `[]`), except that a char
 * array receiving single or integer values, and a logical array receiving single values,
 * become double; a logical array cannot receive chars. An undefined variable (a slot never
 * written, or marked by m2c_undefined) takes the right-hand side's class. */
static mt_class assign_class(const mt_array *a, const mt_array *rhs)
{
    if (a->numel == 0 && a->cls == MT_DOUBLE && (a->data == NULL || a->layout == MT_LAYOUT_UNDEFINED))
        return rhs->cls;
    if (a->cls == rhs->cls)
        return a->cls;
    if (a->cls == MT_CHAR && (rhs->cls == MT_SINGLE || mt__is_int_class(rhs->cls)))
        return MT_DOUBLE;
    if (a->cls == MT_LOGICAL && rhs->cls == MT_SINGLE)
        return MT_DOUBLE;
    if ((a->cls == MT_CHAR || a->cls == MT_LOGICAL) && rhs->cplx)
        return MT_DOUBLE; /* a complex value makes a char or logical array complex double */
    if (a->cls == MT_LOGICAL && rhs->cls == MT_CHAR)
        mt_error("octave_base_value::bool_array_value(): wrong type argument '%s'",
                 mt__char_type(rhs));
    return a->cls;
}

/* Makes a's buffer hold at least `bytes`, keeping its first `keep` bytes. Growth doubles
 * the capacity, so a run of appends (x(end+1) = v, M(:,end+1) = c) costs amortised O(1)
 * copies per element. A borrowed buffer that is too small moves to the heap. */
static void reserve_keep(mt_array *a, size_t bytes, size_t keep)
{
    size_t ncap;
    void *p;
    if (bytes <= a->cap && a->data)
        return;
    ncap = a->cap > SIZE_MAX / 2 ? bytes : 2 * a->cap;
    if (ncap < bytes)
        ncap = bytes;
    if (ncap == 0)
        ncap = 1;
    if (a->borrowed || !a->data) {
        p = xmalloc(ncap);
        if (keep)
            memcpy(p, a->data, keep);
    } else {
        p = realloc(a->data, ncap);
        if (!p)
            mt_error("out of memory or dimension too large for Octave's index type");
    }
    a->data = p;
    a->cap = ncap;
    a->borrowed = 0;
}

/* Re-layout a into new class/dims (zero fill), preserving elements by N-d position. The
 * new dims are never smaller than the old ones (assignment only grows). With the class
 * unchanged the buffer grows in place: when the old elements keep their linear offsets
 * (appends along the last non-singleton dimension) only the new tail is zeroed, else each
 * column moves as one block, last first. A class change converts element by element. */
static void regrow(mt_array *a, mt_class cls, int cplx, int nd, const size_t *nd_dims)
{
    mt_array res = MT_ARRAY_INIT;
    size_t i, od[MT_MAXDIMS], nn[MT_MAXDIMS] = {0}, nn_el; /* zeroed: gcc -O3 cannot see canon_dims set it */
    int k, ond = a->ndims;
    int same_dims, grows;
    int cnd;
    /* More columns of the same height (`A(:, end+1) = v`, the compiled scatter's growth):
     * the first case below without its bookkeeping; the old elements keep their offsets,
     * the buffer grows in place and only the new tail is zeroed. */
    if (nd == 2 && a->ndims == 2 && cls == a->cls && (cplx != 0) == (a->cplx != 0) &&
        nd_dims[0] == a->dims[0] && nd_dims[1] > a->dims[1] && a->numel > 0) {
        size_t es = mt_elsize(cls, cplx), on = a->numel;
        nn_el = nd_dims[0] * nd_dims[1];
        reserve_keep(a, nn_el * es, on * es);
        memset((char *)a->data + on * es, 0, (nn_el - on) * es);
        a->dims[1] = nd_dims[1];
        a->numel = nn_el;
        a->layout = MT_LAYOUT_FULL;
        return;
    }
    cnd = canon_dims(nd, nd_dims, nn, &nn_el);
    same_dims = cnd == a->ndims;
    for (k = 0; k < cnd && same_dims; k++)
        same_dims = nn[k] == a->dims[k];
    if (same_dims && cls == a->cls && (cplx != 0) == (a->cplx != 0))
        return;
    for (k = 0; k < MT_MAXDIMS; k++)
        od[k] = k < ond ? a->dims[k] : 1;
    grows = cnd >= ond;
    for (k = 0; k < ond && grows; k++)
        grows = od[k] <= nn[k];
    if (cls == a->cls && (cplx != 0) == (a->cplx != 0) && (grows || a->numel == 0)) {
        size_t es = mt_elsize(cls, cplx), on = a->numel;
        int last = 0, prefix = 1;
        for (k = 0; k < ond; k++)
            if (od[k] != 1)
                last = k;
        for (k = 0; k < last && prefix; k++)
            prefix = od[k] == nn[k];
        reserve_keep(a, nn_el * es, on * es);
        if (prefix || on == 0) {
            memset((char *)a->data + on * es, 0, (nn_el - on) * es);
        } else {
            /* old columns (runs of od[0] elements) to their new offsets; every new offset
             * is at least the old one, so moving the last column first never overwrites
             * a column still to move */
            size_t r0 = od[0], ncols = on / r0, c, end = nn_el;
            char *d = (char *)a->data;
            for (c = ncols; c-- > 0;) {
                size_t rem = c, off = 0, stride = nn[0];
                for (k = 1; k < ond; k++) {
                    off += (rem % od[k]) * stride;
                    rem /= od[k];
                    stride *= nn[k];
                }
                memmove(d + off * es, d + c * r0 * es, r0 * es);
                memset(d + (off + r0) * es, 0, (end - off - r0) * es);
                end = off;
            }
            memset(d, 0, end * es);
        }
        a->ndims = cnd;
        for (k = 0; k < MT_MAXDIMS; k++)
            a->dims[k] = k < cnd ? nn[k] : 0;
        a->numel = nn_el;
        a->layout = MT_LAYOUT_FULL;
        return;
    }
    mt_resize(&res, cls, cplx, cnd, nn);
    if (res.numel)
        memset(res.data, 0, res.numel * mt_elsize(cls, cplx));
    if (a->numel) {
        size_t cnt[MT_MAXDIMS] = {0}, stride[MT_MAXDIMS];
        stride[0] = 1;
        for (k = 1; k < MT_MAXDIMS; k++)
            stride[k] = stride[k - 1] * (k - 1 < cnd ? nn[k - 1] : 1);
        if (same_dims) {
            for (i = 0; i < a->numel; i++)
                mt__set_c(&res, i, mt__get(a, i), mt__get_im(a, i));
        } else
            for (i = 0; i < a->numel; i++) {
                size_t off = 0;
                for (k = 0; k < ond; k++)
                    off += cnt[k] * stride[k];
                mt__set_c(&res, off, mt__get(a, i), mt__get_im(a, i));
                for (k = 0; k < ond; k++) {
                    if (++cnt[k] < od[k])
                        break;
                    cnt[k] = 0;
                }
            }
    }
    mt__take(a, &res);
}

/* Grows the 2-D array `a` to rows x cols (each at least its extent), zero-filling and keeping
 * the elements in place with amortised capacity, as an indexed assignment beyond the end
 * does (the compiled scatter's growth path). */
void mt_grow2(mt_array *a, size_t rows, size_t cols)
{
    size_t d[2];
    /* Columns appended to a 2-D array (`M(:, k) = v` past the end): the elements stay where
     * they are, the new columns are zeros, and the capacity doubles (amortised growth). */
    if (a->ndims == 2 && rows == a->dims[0] && cols >= a->dims[1] && rows > 0 &&
        !mt__is_container(a) && a->data) {
        size_t es = mt_elsize(a->cls, a->cplx), old = a->numel * es, bytes = rows * cols * es;
        if (bytes / es / rows == cols) {
            reserve_keep(a, bytes, old);
            memset((char *)a->data + old, 0, bytes - old);
            a->dims[1] = cols;
            a->numel = rows * cols;
            a->layout = MT_LAYOUT_FULL;
            return;
        }
    }
    d[0] = rows;
    d[1] = cols;
    regrow(a, a->cls, a->cplx, 2, d);
}

/* Octave's message: with two subscripts the right side's first two extents; with more,
 * the index extents without trailing singletons and the right side without any. */
static void nonconf_assign(int nd1, const size_t *d1, const mt_array *rhs)
{
    char b1[128], b2[128];
    size_t d2[MT_MAXDIMS];
    int n2 = 0, k;
    if (nd1 <= 2) {
        n2 = 2;
        d2[0] = rhs->dims[0];
        d2[1] = rhs->dims[1];
    } else {
        while (nd1 > 2 && d1[nd1 - 1] == 1)
            nd1--;
        for (k = 0; k < rhs->ndims; k++)
            if (rhs->dims[k] != 1)
                d2[n2++] = rhs->dims[k];
        while (n2 < 2)
            d2[n2++] = 1;
    }
    mt__dims_str(b1, sizeof b1, nd1, d1);
    mt__dims_str(b2, sizeof b2, n2, d2);
    mt_error_id("Octave:nonconformant-args", "=: nonconformant arguments (op1 is %s, op2 is %s)",
                b1, b2);
}

static int sub_is_scalar(const mt_sub *s)
{
    return s->kind == MT_SUB_SCALAR ||
           (s->kind == MT_SUB_ARRAY && s->a->numel == 1 && s->a->cls != MT_LOGICAL);
}

/* Octave's zero_dims_inquire: on an A whose dims are all zero, the colons of A(...) = X take
 * their lengths from X's dims (A(2,:) = 5 makes a 2x1, A(1,:,:) = 1:4 a 1x1x4); sets ext[k]
 * for each colon k. */
static void zero_dims_inquire(int nsubs, const mt_sub *subs, const mt_array *rhs, size_t *ext)
{
    size_t r0[MT_MAXDIMS];
    int k, j, nonsc = 0, all_colons = 1, n0 = 0, rnd = rhs->ndims;
    /* X's dims with every singleton removed (dim_vector::chop_all_singletons) */
    for (k = 0; k < rnd; k++)
        if (rhs->dims[k] != 1)
            r0[n0++] = rhs->dims[k];
    if (n0 == 0)
        r0[0] = r0[1] = 1;
    else if (n0 == 1)
        r0[1] = 1;
    n0 = n0 > 2 ? n0 : 2;
    for (k = 0; k < nsubs; k++) {
        nonsc += !sub_is_scalar(&subs[k]);
        all_colons &= subs[k].kind == MT_SUB_COLON;
    }
    if (nsubs == 2) { /* the two-subscript rules (Array<T>::assign (i, j, rhs)) */
        int ic = subs[0].kind == MT_SUB_COLON, jc = subs[1].kind == MT_SUB_COLON;
        if (rnd == 2 && ((ic && jc) || (!sub_is_scalar(&subs[0]) && !sub_is_scalar(&subs[1])))) {
            for (k = 0; k < 2; k++)
                if (subs[k].kind == MT_SUB_COLON)
                    ext[k] = rhs->dims[k];
        } else {
            j = 0;
            for (k = 0; k < 2; k++) {
                if (subs[k].kind == MT_SUB_COLON)
                    ext[k] = r0[j++];
                else if (!sub_is_scalar(&subs[k]))
                    j++;
            }
        }
        return;
    }
    if (all_colons) {
        for (k = 0; k < nsubs; k++)
            ext[k] = k < rnd ? rhs->dims[k] : 1;
    } else if (nonsc == rnd) {
        for (k = 0, j = 0; k < nsubs; k++) {
            if (sub_is_scalar(&subs[k]))
                continue;
            if (subs[k].kind == MT_SUB_COLON)
                ext[k] = rhs->dims[j];
            j++;
        }
    } else {
        for (k = 0, j = 0; k < nsubs; k++)
            if (subs[k].kind == MT_SUB_COLON)
                ext[k] = j < n0 ? r0[j++] : 1;
    }
}

/* Frees what mt_assign resolved before it raises an error (the error unwinds past its
 * normal cleanup). */
static void assign_release(ixlist *xs, int nsubs, mt_array *rcopy)
{
    int k;
    for (k = 0; k < nsubs; k++)
        ix_free(&xs[k]);
    mt_free(rcopy);
}

void mt_assign(mt_array *a, int nsubs, const mt_sub *subs, mt_arg grhs, const char *var)
{
    mt_array trhs, rcopy = MT_ARRAY_INIT, *rchar = NULL;
    const mt_array *rhs = arg_array(&grhs, &trhs);
    ixlist xs[MT_MAXDIMS];
    size_t ed[MT_MAXDIMS], inq[MT_MAXDIMS], nd_new[MT_MAXDIMS], total = 1, i;
    int k, scalar_rhs, cplx, all_zero;
    const mt_layout before = a->layout; /* a "string" stays one */
    mt_class cls;

    {
        mt_sub rs[MT_MAXDIMS];
        rounded_subs *q = prepare_subs(nsubs, subs, var, 0, rs);
        if (q) {
            mt_assign(a, nsubs, rs, grhs, var);
            release_rounded(q);
            return;
        }
    }
    if (mt__is_container(a) || mt__is_container(rhs)) {
        mt__container_assign(a, nsubs, subs, grhs, var);
        return;
    }
    if (nsubs < 1)
        mt_error("mat2c: assignment without subscripts");
    if (nsubs > MT_MAXDIMS)
        mt_error("mat2c: too many subscripts");
    if (a->cls == MT_CHAR && !rhs->cplx && (rhs->cls == MT_DOUBLE || rhs->cls == MT_LOGICAL)) {
        /* Octave converts the values to char first (rounded; out of range: 0 and a
         * warning; NaN: an error), before it looks at the subscripts */
        /* on the heap and held: a bad subscript raised below releases it when caught */
        mt_array init = MT_ARRAY_INIT;
        rchar = (mt_array *)xmalloc(sizeof *rchar);
        *rchar = init;
        mt__hold_array(rchar);
        char_convert(rchar, rhs);
        rhs = rchar;
    }
    cls = assign_class(a, rhs);
    if (cls == MT_LOGICAL && rhs->cls != MT_LOGICAL) {
        /* as Octave's bool_array_value of the values, before the subscripts: NaN is an
         * error, other values than 0 and 1 a warning */
        int odd = 0;
        for (i = 0; i < rhs->numel; i++) {
            double v = mt__get(rhs, i);
            if (v != v)
                mt_error("invalid conversion from NaN to logical");
            odd |= v != 0 && v != 1;
        }
        if (odd) {
            fflush(stdout);
            mt_warn("Octave:logical-conversion", "value not equal to 1 or 0 converted to logical 1");
        }
    }
    if (a->layout == MT_LAYOUT_DIAG && a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && nsubs <= 2 &&
        rhs->numel == 1 && !rhs->cplx && (rhs->cls == MT_DOUBLE || rhs->cls == MT_LOGICAL)) {
        /* one element of a diagonal matrix (D(2,2) = true): mt_set_scalar keeps it diagonal
         * when the element lies on the diagonal */
        size_t off = 0, stride = 1;
        int inb = 1;
        for (k = 0; k < nsubs && inb; k++) {
            double v = subs[k].s;
            size_t ext = sub_extent(a, k, nsubs);
            inb = subs[k].kind == MT_SUB_SCALAR && v >= 1 && v <= (double)ext && v == floor(v);
            off += inb ? ((size_t)v - 1) * stride : 0;
            stride *= ext;
        }
        if (inb) {
            ((double *)a->data)[off] = mt__get(rhs, 0);
            a->layout = off % a->dims[0] == off / a->dims[0] ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
            return;
        }
    }
    if (aliases(a, rhs)) {
        mt_copy(&rcopy, rhs);
        rhs = &rcopy;
    }
    scalar_rhs = rhs->numel == 1;
    eff_dims(a, nsubs, ed);
    all_zero = nsubs > 1;
    for (k = 0; k < a->ndims; k++)
        if (a->dims[k] != 0)
            all_zero = 0;
    for (k = 0; k < nsubs; k++)
        inq[k] = ed[k];
    if (all_zero)
        zero_dims_inquire(nsubs, subs, rhs, inq);
    ix_check_all(subs, nsubs, var);
    for (k = 0; k < nsubs; k++) {
        size_t ext = inq[k];
        ix_resolve(&xs[k], &subs[k], ext, k, nsubs, var);
    }
    for (k = 0; k < nsubs; k++)
        total *= xs[k].n;
    if (!scalar_rhs && rhs->numel != total) {
        if (nsubs == 1) {
            size_t d1[2];
            d1[0] = total;
            d1[1] = 1;
            { assign_release(xs, nsubs, &rcopy); nonconf_assign(2, d1, rhs); }
        } else {
            size_t d1[MT_MAXDIMS] = {0}; /* nsubs <= MT_MAXDIMS: every read entry is set */
            for (k = 0; k < nsubs; k++)
                d1[k] = xs[k].n;
            { assign_release(xs, nsubs, &rcopy); nonconf_assign(nsubs, d1, rhs); }
        }
    }
    if (!scalar_rhs && nsubs > 1) {
        /* non-singleton dims must agree in order */
        size_t p[MT_MAXDIMS], q[MT_MAXDIMS];
        int np = 0, nq = 0, ok = 1;
        for (k = 0; k < nsubs; k++)
            if (xs[k].n != 1)
                p[np++] = xs[k].n;
        for (k = 0; k < rhs->ndims; k++)
            if (rhs->dims[k] != 1)
                q[nq++] = rhs->dims[k];
        if (np != nq)
            ok = 0;
        for (k = 0; ok && k < np; k++)
            if (p[k] != q[k])
                ok = 0;
        if (!ok) {
            size_t d1[MT_MAXDIMS];
            for (k = 0; k < nsubs; k++)
                d1[k] = xs[k].n;
            { assign_release(xs, nsubs, &rcopy); nonconf_assign(nsubs, d1, rhs); }
        }
    }
    /* growth */
    cplx = a->cplx || rhs->cplx;
    if (nsubs == 1) {
        size_t need = xs[0].maxv;
        /* a diagonal matrix does not grow by a linear index (Octave's DiagMatrix) */
        if (need > a->numel && !xs[0].colon && a->layout == MT_LAYOUT_DIAG)
            { assign_release(xs, nsubs, &rcopy); mt_error("ind2sub: index out of range"); }
        if (need > a->numel && !xs[0].colon) {
            size_t nd2[2];
            /* Octave's resize1: 0xN and 1xN grow into a row, Nx1 into a column; anything
             * else (a 5x0 included) is an error */
            if (a->ndims == 2 && (a->dims[0] == 0 || a->dims[0] == 1)) {
                nd2[0] = 1;
                nd2[1] = need;
            } else if (a->ndims == 2 && a->dims[1] == 1) {
                nd2[0] = need;
                nd2[1] = 1;
            } else {
                char b[64];
                (void)b;
                { assign_release(xs, nsubs, &rcopy); mt_error("Invalid resizing operation or ambiguous assignment to an out-of-bounds array element"); }
            }
            regrow(a, cls, cplx, 2, nd2);
        } else
            regrow(a, cls, cplx, a->ndims, a->dims);
        ed[0] = a->numel;
    } else {
        int grow = 0, nd = a->ndims > nsubs ? a->ndims : nsubs;
        for (k = 0; k < MT_MAXDIMS; k++)
            nd_new[k] = k < a->ndims ? a->dims[k] : 1;
        for (k = 0; k < nsubs; k++) {
            size_t need = xs[k].colon ? xs[k].n : xs[k].maxv;
            if (need > ed[k]) {
                if (k == nsubs - 1 && nsubs < a->ndims) {
                    int j, all1 = 1;
                    for (j = k + 1; j < a->ndims; j++)
                        if (a->dims[j] != 1)
                            all1 = 0;
                    if (!all1)
                        { assign_release(xs, nsubs, &rcopy); mt_error("Invalid resizing operation or ambiguous assignment to an out-of-bounds array element"); }
                }
                nd_new[k] = need;
                grow = 1;
            }
        }
        /* a 0x0 growing through A(i,j): other dims become at least 1 */
        if (grow)
            for (k = 0; k < nsubs; k++)
                if (nd_new[k] == 0 && xs[k].n == 0)
                    nd_new[k] = 0;
        regrow(a, cls, cplx, grow ? nd : a->ndims, grow ? nd_new : a->dims);
        eff_dims(a, nsubs, ed);
    }
    /* scatter */
    {
        size_t es = mt_elsize(a->cls, a->cplx);
        int fast = rhs->cls == a->cls && rhs->cplx == a->cplx;
        if (nsubs == 1) {
            for (i = 0; i < total; i++) {
                size_t di = ix_get(&xs[0], i), si = scalar_rhs ? 0 : i;
                if (fast)
                    copy_elem(a, di, rhs, si, es);
                else
                    mt__set_c(a, di, mt__get(rhs, si), mt__get_im(rhs, si));
            }
        } else {
            /* As in mt_index: an odometer over the subscripts after the first, each column
             * one block copy (or fill) when the first subscript's indices are consecutive. */
            size_t cnt[MT_MAXDIMS], stride[MT_MAXDIMS], n0 = xs[0].n, j, outer, si = 0;
            stride[0] = 1;
            for (k = 1; k < nsubs; k++)
                stride[k] = stride[k - 1] * ed[k - 1];
            for (k = 0; k < nsubs; k++)
                cnt[k] = 0;
            outer = n0 ? total / n0 : 0;
            for (j = 0; j < outer; j++) {
                size_t cb = 0;
                for (k = 1; k < nsubs; k++)
                    cb += ix_get(&xs[k], cnt[k]) * stride[k];
                if (fast && !scalar_rhs && xs[0].contig) {
                    memcpy((char *)a->data + (cb + xs[0].first) * es,
                           (const char *)rhs->data + si * es, n0 * es);
                    si += n0;
                } else if (fast && scalar_rhs && a->cls == MT_DOUBLE && !a->cplx && xs[0].contig) {
                    double v = ((const double *)rhs->data)[0], *d = (double *)a->data + cb + xs[0].first;
                    for (i = 0; i < n0; i++)
                        d[i] = v;
                } else
                    for (i = 0; i < n0; i++, si += !scalar_rhs) {
                        size_t off = cb + ix_get(&xs[0], i);
                        if (fast)
                            copy_elem(a, off, rhs, scalar_rhs ? 0 : si, es);
                        else
                            mt__set_c(a, off, mt__get(rhs, scalar_rhs ? 0 : si),
                                      mt__get_im(rhs, scalar_rhs ? 0 : si));
                    }
                for (k = 1; k < nsubs; k++) {
                    if (++cnt[k] < xs[k].n)
                        break;
                    cnt[k] = 0;
                }
            }
        }
    }
    for (k = 0; k < nsubs; k++)
        ix_free(&xs[k]);
    mt_free(&rcopy);
    if (rchar) {
        mt__unhold(rchar);
        mt_free(rchar);
        free(rchar);
    }
    a->layout = mt_written_layout(before, a->cls);
    if (a->cplx)
        mt__narrow_complex(a);
}

void mt_set_scalar(mt_array *a, int nsubs, const double *subs, double v, const char *var)
{
    size_t off = 0, stride = 1;
    int k, inb = 1;
    /* x(end+1) = v on a nonempty real double vector (what mt_assign would do, without
     * resolving subscripts): a row grows along dim 2, a column along dim 1. First: that
     * subscript is valid and out of bounds, so the checks below have nothing to say. */
    if (nsubs == 1 && a->cls == MT_DOUBLE && !a->cplx && a->ndims == 2 && a->numel > 0 &&
        (a->dims[0] == 1 || a->dims[1] == 1) && subs[0] == (double)a->numel + 1 &&
        (a->layout == MT_LAYOUT_FULL || a->layout == MT_LAYOUT_RANGE)) {
        size_t n = a->numel;
        reserve_keep(a, (n + 1) * sizeof(double), n * sizeof(double));
        ((double *)a->data)[n] = v;
        a->dims[a->dims[0] == 1 ? 1 : 0] = n + 1;
        a->numel = n + 1;
        a->layout = MT_LAYOUT_FULL;
        return;
    }
    for (k = 0; k < nsubs; k++)
        check_sub_value(subs[k], k, nsubs, var);
    for (k = 0; k < nsubs && inb; k++) {
        size_t ext = sub_extent(a, k, nsubs);
        if (subs[k] > (double)ext)
            inb = 0;
        else {
            off += ((size_t)subs[k] - 1) * stride;
            stride *= ext;
        }
    }
    if (inb && nsubs > 0 && a->cls == MT_DOUBLE && !a->cplx) {
        ((double *)a->data)[off] = v;
        /* Octave keeps a diagonal matrix diagonal under a write on its diagonal */
        a->layout = a->layout == MT_LAYOUT_DIAG && a->ndims == 2 && off % a->dims[0] == off / a->dims[0]
                          ? MT_LAYOUT_DIAG
                          : MT_LAYOUT_FULL;
        return;
    }
    {
        mt_sub s[MT_MAXDIMS];
        mt_arg g;
        for (k = 0; k < nsubs; k++) {
            s[k].kind = MT_SUB_SCALAR;
            s[k].s = subs[k];
            s[k].a = NULL;
        }
        g.a = NULL;
        g.s = v;
        mt_assign(a, nsubs, s, g, var);
    }
}

/* Octave's idx_vector::is_cont_range for a resolved deletion subscript: a scalar, a range
 * with step 1 (an array still marked as a range), or a logical mask stored as a mask (more
 * than 1/16 of it true) whose true elements come first. Other index lists, even
 * consecutive ones such as [1 2], are not contiguous for Octave. */
static int del_cont(const mt_sub *s, const ixlist *x)
{
    const mt_array *a = s->a;
    if (s->kind != MT_SUB_ARRAY)
        return 1;
    if (a->cls == MT_LOGICAL)
        return x->n > a->numel / 16 && x->contig && x->first == 0;
    return a->numel == 1 || (a->layout == MT_LAYOUT_RANGE && x->contig);
}

/* Octave's idx_vector::is_colon_equiv: every index of 1..len exactly once. */
static int del_colon_equiv(const ixlist *x, size_t len)
{
    size_t i;
    uint8_t *seen;
    int ok = 1;
    if (x->colon)
        return 1;
    if (x->n != len || x->maxv > len)
        return 0;
    seen = (uint8_t *)xmalloc(len ? len : 1);
    memset(seen, 0, len);
    for (i = 0; i < x->n && ok; i++) {
        ok = !seen[x->idx[i]];
        seen[x->idx[i]] = 1;
    }
    free(seen);
    return ok;
}

/* A(i) = [] (Octave's Array<T>::delete_elements (const idx_vector&)). */
static void delete_linear(mt_array *a, const mt_sub *sub, const char *var)
{
    ixlist x;
    size_t i, j, m, n = a->numel, dv[MT_MAXDIMS], es = mt_elsize(a->cls, a->cplx);
    int k, rnd = 2, col_vec = a->ndims == 2 && a->dims[1] == 1 && a->dims[0] != 1;
    uint8_t *del;
    mt_array res = MT_ARRAY_INIT;
    ix_resolve(&x, sub, n, 0, 1, var);
    if (x.colon) {
        dv[0] = dv[1] = 0;
        mt_resize(a, a->cls, a->cplx, 2, dv);
        return;
    }
    if (x.n == 0) {
        ix_free(&x);
        return;
    }
    if (x.maxv > n) {
        size_t v = x.maxv;
        ix_free(&x);
        mt_error("A(I) = []: index out of bounds: value %lu out of bound %lu", (unsigned long)v,
                 (unsigned long)n);
    }
    del = (uint8_t *)xmalloc(n);
    memset(del, 0, n);
    for (i = 0; i < x.n; i++)
        del[x.idx[i]] = 1;
    for (i = 0, m = 0; i < n; i++)
        m += !del[i];
    if (del_cont(sub, &x)) {
        /* a contiguous block (also Octave's "pop" of a vector's last element): a column
         * stays a column, anything else becomes a row */
        dv[0] = col_vec ? m : 1;
        dv[1] = col_vec ? 1 : m;
    } else {
        /* indexing with the complement (a column index): a vector, also an N-d one such
         * as 1x1x5, keeps its orientation; anything else gives a column */
        int along = -1, nonone = 0;
        for (k = 0; k < a->ndims; k++)
            if (a->dims[k] != 1) {
                along = k;
                nonone++;
            }
        dv[0] = m;
        dv[1] = 1;
        if (n != 1 && nonone == 1 && m != 1) {
            rnd = a->ndims;
            for (k = 0; k < rnd; k++)
                dv[k] = a->dims[k];
            dv[along] = m;
        }
    }
    mt_resize(&res, a->cls, a->cplx, rnd, dv);
    for (i = 0, j = 0; i < n; i++)
        if (!del[i])
            copy_elem(&res, j++, a, i, es);
    free(del);
    ix_free(&x);
    mt__take(a, &res);
}

/* Octave's message for a bad subscript of a numeric deletion names the variable and the
 * value without parentheses or position ("D0: subscripts must be ..."). */
static void del_check_subs(int nsubs, const mt_sub *subs, const char *var)
{
    int k;
    size_t i;
    for (k = 0; k < nsubs; k++) {
        const mt_sub *s = &subs[k];
        size_t cnt = s->kind == MT_SUB_SCALAR ? 1 : s->kind == MT_SUB_ARRAY ? s->a->numel : 0;
        if (s->kind == MT_SUB_ARRAY && s->a->cls == MT_LOGICAL)
            continue;
        for (i = 0; i < cnt; i++) {
            double v = s->kind == MT_SUB_SCALAR ? s->s : mt__get(s->a, i);
            if (!(v >= 1) || v != floor(v) || v >= 9.2e18) {
                char val[64];
                fmt_index_value(val, sizeof val, v);
                mt_error_id("Octave:invalid-index",
                            "%s%s: subscripts must be either integers 1 to (2^63)-1 or logicals",
                            var ? var : "index ", val);
            }
        }
    }
}

void mt_delete(mt_array *a, int nsubs, const mt_sub *subs, const char *var)
{
    const mt_layout before = a->layout; /* a "string" stays one */
    {
        mt_sub rs[MT_MAXDIMS];
        rounded_subs *q = prepare_subs(nsubs, subs, var, 1, rs);
        if (q) {
            mt_delete(a, nsubs, rs, var);
            release_rounded(q);
            return;
        }
    }
    if (nsubs >= 1 && !mt__is_container(a))
        del_check_subs(nsubs, subs, var);
    mt__delete_elements(a, nsubs, subs, var);
    /* a deletion, even of nothing, leaves a full matrix (or a "string") */
    if (!mt__is_container(a))
        a->layout = mt_written_layout(before, a->cls);
    /* Octave narrows the value after the assignment: a complex array whose remaining
     * elements are all real becomes real */
    if (a->cplx && !mt__is_container(a))
        mt__narrow_complex(a);
}

void mt__delete_elements(mt_array *a, int nsubs, const mt_sub *subs, const char *var)
{
    ixlist xs[MT_MAXDIMS];
    size_t dims[MT_MAXDIMS], i, j, n, before = 1, after = 1, o, b;
    size_t es = mt_elsize(a->cls, a->cplx);
    uint8_t *del;
    int k, nd = a->ndims, which = -1, second = 0;
    mt_array res = MT_ARRAY_INIT;

    if (nsubs < 1)
        return;
    if (mt__is_container(a)) {
        mt__container_delete(a, nsubs, subs, var);
        return;
    }
    if (nsubs == 1) {
        delete_linear(a, &subs[0], var);
        return;
    }
    if (nsubs > MT_MAXDIMS)
        mt_error("a null assignment can only have one non-colon index");
    /* Octave's Array<T>::delete_elements (const Array<idx_vector>&): the subscripts see the
     * array's own dimensions (no folding of trailing ones), 1 beyond them. */
    for (k = 0; k < nsubs; k++)
        if (subs[k].kind == MT_SUB_SCALAR)
            check_sub_value(subs[k].s, k, nsubs, var);
        else if (subs[k].kind == MT_SUB_ARRAY && subs[k].a->cls != MT_LOGICAL) {
            size_t i;
            for (i = 0; i < subs[k].a->numel; i++)
                check_sub_value(mt__get(subs[k].a, i), k, nsubs, var);
        }
    for (k = 0; k < nsubs; k++)
        ix_resolve(&xs[k], &subs[k], k < nd ? a->dims[k] : 1, k, nsubs, var);
    for (k = 0; k < nsubs; k++)
        if (!xs[k].colon) {
            if (which >= 0) {
                second = 1;
                break;
            }
            which = k;
        }
    if (second) {
        /* allowed only when an empty subscript comes before a second real one */
        int non_colon = 0, empty = 0;
        for (k = 0; k < nsubs && non_colon < 2; k++) {
            size_t len = k < nd ? a->dims[k] : 1;
            if (xs[k].n == 0) {
                empty = 1;
                break;
            }
            if (!del_colon_equiv(&xs[k], len))
                non_colon++;
        }
        for (k = 0; k < nsubs; k++)
            ix_free(&xs[k]);
        if (!empty)
            mt_error("a null assignment can only have one non-colon index");
        return;
    }
    for (k = 0; k < nd; k++)
        dims[k] = a->dims[k];
    if (which < 0) {
        /* every subscript a colon: no rows left */
        dims[0] = 0;
        mt_resize(a, a->cls, a->cplx, nd, dims);
        return;
    }
    for (k = 0; k < nsubs; k++)
        if (k != which)
            ix_free(&xs[k]);
    if (which >= nd) {
        ix_free(&xs[which]);
        mt_error("invalid dimension in delete_elements");
    }
    n = dims[which];
    if (xs[which].n == 0) {
        ix_free(&xs[which]);
        return;
    }
    if (xs[which].maxv > n) {
        size_t v = xs[which].maxv;
        ix_free(&xs[which]);
        mt_error("A(..,I,..) = []: index out of bounds: value %lu out of bound %lu",
                 (unsigned long)v, (unsigned long)n);
    }
    del = (uint8_t *)xmalloc(n);
    memset(del, 0, n);
    for (i = 0; i < xs[which].n; i++)
        del[xs[which].idx[i]] = 1;
    ix_free(&xs[which]);
    for (i = 0, j = 0; i < n; i++)
        j += !del[i];
    dims[which] = j;
    for (k = 0; k < which; k++)
        before *= a->dims[k];
    for (k = which + 1; k < nd; k++)
        after *= a->dims[k];
    mt_resize(&res, a->cls, a->cplx, nd, dims);
    j = 0;
    for (o = 0; o < after; o++)
        for (i = 0; i < n; i++) {
            if (del[i])
                continue;
            for (b = 0; b < before; b++)
                copy_elem(&res, j++, a, b + before * (i + n * o), es);
        }
    free(del);
    mt__take(a, &res);
}

/* ------------------------------------------------------------------------- */
/* errors and program lifetime                                                */
/* ------------------------------------------------------------------------- */

/* mt_error and the other ways to raise an error live in mt_except.c (try/catch). */

static char stdout_buf[1 << 16];

void mt_init(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    setvbuf(stdout, stdout_buf, _IOFBF, sizeof stdout_buf);
}

int mt_finish(void)
{
    fflush(stdout);
    fflush(stderr);
    return 0;
}
