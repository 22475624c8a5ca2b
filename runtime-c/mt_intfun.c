/* mt_intfun.c — integer, bit, number-theory and special-function builtins called through
 * the generic entry `mt_bi_<name>(nout, out, nargs, args)` (see mat2c_rt.h): idivide,
 * bitand/bitor/bitxor/bitshift, primes, isprime, factorial, nchoosek, gcd, lcm, xor, gamma
 * and friends, nthroot, intmax/intmin/realmax/realmin/flintmax, tic/toc, rows/columns,
 * colon, bitcmp. Messages are Octave 7's. */
/* clock_gettime for tic/toc */
#define _POSIX_C_SOURCE 200809L
#include "mt_internal.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define UNUSED_BI (void)nout, (void)nargs, (void)args

/* ------------------------------------------------------------------------- */
/* integer division, bit operations                                           */
/* ------------------------------------------------------------------------- */

/* Elementwise binary map with implicit expansion of scalars only (same shapes otherwise). */
typedef double (*bin_fn)(double a, double b, int op);

/* The operands of an elementwise two-input function: real, and of one size or scalar. */
static void bin_check(const char *fn, const mt_array *a, const mt_array *b)
{
    int d;
    mt__bi_no_complex(fn, a);
    mt__bi_no_complex(fn, b);
    if (a->numel != 1 && b->numel != 1) {
        int same = a->ndims == b->ndims;
        for (d = 0; same && d < a->ndims; d++)
            same = a->dims[d] == b->dims[d];
        if (!same) {
            char b1[64], b2[64];
            mt__dims_str(b1, sizeof b1, a->ndims, a->dims);
            mt__dims_str(b2, sizeof b2, b->ndims, b->dims);
            mt_error("%s: nonconformant arguments (op1 is %s, op2 is %s)", fn, b1, b2);
        }
    }
}

static void bin_map(const char *fn, mt_array *res, mt_class cls, const mt_array *a,
                    const mt_array *b, bin_fn f, int op)
{
    const mt_array *shape = a->numel == 1 ? b : a;
    size_t i;
    bin_check(fn, a, b);
    mt_resize(res, cls, 0, shape->ndims, shape->dims);
    for (i = 0; i < shape->numel; i++)
        mt__set(res, i, f(mt__get(a, a->numel == 1 ? 0 : i), mt__get(b, b->numel == 1 ? 0 : i), op));
}


/* Octave 7.3's idivide.m, with its own integer arithmetic (so with its saturation and its
 * exact int64 products): z = x ./ y (rounded), then z is moved by one where z .* y (also
 * saturated) compares with x as the rounding op says, e.g. "fix" with y > 0:
 * z -= (z .* y > x). idivide(int8(127), int8(2)) is 64: 64 * 2 saturates to 127. */
BI(idivide)
{
    mt_array v0, v1, z = MT_ARRAY_INIT, p = MT_ARRAY_INIT, gt = MT_ARRAY_INIT,
                     lt = MT_ARRAY_INIT, pos = MT_ARRAY_INIT, d = MT_ARRAY_INIT,
                     r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    int op = 0;
    size_t i;
    mt_arg ya = {b, 0};
    (void)nout;
    if (!mt__is_int_class(a->cls) && !mt__is_int_class(b->cls))
        mt_error("idivide: at least one input (X or Y) must be an integer type");
    if (mt__is_int_class(a->cls) && mt__is_int_class(b->cls) && a->cls != b->cls)
        mt_error("idivide: integer type of X (%s) must match integer type of Y (%s)",
                 mt_class_name(a->cls), mt_class_name(b->cls));
    if (nargs >= 3) {
        if (mt__bi_is_word(&args[2], "fix"))
            op = 0;
        else if (mt__bi_is_word(&args[2], "round"))
            op = 1;
        else if (mt__bi_is_word(&args[2], "floor"))
            op = 2;
        else if (mt__bi_is_word(&args[2], "ceil"))
            op = 3;
        else {
            char *s = mt__bi_is_string(&args[2]) ? mt__bi_cstr(args[2].a) : NULL;
            mt_error("idivide: unrecognized rounding type \"%s\"", s ? s : "");
        }
    }
    {
        mt_arg xa = {a, 0};
        mt_binary(&z, MT_RDIV, xa, ya);
        if (op == 1) {
            mt__bi_give(out[0], &z);
            return;
        }
        mt_binary(&p, MT_MUL, (mt_arg){&z, 0}, ya);
        mt_binary(&gt, MT_GT, (mt_arg){&p, 0}, xa);
        mt_binary(&lt, MT_LT, (mt_arg){&p, 0}, xa);
        mt_binary(&pos, MT_GT, ya, (mt_arg){NULL, 0.0});
    }
    /* Octave's masked assignment z(y > 0) -= (... > x(y > 0)) fails when x and y were
     * broadcast against each other (a row x: the comparison is nnz x nnz) */
    if (pos.numel != 1 && pos.numel != z.numel) {
        size_t n = 0;
        for (i = 0; i < pos.numel; i++)
            n += ((const uint8_t *)pos.data)[i] != 0;
        /* freed first: a `try` may catch the error */
        mt_free(&z);
        mt_free(&p);
        mt_free(&gt);
        mt_free(&lt);
        mt_free(&pos);
        mt_error("=: nonconformant arguments (op1 is %zux1, op2 is %zux%zu)", n, n, n);
    }
    /* the step per element: -1, 0 or +1 (added to z in z's class, saturating) */
    mt_resize(&d, MT_DOUBLE, 0, z.ndims, z.dims);
    for (i = 0; i < z.numel; i++) {
        const uint8_t *g = gt.data, *l = lt.data, *ps = pos.data;
        int up = ps[pos.numel == 1 ? 0 : i] != 0;
        double step;
        if (op == 0)
            step = up ? -(double)g[i] : (double)g[i];
        else if (op == 2)
            step = up ? -(double)g[i] : -(double)l[i];
        else
            step = up ? (double)l[i] : (double)g[i];
        ((double *)d.data)[i] = step;
    }
    mt_binary(&r, MT_ADD, (mt_arg){&z, 0}, (mt_arg){&d, 0});
    mt_free(&z);
    mt_free(&p);
    mt_free(&gt);
    mt_free(&lt);
    mt_free(&pos);
    mt_free(&d);
    mt__bi_give(out[0], &r);
}

static int class_bits(mt_class c)
{
    switch (c) {
    case MT_INT8: return 7;
    case MT_UINT8: return 8;
    case MT_INT16: return 15;
    case MT_UINT16: return 16;
    case MT_INT32: return 31;
    case MT_UINT32: return 32;
    case MT_INT64: return 63;
    case MT_UINT64: return 64;
    default: return 53;
    }
}

static double shift_f(double a, double n, int bits)
{
    uint64_t x, mask = bits >= 64 ? UINT64_MAX : (((uint64_t)1 << bits) - 1);
    int neg = a < 0;
    if (neg)
        a = -a;
    x = (uint64_t)a;
    if (n > 0)
        x = n >= 64 ? 0 : (x << (int)n) & mask;
    else if (n < 0)
        x = -n >= 64 ? 0 : x >> (int)-n;
    return neg ? -(double)x : (double)x;
}

/* A signed integer of `bits` value bits (7, 15, 31 or 63) shifted as Octave's bitshift
 * does: a shift by `bits` or more places is 0, a smaller one to the left wraps in two's
 * complement (into the sign bit), one to the right is arithmetic. */
static int64_t shift_signed(int64_t v, double n, int bits)
{
    int w = bits + 1;
    if (n >= bits)
        return 0;
    if (n > 0) {
        uint64_t u = n >= 64 ? 0 : (uint64_t)v << (int)n;
        if (w < 64) {
            u &= ((uint64_t)1 << w) - 1;
            if (u >> (w - 1))
                u |= ~(((uint64_t)1 << w) - 1); /* sign-extend the low w bits */
        }
        v = (int64_t)u;
    } else if (n < 0)
        v = -n >= 63 ? (v < 0 ? -1 : 0) : (v < 0 ? ~(~v >> (int)-n) : v >> (int)-n);
    return v;
}

static double shift_signed_f(double a, double n, int bits)
{
    return (double)shift_signed((int64_t)a, n, bits);
}

/* int64/uint64 operands of the bit functions, bit-exact (a double holds only 53 bits): an
 * element of class cls as its 64 bits, any other operand converted to cls as Octave does
 * (rounded, saturated, NaN is 0). */
static uint64_t wide_bits(const mt_array *x, size_t i, mt_class cls)
{
    double v;
    if (x->cls == cls)
        return ((const uint64_t *)x->data)[i];
    v = mt__get(x, i);
    if (v != v)
        return 0;
    if (cls == MT_INT64)
        return v >= 9223372036854775807.0    ? (uint64_t)INT64_MAX
               : v <= -9223372036854775808.0 ? (uint64_t)INT64_MIN
                                             : (uint64_t)(int64_t)round(v);
    return v <= 0 ? 0 : v >= 18446744073709551615.0 ? UINT64_MAX : (uint64_t)round(v);
}

/* x op y on the bits of an int64/uint64 result: 0..2 and, or, xor; 3 a shift of x by y
 * places (y is the count: the operand's value, not its bits) */
static uint64_t wide_op(mt_class cls, uint64_t x, uint64_t y, double n, int op)
{
    switch (op) {
    case 0: return x & y;
    case 1: return x | y;
    case 2: return x ^ y;
    default:
        if (cls == MT_UINT64)
            return n > 0   ? (n >= 64 ? 0 : x << (int)n)
                   : n < 0 ? (-n >= 64 ? 0 : x >> (int)-n)
                           : x;
        return (uint64_t)shift_signed((int64_t)x, n, 63);
    }
}

static void bin_map_wide(const char *fn, mt_array *res, mt_class cls, const mt_array *a,
                         const mt_array *b, int op)
{
    const mt_array *shape = a->numel == 1 ? b : a;
    size_t i;
    bin_check(fn, a, b);
    mt_resize(res, cls, 0, shape->ndims, shape->dims);
    for (i = 0; i < shape->numel; i++) {
        size_t ia = a->numel == 1 ? 0 : i, ib = b->numel == 1 ? 0 : i;
        ((uint64_t *)res->data)[i] = wide_op(cls, wide_bits(a, ia, cls),
                                             op == 3 ? 0 : wide_bits(b, ib, cls),
                                             op == 3 ? mt__get(b, ib) : 0, op);
    }
}

/* Bit operations: doubles convert to unsigned integers (negative to 0, rounded), signed
 * integer classes combine their two's complement bits (op + 3 selects that). */
static double bit_f(double a, double b, int op)
{
    if (op >= 3) {
        int64_t x = (int64_t)a, y = (int64_t)b;
        switch (op - 3) {
        case 0: return (double)(x & y);
        case 1: return (double)(x | y);
        default: return (double)(x ^ y);
        }
    } else {
        uint64_t x = a > 0 ? (uint64_t)round(a) : 0, y = b > 0 ? (uint64_t)round(b) : 0;
        switch (op) {
        case 0: return (double)(x & y);
        case 1: return (double)(x | y);
        default: return (double)(x ^ y);
        }
    }
}

static void bitop(const char *fn, mt_array *o, const mt_arg *args, int op)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    mt_class cls;
    if (mt__is_int_class(a->cls) && mt__is_int_class(b->cls) && a->cls != b->cls)
        mt_error("%s: must have matching operand types", fn);
    if (a->cls == MT_CHAR || b->cls == MT_CHAR || mt__is_container(a) || mt__is_container(b))
        mt_error("%s: invalid operand type", fn);
    cls = a->cls == MT_LOGICAL && b->cls == MT_LOGICAL ? MT_LOGICAL /* Octave keeps logical */
          : mt__is_int_class(a->cls) ? a->cls
          : mt__is_int_class(b->cls) ? b->cls
          : (a->cls == MT_SINGLE || b->cls == MT_SINGLE) ? MT_SINGLE
                                                         : MT_DOUBLE;
    if (cls == MT_INT64 || cls == MT_UINT64)
        bin_map_wide(fn, &r, cls, a, b, op);
    else if (mt__is_int_class(cls)) {
        /* the other operand is converted to the class first (rounded, saturated) */
        mt_array ca = MT_ARRAY_INIT, cb = MT_ARRAY_INIT;
        mt__bi_no_complex(fn, a);
        mt__bi_no_complex(fn, b);
        mt_convert(&ca, cls, a);
        mt_convert(&cb, cls, b);
        bin_map(fn, &r, cls, &ca, &cb, bit_f,
                cls == MT_INT8 || cls == MT_INT16 || cls == MT_INT32 ? op + 3 : op);
        mt_free(&ca);
        mt_free(&cb);
    } else
        bin_map(fn, &r, cls, a, b, bit_f, op);
    mt__bi_give(o, &r);
}

BI(bitand)
{
    (void)nout, (void)nargs;
    bitop("bitand", out[0], args, 0);
}

BI(bitor)
{
    (void)nout, (void)nargs;
    bitop("bitor", out[0], args, 1);
}

BI(bitxor)
{
    (void)nout, (void)nargs;
    bitop("bitxor", out[0], args, 2);
}

BI(bitshift)
{
    mt_array v0, v1, r = MT_ARRAY_INIT, ra = MT_ARRAY_INIT, rb = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0), *b = mt__bi_arg(&args[1], &v1);
    mt_class cls = a->cls;
    (void)nout;
    /* Octave reads K as an array first (a string or container fails), then looks at A's
     * class */
    if (b->cls == MT_CHAR || mt__is_container(b))
        mt_error("bitshift: K must be a scalar or array of integers");
    if (cls == MT_LOGICAL || cls == MT_CHAR || mt__is_container(a))
        mt_error("bitshift: not defined for %s objects", mt_class_name(cls));
    if (b->numel == 0 && a->numel != 0)
        mt_error("bitshift: K must be a scalar or array of integers");
    {
        size_t i;
        for (i = 0; i < b->numel; i++)
            if (mt__get(b, i) != floor(mt__get(b, i)) || isinf(mt__get(b, i)))
                mt_error("bitshift: K must be a scalar or array of integers");
    }
    if (nargs > 2)
        mt_error("mat2c: bitshift with N bits is not supported");
    /* Octave's bitshift reads complex operands by their real parts */
    if (a->cplx) {
        mt_unary(&ra, MT_REAL, a);
        a = &ra;
    }
    if (b->cplx) {
        mt_unary(&rb, MT_REAL, b);
        b = &rb;
    }
    if (cls == MT_INT64 || cls == MT_UINT64)
        bin_map_wide("bitshift", &r, cls, a, b, 3);
    else if (cls == MT_INT8 || cls == MT_INT16 || cls == MT_INT32)
        bin_map("bitshift", &r, cls, a, b, shift_signed_f, class_bits(cls));
    else
        bin_map("bitshift", &r, cls, a, b, shift_f, class_bits(cls));
    mt_free(&ra);
    mt_free(&rb);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* number theory                                                              */
/* ------------------------------------------------------------------------- */

BI(primes)
{
    mt_array r = MT_ARRAY_INIT, v0;
    double nv;
    size_t n, i, j, c = 0;
    char *comp;
    mt_class cls;
    UNUSED_BI;
    {
        const mt_array *na = mt__bi_arg(&args[0], &v0);
        if (na->numel != 1 || na->cplx || mt__is_container(na))
            mt_error("primes: N must be a real scalar");
    }
    nv = mt__bi_scalar(args, 0);
    if (nv != nv || (isinf(nv) && nv > 0))
        mt_error("primes: N must be finite (not +Inf or NaN)");
    n = nv >= 2 ? (size_t)floor(nv < 1e18 ? nv : 1e18) : 0;
    comp = (char *)calloc(n + 1, 1);
    if (!comp)
        mt_error("out of memory or dimension too large for Octave's index type");
    for (i = 2; i <= n; i++)
        if (!comp[i]) {
            c++;
            for (j = i * i; j <= n; j += i)
                comp[j] = 1;
        }
    /* primes.m casts to the class of N (logical too) unless it is double or char */
    cls = args[0].a && args[0].a->cls != MT_CHAR ? args[0].a->cls : MT_DOUBLE;
    mt__bi_set2(&r, cls, 1, c);
    c = 0;
    for (i = 2; i <= n; i++)
        if (!comp[i])
            mt__set(&r, c++, (double)i);
    free(comp);
    mt__bi_give(out[0], &r);
}

/* (a * b) mod m without overflow (a, b < m). */
static uint64_t mulmod_u(uint64_t a, uint64_t b, uint64_t m)
{
    uint64_t r = 0;
    while (b) {
        if (b & 1)
            r = r >= m - a ? r - (m - a) : r + a;
        a = a >= m - a ? a - (m - a) : a + a;
        b >>= 1;
    }
    return r;
}

static uint64_t powmod_u(uint64_t a, uint64_t e, uint64_t m)
{
    uint64_t r = 1;
    a %= m;
    while (e) {
        if (e & 1)
            r = mulmod_u(r, a, m);
        a = mulmod_u(a, a, m);
        e >>= 1;
    }
    return r;
}

/* Deterministic Miller-Rabin for every 64-bit n (the first twelve primes as bases). */
static int is_prime_u(uint64_t n)
{
    static const uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    uint64_t d = n - 1;
    int s = 0, i, k;
    if (n < 2)
        return 0;
    for (i = 0; i < 12; i++) {
        if (n == bases[i])
            return 1;
        if (n % bases[i] == 0)
            return 0;
    }
    while (d % 2 == 0) {
        d /= 2;
        s++;
    }
    for (i = 0; i < 12; i++) {
        uint64_t x = powmod_u(bases[i], d, n);
        if (x == 1 || x == n - 1)
            continue;
        for (k = 1; k < s && x != n - 1; k++)
            x = mulmod_u(x, x, n);
        if (x != n - 1)
            return 0;
    }
    return 1;
}

/* Octave's mod(v, 4) of an integer-valued double: in [0, 4). */
static double mod4(double v)
{
    double m = fmod(v, 4);
    return m < 0 ? m + 4 : m;
}

/* isprime.m's Gaussian primes: a real or imaginary axis value p is prime when p is a prime
 * with mod(p, 4) == 3 (mod of the signed value, as Octave's), any other x + iy when
 * x^2 + y^2 is prime. */
static int is_gaussian_prime(double re, double im)
{
    if (im == 0 && mod4(re) == 3)
        return is_prime_u((uint64_t)fabs(re));
    if (re == 0 && mod4(im) == 3)
        return is_prime_u((uint64_t)fabs(im));
    return is_prime_u((uint64_t)(re * re + im * im));
}

BI(isprime)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    UNUSED_BI;
    for (i = 0; i < x->numel; i++) {
        double v = mt__get(x, i), w = mt__get_im(x, i);
        if (v != floor(v) || w != floor(w))
            mt_error("isprime: X contains non-integer entries");
    }
    mt_resize(&r, MT_LOGICAL, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel && x->cplx; i++)
        ((uint8_t *)r.data)[i] = (uint8_t)is_gaussian_prime(mt__get(x, i), mt__get_im(x, i));
    for (i = 0; i < x->numel && !x->cplx; i++) {
        /* 64-bit integers exactly (beyond 2^53 a double would round them) */
        uint64_t u;
        if (x->cls == MT_UINT64)
            u = ((const uint64_t *)x->data)[i];
        else if (x->cls == MT_INT64) {
            int64_t v = ((const int64_t *)x->data)[i];
            u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        } else
            u = (uint64_t)fabs(mt__get(x, i));
        ((uint8_t *)r.data)[i] = (uint8_t)is_prime_u(u);
    }
    mt__bi_give(out[0], &r);
}

BI(factorial)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t i;
    UNUSED_BI;
    if (mt__is_container(x))
        mt_error("factorial: all N must be real non-negative integers");
    for (i = 0; i < x->numel; i++) {
        double v = mt__get(x, i);
        if (v < 0 || v != floor(v) || x->cplx)
            mt_error("factorial: all N must be real non-negative integers");
    }
    /* factorial.m: round (gamma (n + 1)), so an integer n gives a double, its n + 1
     * saturated first (int8(127) + 1 is 127) */
    mt_resize(&r, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double v = mt__get(x, i), v1 = v + 1;
        if (x->cls == MT_INT8 && v1 > 127)
            v1 = 127;
        else if (x->cls == MT_UINT8 && v1 > 255)
            v1 = 255;
        mt__set(&r, i, v > 170 ? MT_INF : round(tgamma(v1)));
    }
    mt__bi_give(out[0], &r);
}

/* The k-element combinations of the elements of v, one per row, in lexicographic order of
 * positions (Octave's nchoosek (v, k)). */
static void combinations(mt_array *o, const mt_array *v, size_t k)
{
    mt_array r = MT_ARRAY_INIT;
    size_t n = v->numel, rows = 0, i, row, es = mt_elsize(v->cls, v->cplx), idx[64];
    double cnt = 1;
    size_t cols = k; /* Octave: no combination is a 0 x K matrix */
    if (k > n)
        k = n + 1; /* no combination */
    if (k > 64)
        mt_error("mat2c: nchoosek with K above 64 is not supported");
    for (i = 0; k <= n && i < k; i++)
        cnt = cnt * (double)(n - k + 1 + i) / (double)(i + 1);
    rows = k <= n ? (size_t)(cnt + 0.5) : 0;
    {
        size_t d[2];
        d[0] = rows;
        d[1] = cols;
        mt_resize(&r, v->cls, v->cplx, 2, d);
    }
    for (i = 0; i < k && k <= n; i++)
        idx[i] = i;
    for (row = 0; row < rows; row++) {
        for (i = 0; i < k; i++)
            memcpy((char *)r.data + (row + i * rows) * es, (const char *)v->data + idx[i] * es, es);
        /* next combination */
        for (i = k; i-- > 0;)
            if (idx[i] < n - k + i) {
                size_t j;
                idx[i]++;
                for (j = i + 1; j < k; j++)
                    idx[j] = idx[j - 1] + 1;
                break;
            }
    }
    mt__bi_give(o, &r);
}

BI(nchoosek)
{
    mt_array v0, v1;
    const mt_array *nv = mt__bi_arg(&args[0], &v0), *kv = mt__bi_arg(&args[1], &v1);
    double n, k, r = 1, i;
    mt_class cls;
    mt_frame f;
    UNUSED_BI;
    if (!(nv->ndims == 2 && (nv->dims[0] == 1 || nv->dims[1] == 1)))
        mt_error("nchoosek: first argument must be a scalar or a vector");
    /* nchoosek.m's isreal (k): a cell or struct K is not real */
    k = kv->numel == 1 && !mt__is_container(kv) ? mt__get(kv, 0) : -1;
    if (kv->cplx || !(k >= 0) || k != floor(k))
        mt_error("nchoosek: K must be an integer >= 0");
    /* a container V (a 1x1 one too: nchoosek.m's scalar case is numeric only) */
    if (mt__is_container(nv)) {
        /* combinations of the element ids, then the elements (a cell or struct array) */
        mt_array ids = MT_ARRAY_INIT, c = MT_ARRAY_INIT, r0 = MT_ARRAY_INIT;
        mt_container_ids(&ids, nv);
        combinations(&c, &ids, (size_t)k);
        mt_container_gather(&r0, nv, &c);
        mt__bi_give(out[0], &r0);
        mt_free(&ids);
        mt_free(&c);
        return;
    }
    if (nv->numel != 1) {
        combinations(out[0], nv, (size_t)k);
        return;
    }
    n = mt__get(nv, 0);
    if (n < k || n < 0 || n != floor(n))
        mt_error("nchoosek: N must be a non-negative integer >= K");
    if (k > n - k)
        k = n - k;
    /* Octave's multiplicative formula with a gcd step keeps intermediate values exact */
    for (i = 1; i <= k; i++)
        r = r * (n - k + i) / i;
    r = round(r);
    /* the class of nchoosek.m's arithmetic on N and K: an integer class of either wins */
    cls = mt__is_int_class(nv->cls)   ? nv->cls
          : mt__is_int_class(kv->cls) ? kv->cls
          : kv->cls == MT_SINGLE      ? MT_SINGLE
                                      : mt__bi_arith_class(nv);
    mt__bi_give_scalar(out[0], cls, r);
    /* Octave's backtrace names the m-file's line of each warning */
    mt__frame_push(&f, "nchoosek", 0, 0);
    if (mt__is_int_class(cls)) {
        mt_array lim = MT_ARRAY_INIT;
        double big;
        mt_array *o = out[0];
        mt__bi_give_scalar(&lim, cls, HUGE_VAL); /* saturates: intmax of the class */
        big = mt__get(&lim, 0);
        mt_free(&lim);
        f.pos = MT_POS(153, 7);
        if (mt__get(o, 0) == big)
            mt_warn("Octave:nchoosek:large-output-integer",
                    "nchoosek: result may have saturated at intmax");
    } else if (r > (cls == MT_SINGLE ? 16777216.0 : 9007199254740992.0)) {
        f.pos = MT_POS(150, 7);
        mt_warn("Octave:nchoosek:large-output-float", "nchoosek: possible loss of precision");
    }
    mt__frame_pop(&f);
}

static double gcd_f(double a, double b, int op)
{
    (void)op;
    a = fabs(a);
    b = fabs(b);
    while (b > 0) {
        double t = fmod(a, b);
        a = b;
        b = t;
    }
    return a;
}

static double lcm_f(double a, double b, int op)
{
    double g;
    (void)op;
    if (a == 0 || b == 0)
        return 0;
    g = gcd_f(a, b, 0);
    return fabs(a / g * b);
}

static void gcd_lcm(const char *fn, mt_array *o, int nargs, const mt_arg *args, bin_fn f)
{
    mt_array acc = MT_ARRAY_INIT, t = MT_ARRAY_INIT, v0, v1;
    int k;
    size_t i;
    mt_class cls = MT_DOUBLE;
    for (k = 0; k < nargs; k++) {
        const mt_array *x = mt__bi_arg(&args[k], &v0);
        for (i = 0; i < x->numel; i++)
            if (mt__get(x, i) != floor(mt__get(x, i)) || x->cplx)
                mt_error("%s: all values must be integers", fn);
        if (mt__is_int_class(x->cls))
            cls = x->cls;
    }
    mt_copy(&acc, mt__bi_arg(&args[0], &v0));
    for (k = 1; k < nargs; k++) {
        bin_map(fn, &t, cls, &acc, mt__bi_arg(&args[k], &v1), f, 0);
        mt_copy(&acc, &t);
    }
    mt_free(&t);
    if (acc.cls != cls)
        mt_convert(&acc, cls, &acc);
    mt__bi_give(o, &acc);
}

BI(gcd)
{
    (void)nout;
    gcd_lcm("gcd", out[0], nargs, args, gcd_f);
}

BI(lcm)
{
    (void)nout;
    gcd_lcm("lcm", out[0], nargs, args, lcm_f);
}

/* ------------------------------------------------------------------------- */
/* xor                                                                        */
/* ------------------------------------------------------------------------- */

static int compatible(const mt_array *a, const mt_array *b)
{
    int d, nd = a->ndims > b->ndims ? a->ndims : b->ndims;
    for (d = 0; d < nd; d++) {
        size_t x = d < a->ndims ? a->dims[d] : 1, y = d < b->ndims ? b->dims[d] : 1;
        if (x != y && x != 1 && y != 1)
            return 0;
    }
    return 1;
}

/* Octave's xor.m: logical(x) != logical(y), broadcast, folded over further arguments. */
BI(xor)
{
    mt_array v, z = MT_ARRAY_INIT, l = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    mt_arg ga, gb;
    int k;
    (void)nout;
    mt_convert(&z, MT_LOGICAL, mt__bi_arg(&args[0], &v));
    for (k = 1; k < nargs; k++) {
        mt_convert(&l, MT_LOGICAL, mt__bi_arg(&args[k], &v));
        if (!compatible(&z, &l))
            mt_error("xor: X and Y must be of compatible size or scalars");
        ga.a = &z;
        ga.s = 0;
        gb.a = &l;
        gb.s = 0;
        mt_binary(&t, MT_NE, ga, gb);
        mt_copy(&z, &t);
    }
    mt_free(&l);
    mt_free(&t);
    mt__bi_give(out[0], &z);
}

/* ------------------------------------------------------------------------- */
/* elementwise special functions                                              */
/* ------------------------------------------------------------------------- */

/* r = f(x) elementwise in x's floating class (logical, char and the integer classes compute
 * in double, as Octave's mappers of integers do). */
static void ew(const char *fn, mt_array *o, const mt_arg *g, double (*f)(double))
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(g, &v);
    size_t i;
    mt__bi_no_complex(fn, x);
    mt_resize(&r, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++)
        mt__set(&r, i, f(mt__get(x, i)));
    mt__bi_give(o, &r);
}

/* Octave's gamma: Inf at zero and the negative integers, and at -Inf. */
static double gamma_f(double x)
{
    if (x == 0)
        return signbit(x) ? -MT_INF : MT_INF;
    if ((x < 0 && x == floor(x)) || isinf(x))
        return MT_INF;
    return tgamma(x);
}

static double gammaln_f(double x)
{
    if (x < 0)
        mt_error("mat2c: gammaln of negative values is not supported");
    return lgamma(x);
}

static double nextpow2_f(double x)
{
    return x == 0 ? 0 : ceil(log2(fabs(x)));
}

#define EW(name, f)                                                                         \
    BI(name)                                                                                \
    {                                                                                       \
        UNUSED_BI;                                                                          \
        ew(#name, out[0], &args[0], f);                                                     \
    }

EW(gamma, gamma_f)
EW(gammaln, gammaln_f)
EW(erf, erf)
EW(erfc, erfc)
EW(expm1, expm1)
EW(cbrt, cbrt)
EW(nextpow2, nextpow2_f)

/* Octave's integer division a ./ b of class c: rounded, saturated; x ./ 0 is intmax, intmin
 * or 0 by the sign of x. */
static double int_div(mt_class c, double a, double b)
{
    if (b == 0)
        return a == 0 ? 0 : mt__int_value(c, a > 0 ? HUGE_VAL : -HUGE_VAL);
    return mt__int_value(c, a / b);
}

/* One element of nthroot.m for N > 0, N != 3, with X of integer class c: each operation of
 * the m-file rounds and saturates in c (abs (int8 (-128)) is 127). `scalar` is isscalar (X):
 * nthroot.m skips its correction for a scalar zero root only. */
static double nthroot_int_elem(mt_class c, double xv, double m, int scalar)
{
    int mi = m == floor(m);
    double y;
    if (mi && fmod(m, 2) == 1) {
        double a = mt__int_value(c, fabs(xv));
        y = mt__int_value(c, pow(a, 1 / m)) * (xv > 0 ? 1 : xv < 0 ? -1 : 0);
        y = mt__int_value(c, y);
    } else
        y = mt__int_value(c, pow(xv, 1 / m));
    if (mi && isfinite(m) && !(scalar && y == 0)) {
        double t1 = mt__int_value(c, (m - 1) * y);
        double t3 = int_div(c, xv, mt__int_value(c, pow(y, m - 1)));
        y = mt__int_value(c, mt__int_value(c, t1 + t3) / m);
    }
    return y;
}

/* nthroot.m's error for a negative X and an N that is not an odd integer (its line 77),
 * inside its recursive call for a negative N (line 70). */
static void nthroot_negative_error(double n)
{
    mt_frame outer, inner;
    if (n < 0)
        mt__frame_push(&outer, "nthroot", 70, 7);
    mt__frame_push(&inner, "nthroot", 77, 7);
    mt_error("nthroot: N must be an odd integer if X contains negative values");
}

/* The merge itself, its classes checked: a scalar mask picks Y or X whole (X keeps its
 * class), an array mask takes X where Y is not finite. */
static void nthroot_merge(mt_array *r, mt_array *y, const mt_array *x)
{
    size_t i;
    if (y->numel == 1) {
        if (isfinite(mt__get(y, 0)))
            mt_copy(r, y);
        else
            mt_copy(r, x);
        return;
    }
    for (i = 0; i < y->numel; i++)
        if (!isfinite(mt__get(y, i)))
            mt__set(y, i, mt__get(x, i));
    mt_copy(r, y);
}

/* nthroot.m operation by operation through the runtime's operators, for a single X or N
 * or an integer-class N: Octave then rounds every step to that class, and cbrt of a single
 * is cbrtf. Runs in nthroot's frame `fr`, its position set before each step (the column
 * of the statement's `=`, where Octave reports an error in it). */
static void nthroot_steps(mt_frame *fr, mt_array *r, const mt_array *x, const mt_array *nv,
                          double n)
{
    mt_array y = MT_ARRAY_INIT, p = MT_ARRAY_INIT, t = MT_ARRAY_INIT, u = MT_ARRAY_INIT;
    mt_arg xa = {x, 0}, na = {nv, 0}, one = {NULL, 1.0};
    size_t i;
    if (n == 3 || n == -3) {
        fr->pos = n == 3 ? MT_POS(66, 7) : MT_POS(68, 7);
        mt_resize(&y, x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, 0, x->ndims, x->dims);
        for (i = 0; i < x->numel; i++) {
            double v = mt__get(x, i);
            mt__set(&y, i, x->cls == MT_SINGLE ? (double)cbrtf((float)v) : cbrt(v));
        }
        if (n == -3)
            mt_binary(r, MT_RDIV, one, (mt_arg){&y, 0});
        else
            mt_copy(r, &y);
        mt_free(&y);
        return;
    }
    if (n < 0) {
        double pbuf[2]; /* -N (1x1) on the stack: nothing to free if the root raises */
        mt_frame inner;
        fr->pos = MT_POS(70, 7);
        mt_use_buffer(&p, pbuf, sizeof pbuf);
        mt_unary(&p, MT_NEG, nv);
        mt__frame_push(&inner, "nthroot", 0, 0);
        nthroot_steps(&inner, &y, x, &p, -n);
        mt__frame_pop(&inner);
        mt_binary(r, MT_RDIV, one, (mt_arg){&y, 0});
        mt_free(&y);
        mt_free(&p);
        return;
    }
    /* the one error the power can raise (two integer classes), raised before anything is
     * allocated: a caught error would leave the temporaries behind */
    fr->pos = n == floor(n) && fmod(n, 2) == 1 ? MT_POS(75, 9) : MT_POS(79, 9);
    if (mt__is_int_class(x->cls) && mt__is_int_class(nv->cls) && x->cls != nv->cls)
        mt__binop_type_error(".^", x, nv); /* 1/N has N's class and shape */
    mt_binary(&p, MT_RDIV, one, na);
    if (n == floor(n) && fmod(n, 2) == 1) {
        fr->pos = MT_POS(75, 9);
        mt_unary(&t, MT_ABS, x);
        mt_binary(&u, MT_POW, (mt_arg){&t, 0}, (mt_arg){&p, 0});
        mt_unary(&t, MT_SIGN, x);
        mt_binary(&y, MT_MUL, (mt_arg){&u, 0}, (mt_arg){&t, 0});
    } else {
        fr->pos = MT_POS(79, 9);
        mt_binary(&y, MT_POW, xa, (mt_arg){&p, 0});
    }
    if (n == floor(n) && isfinite(n) && !(y.numel == 1 && mt__get(&y, 0) == 0)) {
        fr->pos = MT_POS(87, 11);
        mt_binary(&p, MT_SUB, na, one);                              /* n-1 */
        mt_binary(&t, MT_MUL, (mt_arg){&p, 0}, (mt_arg){&y, 0});     /* (n-1)*y */
        mt_binary(&u, MT_POW, (mt_arg){&y, 0}, (mt_arg){&p, 0});     /* y.^(n-1) */
        mt_binary(&y, MT_RDIV, xa, (mt_arg){&u, 0});                 /* x ./ ... */
        mt_binary(&u, MT_ADD, (mt_arg){&t, 0}, (mt_arg){&y, 0});
        mt_binary(&y, MT_RDIV, (mt_arg){&u, 0}, na);                 /* ... / n */
        if (y.numel != 1 && y.cls != x->cls) {
            mt_class yc = y.cls;
            mt_free(&y);
            mt_free(&p);
            mt_free(&t);
            mt_free(&u);
            fr->pos = MT_POS(88, 11);
            mt_error("merge: cannot merge %s with %s with array mask", mt_class_name(yc),
                     mt_class_name(x->cls));
        }
        nthroot_merge(r, &y, x);
    } else
        mt_copy(r, &y);
    mt_free(&y);
    mt_free(&p);
    mt_free(&t);
    mt_free(&u);
}

static void nthroot_ops(mt_array *r, const mt_array *x, const mt_array *nv, double n)
{
    mt_frame fr;
    mt__frame_push(&fr, "nthroot", 0, 0);
    nthroot_steps(&fr, r, x, nv, n);
    mt__frame_pop(&fr);
}

/* Octave's nthroot.m: cbrt for n = +-3, the real odd root, then one Newton step for
 * integer n. An integer-class X keeps its class through the m-file's arithmetic, except
 * that cbrt (N = +-3) answers a double. */
BI(nthroot)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *nv = mt__bi_arg(&args[1], &v1);
    double n;
    size_t i;
    int integer_n, ix;
    UNUSED_BI;
    if (x->cplx)
        mt_error("nthroot: X must not contain complex values");
    if (nv->cplx || nv->numel != 1 || mt__is_container(nv) || mt__get(nv, 0) == 0)
        mt_error("nthroot: N must be a real nonzero scalar");
    if (mt__is_container(x)) { /* where nthroot.m first touches X */
        double nn = mt__get(nv, 0);
        if (nn == 3 || nn == -3)
            mt_error("cbrt: not defined for %s", mt__type_name(x));
        if (nn > 0 && nn == floor(nn) && fmod(nn, 2) == 1)
            mt_error("abs: not defined for %s", mt__type_name(x));
        mt_error("binary operator '<' not implemented for '%s' by 'scalar' operations",
                 mt__type_name(x));
    }
    if (nv->cls == MT_CHAR || nv->cls == MT_LOGICAL) /* nthroot.m's mod (n, 2) */
        mt_error("mod: wrong type argument '%s'", nv->cls == MT_CHAR ? mt__stored_char_type(nv) : "bool");
    n = mt__get(nv, 0);
    integer_n = n == floor(n);
    ix = mt__is_int_class(x->cls) && n != 3 && n != -3;
    if (!(n == 3 || n == -3 || (integer_n && fmod(fabs(n), 2) == 1)))
        for (i = 0; i < x->numel; i++)
            if (mt__get(x, i) < 0)
                nthroot_negative_error(n);
    if (ix && (x->cls == MT_INT64 || x->cls == MT_UINT64))
        for (i = 0; i < x->numel; i++)
            if (fabs(mt__get(x, i)) > 9007199254740992.0)
                mt_error("mat2c: nthroot of 64-bit integers beyond 2^53 is not supported");
    /* a single or integer-class N (nthroot.m's 1/N is in its class: int8 (1/3) is 0) or a
     * single X: the m-file's operations through the runtime's */
    if (mt__is_int_class(nv->cls) || (!ix && (x->cls == MT_SINGLE || nv->cls == MT_SINGLE))) {
        nthroot_ops(&r, x, nv, n);
        mt__bi_give(out[0], &r);
        return;
    }
    mt_resize(&r, ix ? x->cls : MT_DOUBLE, 0, x->ndims, x->dims);
    for (i = 0; i < x->numel; i++) {
        double xv = mt__get(x, i), y, m = fabs(n);
        int mi = m == floor(m);
        if (n == 3)
            y = cbrt(xv);
        else if (n == -3)
            y = 1 / cbrt(xv);
        else if (ix) {
            y = nthroot_int_elem(x->cls, xv, m, x->numel == 1);
            if (n < 0)
                y = mt__int_value(x->cls, 1 / y);
        } else {
            if (mi && fmod(m, 2) == 1)
                y = pow(fabs(xv), 1 / m) * (xv > 0 ? 1 : xv < 0 ? -1 : 0);
            else
                y = pow(xv, 1 / m);
            if (mi && isfinite(m) && y != 0) {
                double z = ((m - 1) * y + xv / pow(y, m - 1)) / m;
                y = isfinite(z) ? z : xv;
            }
            if (n < 0)
                y = 1 / y;
        }
        mt__set(&r, i, y);
    }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* limits of the numeric classes                                              */
/* ------------------------------------------------------------------------- */

/* The class a limit function is asked about: a class name, or the class of a value. */
static mt_class limit_class(const char *fn, int nargs, const mt_arg *args, mt_class dflt)
{
    mt_array v;
    const mt_array *a;
    mt_class c;
    int k;
    if (nargs == 0)
        return dflt;
    a = mt__bi_arg(&args[0], &v);
    if (a->cls != MT_CHAR)
        return a->cls;
    {
        char *s = mt__bi_cstr(a);
        for (k = 0; k <= MT_CHAR; k++)
            if (!strcmp(s, mt_class_name((mt_class)k))) {
                free(s);
                return (mt_class)k;
            }
        c = MT_CHAR;
        if (!strcmp(fn, "intmax") || !strcmp(fn, "intmin"))
            mt_error("%s: invalid class name '%s'", fn, s);
        mt_error("%s: not defined for class '%s'", fn, s);
    }
    return c;
}

static void int_limit(const char *fn, mt_array *o, int nargs, const mt_arg *args, int max)
{
    static const double lo[] = {-128.0, 0.0, -32768.0, 0.0, -2147483648.0, 0.0,
                                -9223372036854775808.0, 0.0};
    static const double hi[] = {127.0, 255.0, 32767.0, 65535.0, 2147483647.0, 4294967295.0,
                                9223372036854775807.0, 18446744073709551615.0};
    mt_class c = limit_class(fn, nargs, args, MT_INT32);
    if (!mt__is_int_class(c))
        mt_error("%s: not defined for '%s' objects", fn, mt_class_name(c));
    {
        mt_array t = MT_ARRAY_INIT;
        size_t d[2] = {1, 1};
        mt_resize(&t, c, 0, 2, d);
        mt__set(&t, 0, max ? hi[c - MT_INT8] : lo[c - MT_INT8]);
        mt__bi_give(o, &t);
    }
}

BI(intmax)
{
    (void)nout;
    int_limit("intmax", out[0], nargs, args, 1);
}

BI(intmin)
{
    (void)nout;
    int_limit("intmin", out[0], nargs, args, 0);
}

static void float_limit(const char *fn, mt_array *o, int nargs, const mt_arg *args, double d,
                        double s)
{
    mt_class c;
    if (nargs > 0 && args[0].a && args[0].a->cls != MT_CHAR)
        mt_error("mat2c: %s (N) is not supported", fn);
    c = limit_class(fn, nargs, args, MT_DOUBLE);
    if (c != MT_DOUBLE && c != MT_SINGLE)
        mt_error("%s: not defined for class '%s'", fn, mt_class_name(c));
    mt__bi_give_scalar(o, c, c == MT_SINGLE ? s : d);
}

BI(realmax)
{
    (void)nout;
    float_limit("realmax", out[0], nargs, args, DBL_MAX, (double)FLT_MAX);
}

BI(realmin)
{
    (void)nout;
    float_limit("realmin", out[0], nargs, args, DBL_MIN, (double)FLT_MIN);
}

BI(flintmax)
{
    (void)nout;
    float_limit("flintmax", out[0], nargs, args, 9007199254740992.0, 16777216.0);
}


/* ------------------------------------------------------------------------- */
/* rows/columns, colon                                                       */
/* ------------------------------------------------------------------------- */

BI(rows)
{
    mt_array v;
    UNUSED_BI;
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)mt__bi_arg(&args[0], &v)->dims[0]);
}

BI(columns)
{
    mt_array v;
    UNUSED_BI;
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)mt__bi_arg(&args[0], &v)->dims[1]);
}

BI(colon)
{
    /* the operator's classes: char, integer and single operands, and the class errors */
    mt_array r = MT_ARRAY_INIT;
    mt_class ca = args[0].a ? args[0].a->cls : MT_DOUBLE, cb = args[1].a ? args[1].a->cls : MT_DOUBLE;
    mt_arg one;
    (void)nout;
    one.a = NULL;
    one.s = 1;
    if (nargs >= 3)
        mt_range_args(&r, ca, args[0], cb, args[1], args[2].a ? args[2].a->cls : MT_DOUBLE,
                      args[2]);
    else
        mt_range_args(&r, ca, args[0], MT_DOUBLE, one, cb, args[1]);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* factor, perms                                                              */
/* ------------------------------------------------------------------------- */

BI(factor)
{
    mt_array v0, p = MT_ARRAY_INIT, m = MT_ARRAY_INIT;
    const mt_array *q = mt__bi_arg(&args[0], &v0);
    double x, f[128], mult[128];
    size_t nf = 0, nu = 0, i;
    (void)nargs;
    x = q->numel == 1 ? mt__get(q, 0) : -1;
    if (q->numel != 1 || q->cplx || !(x >= 0) || x != floor(x))
        mt_error("factor: Q must be a real non-negative integer");
    if (x < 4) {
        f[nf++] = x;
    } else {
        uint64_t n = (uint64_t)x, d;
        for (d = 2; d * d <= n; d += d == 2 ? 1 : 2)
            while (n % d == 0) {
                f[nf++] = (double)d;
                n /= d;
            }
        if (n > 1)
            f[nf++] = (double)n;
    }
    if (nout <= 1) {
        mt__bi_set2(&p, q->cls, 1, nf);
        for (i = 0; i < nf; i++)
            mt__set(&p, i, f[i]);
        mt__bi_give(out[0], &p);
        return;
    }
    for (i = 0; i < nf; i++) {
        if (nu && f[nu - 1] == f[i]) {
            mult[nu - 1] += 1;
            continue;
        }
        f[nu] = f[i];
        mult[nu++] = 1;
    }
    mt__bi_set2(&p, q->cls, 1, nu);
    mt__bi_set2(&m, MT_DOUBLE, 1, nu);
    for (i = 0; i < nu; i++) {
        mt__set(&p, i, f[i]);
        ((double *)m.data)[i] = mult[i];
    }
    mt__bi_give(out[0], &p);
    mt__bi_give(out[1], &m);
}

/* All permutations of v, one per row, in reverse lexicographic order of positions (Octave). */
/* Ascending order of v's elements for perms (Octave's sort: NaN last, complex by modulus
 * then argument); a stable insertion sort of at most 11 positions. */
static void perms_order(const mt_array *v, size_t *ord, size_t n)
{
    size_t i, j;
    for (i = 0; i < n; i++)
        ord[i] = i;
    for (i = 1; i < n; i++)
        for (j = i; j > 0; j--) {
            size_t p = ord[j - 1], q = ord[j];
            double x = mt__get(v, p), y = mt__get(v, q), bx = 0, by = 0;
            int gt;
            if (v->cplx) {
                double xi = mt__get_im(v, p), yi = mt__get_im(v, q);
                bx = atan2(xi, x);
                by = atan2(yi, y);
                /* Octave's comparison takes an argument of -pi as pi */
                bx = bx == -3.141592653589793 ? -bx : bx;
                by = by == -3.141592653589793 ? -by : by;
                x = hypot(x, xi);
                y = hypot(y, yi);
            }
            gt = (x != x) ? (y == y) : (y == y && (x > y || (x == y && bx > by)));
            if (!gt)
                break;
            ord[j - 1] = q;
            ord[j] = p;
        }
}

/* Octave 7's perms.m: the elements sorted ascending (numeric and char values), then every
 * permutation in reverse lexicographic order of positions; v(idx) so that any class (cells,
 * structs) is indexed the ordinary way. */
BI(perms)
{
    mt_array v0, r = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    const mt_array *v = mt__bi_arg(&args[0], &v0);
    size_t n = v->numel, rows = 1, i, row, idx[16], ord[16];
    mt_sub sub;
    UNUSED_BI;
    if (n > 11)
        mt_error("mat2c: perms of more than 11 elements is not supported");
    for (i = 2; i <= n; i++)
        rows *= i;
    if (v->cls <= MT_UINT64 || v->cls == MT_CHAR)
        perms_order(v, ord, n);
    else
        for (i = 0; i < n; i++)
            ord[i] = i;
    {
        size_t d[2];
        d[0] = n ? rows : 1;
        d[1] = n;
        mt_resize(&ix, MT_DOUBLE, 0, 2, d);
    }
    for (i = 0; i < n; i++)
        idx[i] = n - 1 - i; /* the last permutation in lexicographic order */
    for (row = 0; row < rows && n; row++) {
        size_t j, k;
        for (i = 0; i < n; i++)
            ((double *)ix.data)[row + i * rows] = (double)ord[idx[i]] + 1;
        /* previous permutation in lexicographic order */
        for (j = n - 1; j > 0 && idx[j - 1] < idx[j]; j--)
            ;
        if (j == 0)
            break;
        for (k = n - 1; idx[k] >= idx[j - 1]; k--)
            ;
        {
            size_t t = idx[j - 1];
            idx[j - 1] = idx[k];
            idx[k] = t;
        }
        for (i = j, k = n - 1; i < k; i++, k--) {
            size_t t = idx[i];
            idx[i] = idx[k];
            idx[k] = t;
        }
    }
    sub.kind = MT_SUB_ARRAY;
    sub.s = 0;
    sub.a = &ix;
    mt_index(&r, v, 1, &sub, "");
    if (n == 0) {
        /* the one empty permutation is a 1x0 row, whatever the empty input's shape */
        r.ndims = 2;
        r.dims[0] = 1;
        r.dims[1] = 0;
    }
    mt_free(&ix);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* more elementwise functions                                                 */
/* ------------------------------------------------------------------------- */

static double cot_f(double x)
{
    return 1 / tan(x);
}

static double sec_f(double x)
{
    return 1 / cos(x);
}

static double csc_f(double x)
{
    return 1 / sin(x);
}

static double deg2rad_f(double x)
{
    return x * 3.141592653589793 / 180;
}

static double rad2deg_f(double x)
{
    return x * 180 / 3.141592653589793;
}

EW(cot, cot_f)
EW(sec, sec_f)
EW(csc, csc_f)
/* deg2rad.m and rad2deg.m take only floating-point values */
static void angle_conv(const char *fn, const char *what, mt_array *o, const mt_arg *g,
                       double (*f)(double))
{
    mt_array v;
    const mt_array *x = mt__bi_arg(g, &v);
    if (x->cls != MT_DOUBLE && x->cls != MT_SINGLE)
        mt_error("%s: %s must be a floating point class (double or single)", fn, what);
    ew(fn, o, g, f);
}

BI(deg2rad)
{
    UNUSED_BI;
    angle_conv("deg2rad", "DEG", out[0], &args[0], deg2rad_f);
}

BI(rad2deg)
{
    UNUSED_BI;
    angle_conv("rad2deg", "RAD", out[0], &args[0], rad2deg_f);
}

static double pow2_f(double f, double e, int op)
{
    (void)op;
    return f * exp2(e);
}

BI(pow2)
{
    mt_array v0, v1, r = MT_ARRAY_INIT, one = MT_ARRAY_INIT;
    (void)nout;
    if (nargs == 1) {
        mt_from_scalar(&one, 1.0);
        bin_map("pow2", &r, mt__bi_arith_class(mt__bi_arg(&args[0], &v0)), &one,
                mt__bi_arg(&args[0], &v0), pow2_f, 0);
        mt_free(&one);
    } else
        bin_map("pow2", &r, mt__bi_arith_class(mt__bi_arg(&args[0], &v0)),
                mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1), pow2_f, 0);
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* bitcmp                                                                    */

static size_t int_size(mt_class c)
{
    switch (c) {
    case MT_INT8:
    case MT_UINT8:
        return 1;
    case MT_INT16:
    case MT_UINT16:
        return 2;
    case MT_INT32:
    case MT_UINT32:
        return 4;
    case MT_INT64:
    case MT_UINT64:
        return 8;
    default:
        return 0;
    }
}

/* Integers: every bit flipped (two's complement for the signed classes, as Octave).
 * Doubles: bitxor with flintmax - 1, for values 0 <= x < 2^53 that are integers. */
BI(bitcmp)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    size_t i, w = int_size(a->cls);
    (void)nout;
    (void)nargs;
    if (a->cls == MT_LOGICAL || a->cls == MT_CHAR || a->cls == MT_CELL ||
        a->cls == MT_STRUCT || a->cls == MT_FHANDLE)
        mt_error("bitcmp: invalid class %s", mt_class_name(a->cls));
    mt__bi_no_complex("bitcmp", a);
    if (a->cls == MT_SINGLE)
        mt_error("mat2c: bitcmp of single values is not supported");
    mt_resize(&r, a->cls, 0, a->ndims, a->dims);
    if (w) {
        unsigned char *d = (unsigned char *)r.data;
        memcpy(d, a->data, a->numel * w);
        for (i = 0; i < a->numel * w; i++)
            d[i] = (unsigned char)~d[i];
    } else {
        const double top = 9007199254740991.0; /* flintmax - 1 */
        for (i = 0; i < a->numel; i++) {
            double x = mt__get(a, i);
            if (!(x >= 0 && x <= top && x == (double)(long long)x))
                mt_error("mat2c: bitcmp of a double that is not an integer in [0, flintmax) "
                         "is not supported");
            ((double *)r.data)[i] = (double)((long long)top ^ (long long)x);
        }
    }
    mt__bi_give(out[0], &r);
}
