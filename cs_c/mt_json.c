/* mt_json.c — jsonencode and jsondecode as Octave 7 does them over RapidJSON (built here
 * without its PrettyWriter, as the reference Octave: "PrettyPrint" only warns).
 *
 * jsonencode: a scalar struct is an object, a struct array or a cell a flat array of its
 * elements (column-major; an empty struct array writes nothing), a numeric or logical array
 * nested arrays split on the first dimension (a vector a flat array), a char array a string
 * per row (a char vector one string, text cut at a NUL as RapidJSON's C strings).
 * Whole doubles of magnitude <= 999999 are integers; other doubles RapidJSON's shortest
 * round-trip digits in its layout (`1e21`, `100000000000000000000.0`, `1e-7`).
 *
 * jsondecode: RapidJSON's parser (NaN and Inf accepted) with its error texts and offsets;
 * values as Octave's jsondecode.cc converts them: numbers and nulls to a double column (null
 * NaN), booleans to a logical column, objects with the same fields to a struct column,
 * arrays of equally sized numeric (logical, struct) arrays to one array with a new first
 * dimension, anything else to a cell column; object keys through makeValidName. */
#include "mt_internal.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- text buffer */

typedef struct jbuf {
    char *s;
    size_t n, cap;
} jbuf;

static void jb_put(jbuf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        char *p;
        while (cap < b->n + n + 1)
            cap *= 2;
        p = (char *)realloc(b->s, cap);
        if (!p)
            mt_error("out of memory or dimension too large for Octave's index type");
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

static void jb_puts(jbuf *b, const char *s)
{
    jb_put(b, s, strlen(s));
}

/* ---------------------------------------------------------------- jsonencode */

/* Grisu2 (Loitsch, "Printing floating-point numbers quickly and accurately with integers",
 * 2010) as RapidJSON runs it: its digits are not always the shortest or the closest, and
 * Octave prints them, so the same steps are taken here. The cached powers are 10^k for
 * k = -348, -340, ..., 340 as 64-bit significands (rounded) and binary exponents. */
static const uint64_t cached_f[87] = {
    0xfa8fd5a0081c0288ULL, 0xbaaee17fa23ebf76ULL, 0x8b16fb203055ac76ULL,
    0xcf42894a5dce35eaULL, 0x9a6bb0aa55653b2dULL, 0xe61acf033d1a45dfULL,
    0xab70fe17c79ac6caULL, 0xff77b1fcbebcdc4fULL, 0xbe5691ef416bd60cULL,
    0x8dd01fad907ffc3cULL, 0xd3515c2831559a83ULL, 0x9d71ac8fada6c9b5ULL,
    0xea9c227723ee8bcbULL, 0xaecc49914078536dULL, 0x823c12795db6ce57ULL,
    0xc21094364dfb5637ULL, 0x9096ea6f3848984fULL, 0xd77485cb25823ac7ULL,
    0xa086cfcd97bf97f4ULL, 0xef340a98172aace5ULL, 0xb23867fb2a35b28eULL,
    0x84c8d4dfd2c63f3bULL, 0xc5dd44271ad3cdbaULL, 0x936b9fcebb25c996ULL,
    0xdbac6c247d62a584ULL, 0xa3ab66580d5fdaf6ULL, 0xf3e2f893dec3f126ULL,
    0xb5b5ada8aaff80b8ULL, 0x87625f056c7c4a8bULL, 0xc9bcff6034c13053ULL,
    0x964e858c91ba2655ULL, 0xdff9772470297ebdULL, 0xa6dfbd9fb8e5b88fULL,
    0xf8a95fcf88747d94ULL, 0xb94470938fa89bcfULL, 0x8a08f0f8bf0f156bULL,
    0xcdb02555653131b6ULL, 0x993fe2c6d07b7facULL, 0xe45c10c42a2b3b06ULL,
    0xaa242499697392d3ULL, 0xfd87b5f28300ca0eULL, 0xbce5086492111aebULL,
    0x8cbccc096f5088ccULL, 0xd1b71758e219652cULL, 0x9c40000000000000ULL,
    0xe8d4a51000000000ULL, 0xad78ebc5ac620000ULL, 0x813f3978f8940984ULL,
    0xc097ce7bc90715b3ULL, 0x8f7e32ce7bea5c70ULL, 0xd5d238a4abe98068ULL,
    0x9f4f2726179a2245ULL, 0xed63a231d4c4fb27ULL, 0xb0de65388cc8ada8ULL,
    0x83c7088e1aab65dbULL, 0xc45d1df942711d9aULL, 0x924d692ca61be758ULL,
    0xda01ee641a708deaULL, 0xa26da3999aef774aULL, 0xf209787bb47d6b85ULL,
    0xb454e4a179dd1877ULL, 0x865b86925b9bc5c2ULL, 0xc83553c5c8965d3dULL,
    0x952ab45cfa97a0b3ULL, 0xde469fbd99a05fe3ULL, 0xa59bc234db398c25ULL,
    0xf6c69a72a3989f5cULL, 0xb7dcbf5354e9beceULL, 0x88fcf317f22241e2ULL,
    0xcc20ce9bd35c78a5ULL, 0x98165af37b2153dfULL, 0xe2a0b5dc971f303aULL,
    0xa8d9d1535ce3b396ULL, 0xfb9b7cd9a4a7443cULL, 0xbb764c4ca7a44410ULL,
    0x8bab8eefb6409c1aULL, 0xd01fef10a657842cULL, 0x9b10a4e5e9913129ULL,
    0xe7109bfba19c0c9dULL, 0xac2820d9623bf429ULL, 0x80444b5e7aa7cf85ULL,
    0xbf21e44003acdd2dULL, 0x8e679c2f5e44ff8fULL, 0xd433179d9c8cb841ULL,
    0x9e19db92b4e31ba9ULL, 0xeb96bf6ebadf77d9ULL, 0xaf87023b9bf0ee6bULL};
static const int16_t cached_e[87] = {
    -1220, -1193, -1166, -1140, -1113, -1087, -1060, -1034, -1007, -980,
    -954, -927, -901, -874, -847, -821, -794, -768, -741, -715,
    -688, -661, -635, -608, -582, -555, -529, -502, -475, -449,
    -422, -396, -369, -343, -316, -289, -263, -236, -210, -183,
    -157, -130, -103, -77, -50, -24, 3, 30, 56, 83,
    109, 136, 162, 189, 216, 242, 269, 295, 322, 348,
    375, 402, 428, 455, 481, 508, 534, 561, 588, 614,
    641, 667, 694, 720, 747, 774, 800, 827, 853, 880,
    907, 933, 960, 986, 1013, 1039, 1066};

typedef struct diyfp {
    uint64_t f;
    int e;
} diyfp;

static diyfp diy_mul(diyfp x, diyfp y)
{
    const uint64_t m32 = 0xffffffffULL;
    uint64_t a = x.f >> 32, b = x.f & m32, c = y.f >> 32, d = y.f & m32;
    uint64_t ac = a * c, bc = b * c, ad = a * d, bd = b * d;
    uint64_t tmp = (bd >> 32) + (ad & m32) + (bc & m32);
    diyfp r;
    tmp += 1ULL << 31; /* round */
    r.f = ac + (ad >> 32) + (bc >> 32) + (tmp >> 32);
    r.e = x.e + y.e + 64;
    return r;
}

static diyfp diy_normalize(diyfp x)
{
    while (!(x.f & (1ULL << 63))) {
        x.f <<= 1;
        x.e--;
    }
    return x;
}

static void grisu_round(char *buf, int len, uint64_t delta, uint64_t rest, uint64_t ten_kappa,
                        uint64_t wp_w)
{
    while (rest < wp_w && delta - rest >= ten_kappa &&
           (rest + ten_kappa < wp_w || wp_w - rest > rest + ten_kappa - wp_w)) {
        buf[len - 1]--;
        rest += ten_kappa;
    }
}

static int count_digits32(uint32_t n)
{
    int k = 1;
    while (k < 9 && n >= 10) {
        n /= 10;
        k++;
    }
    return k;
}

static void digit_gen(diyfp w, diyfp mp, uint64_t delta, char *buf, int *len, int *k)
{
    static const uint64_t pow10[20] = {1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL,
        1000000ULL, 10000000ULL, 100000000ULL, 1000000000ULL, 10000000000ULL, 100000000000ULL,
        1000000000000ULL, 10000000000000ULL, 100000000000000ULL, 1000000000000000ULL,
        10000000000000000ULL, 100000000000000000ULL, 1000000000000000000ULL,
        10000000000000000000ULL};
    int sh = -mp.e;
    uint64_t one = 1ULL << sh, wp_w = mp.f - w.f;
    uint32_t p1 = (uint32_t)(mp.f >> sh);
    uint64_t p2 = mp.f & (one - 1);
    int kappa = count_digits32(p1);
    *len = 0;
    while (kappa > 0) {
        uint32_t p = (uint32_t)pow10[kappa - 1], d = p1 / p;
        uint64_t tmp;
        p1 %= p;
        if (d || *len)
            buf[(*len)++] = (char)('0' + d);
        kappa--;
        tmp = ((uint64_t)p1 << sh) + p2;
        if (tmp <= delta) {
            *k += kappa;
            grisu_round(buf, *len, delta, tmp, pow10[kappa] << sh, wp_w);
            return;
        }
    }
    for (;;) {
        char d;
        p2 *= 10;
        delta *= 10;
        d = (char)(p2 >> sh);
        if (d || *len)
            buf[(*len)++] = (char)('0' + d);
        p2 &= one - 1;
        kappa--;
        if (p2 < delta) {
            int index = -kappa;
            *k += kappa;
            /* RapidJSON 1.1.0 (Octave's) scales the distance only below 10^9 (else by 0) */
            grisu_round(buf, *len, delta, p2, one, wp_w * (index < 9 ? pow10[index] : 0));
            return;
        }
    }
}

/* Grisu2's digits of v > 0 (finite) into d; returns their count, *k the decimal exponent
 * of the last digit (v ~ digits * 10^k). */
static int shortest_digits(double v, char *d, int *k)
{
    uint64_t u, sig;
    int be, len, ck, idx;
    double dk;
    diyfp x, pl, mi, c, w, wp, wm;
    memcpy(&u, &v, sizeof u);
    be = (int)((u >> 52) & 0x7ff);
    sig = u & 0xfffffffffffffULL;
    if (be) {
        x.f = sig + (1ULL << 52);
        x.e = be - 1075;
    } else {
        x.f = sig;
        x.e = -1074;
    }
    /* the boundaries m+ and m- (normalized to m+'s exponent) */
    pl.f = (x.f << 1) + 1;
    pl.e = x.e - 1;
    while (!(pl.f & (1ULL << 53))) {
        pl.f <<= 1;
        pl.e--;
    }
    pl.f <<= 10;
    pl.e -= 10;
    if (x.f == (1ULL << 52)) {
        mi.f = (x.f << 2) - 1;
        mi.e = x.e - 2;
    } else {
        mi.f = (x.f << 1) - 1;
        mi.e = x.e - 1;
    }
    mi.f <<= mi.e - pl.e;
    mi.e = pl.e;
    /* the cached power that brings m+ into [2^-60, 2^-32) scaled */
    dk = (-61 - pl.e) * 0.30102999566398114 + 347;
    ck = (int)dk;
    if (dk - ck > 0.0)
        ck++;
    idx = (ck >> 3) + 1;
    *k = -(-348 + idx * 8);
    c.f = cached_f[idx];
    c.e = cached_e[idx];
    w = diy_mul(diy_normalize(x), c);
    wp = diy_mul(pl, c);
    wm = diy_mul(mi, c);
    wm.f++;
    wp.f--;
    digit_gen(w, wp, wp.f - wm.f, d, &len, k);
    return len;
}

/* RapidJSON's Writer::Double layout (its dtoa Prettify) of v's digits. */
static void put_double(jbuf *b, double v)
{
    char d[40], o[64];
    int len, k, kk, i, pos = 0;
    if (v == 0) {
        jb_puts(b, signbit(v) ? "-0.0" : "0.0");
        return;
    }
    if (v < 0) {
        jb_puts(b, "-");
        v = -v;
    }
    len = shortest_digits(v, d, &k);
    kk = len + k;
    if (k >= 0 && kk <= 21) { /* 1234e7 -> 12340000000.0 */
        memcpy(o, d, (size_t)len);
        for (i = len; i < kk; i++)
            o[i] = '0';
        pos = kk;
        o[pos++] = '.';
        o[pos++] = '0';
    } else if (kk > 0 && kk <= 21) { /* 1234e-2 -> 12.34 */
        memcpy(o, d, (size_t)kk);
        o[kk] = '.';
        memcpy(o + kk + 1, d + kk, (size_t)(len - kk));
        pos = len + 1;
    } else if (kk > -6 && kk <= 0) { /* 1234e-6 -> 0.001234 */
        o[pos++] = '0';
        o[pos++] = '.';
        for (i = kk; i < 0; i++)
            o[pos++] = '0';
        memcpy(o + pos, d, (size_t)len);
        pos += len;
    } else { /* 1e30, 1.234e33 */
        o[pos++] = d[0];
        if (len > 1) {
            o[pos++] = '.';
            memcpy(o + pos, d + 1, (size_t)(len - 1));
            pos += len - 1;
        }
        pos += snprintf(o + pos, sizeof o - (size_t)pos, "e%d", kk - 1);
    }
    jb_put(b, o, (size_t)pos);
}

/* Octave's encode_numeric of one value (its class double or not). */
static void put_number(jbuf *b, double v, int conv, int is_double)
{
    char t[32];
    if (fabs(floor(v) - v) < DBL_EPSILON && v <= 999999 && v >= -999999) {
        snprintf(t, sizeof t, "%lld", (long long)v);
        jb_puts(b, t);
    } else if (conv && !isfinite(v))
        jb_puts(b, "null");
    else if (!is_double)
        mt_error("jsonencode: unsupported type");
    else if (v != v)
        jb_puts(b, "NaN");
    else if (isinf(v))
        jb_puts(b, v > 0 ? "Infinity" : "-Infinity");
    else
        put_double(b, v);
}

/* RapidJSON's string escapes; the text ends at a NUL, as its C string. */
static void put_string(jbuf *b, const char *s, size_t n)
{
    size_t i;
    jb_puts(b, "\"");
    for (i = 0; i < n && s[i]; i++) {
        unsigned char c = (unsigned char)s[i];
        char t[8];
        if (c == '"')
            jb_puts(b, "\\\"");
        else if (c == '\\')
            jb_puts(b, "\\\\");
        else if (c == '\b')
            jb_puts(b, "\\b");
        else if (c == '\f')
            jb_puts(b, "\\f");
        else if (c == '\n')
            jb_puts(b, "\\n");
        else if (c == '\r')
            jb_puts(b, "\\r");
        else if (c == '\t')
            jb_puts(b, "\\t");
        else if (c < 0x20) {
            snprintf(t, sizeof t, "\\u%04X", c);
            jb_puts(b, t);
        } else
            jb_put(b, (const char *)&c, 1);
    }
    jb_puts(b, "\"");
}

static int is_vector_dims(int nd, const size_t *dims)
{
    int i, ones = 0;
    for (i = 0; i < nd; i++)
        ones += dims[i] == 1;
    return ones >= nd - 1;
}

/* Element `i` of a numeric or logical array as JSON. */
static void put_elem(jbuf *b, const mt_array *a, size_t i, int conv)
{
    if (a->cls == MT_LOGICAL)
        jb_puts(b, ((const unsigned char *)a->data)[i] ? "true" : "false");
    else
        put_number(b, mt__get(a, i), conv, 1);
}

/* The nested arrays of an nd-dimensional block (dims, strides into the element order):
 * split on the first dimension until one is left. `put` writes element at an offset. */
typedef void (*put_fn)(jbuf *b, const mt_array *a, size_t off, size_t len, int conv);

static void put_block(jbuf *b, const mt_array *a, int nd, const size_t *dims,
                      const size_t *strides, size_t off, put_fn put, size_t len, int conv)
{
    size_t i;
    jb_puts(b, "[");
    for (i = 0; i < dims[0]; i++) {
        if (i)
            jb_puts(b, ",");
        if (nd == 1)
            put(b, a, off + i * strides[0], len, conv);
        else
            put_block(b, a, nd - 1, dims + 1, strides + 1, off + i * strides[0], put, len,
                      conv);
    }
    jb_puts(b, "]");
}

static void put_num_at(jbuf *b, const mt_array *a, size_t off, size_t len, int conv)
{
    (void)len;
    put_elem(b, a, off, conv);
}

/* The row of a char array that starts at `off` (its elements dims[0] apart). */
static void put_row_at(jbuf *b, const mt_array *a, size_t off, size_t len, int conv)
{
    char *row = (char *)mt__bi_alloc(len + 1);
    size_t j;
    (void)conv;
    for (j = 0; j < len; j++)
        row[j] = ((const char *)a->data)[off + j * a->dims[0]];
    put_string(b, row, len);
    free(row);
}

static void encode(jbuf *b, const mt_array *a, int conv);

static void encode_numeric(jbuf *b, const mt_array *a, int conv)
{
    size_t strides[MT_MAXDIMS], i;
    int d;
    if (a->cplx)
        mt_error("mat2c: jsonencode of a complex value is not supported");
    if (a->numel != 1 && a->cls != MT_DOUBLE && a->cls != MT_LOGICAL) {
        /* a single or integer array is written as its double values */
        mt_array t = MT_ARRAY_INIT;
        mt_convert(&t, MT_DOUBLE, a);
        encode_numeric(b, &t, conv);
        mt_free(&t);
        return;
    }
    if (a->numel == 1) {
        if (a->cls == MT_LOGICAL)
            put_elem(b, a, 0, conv);
        else
            put_number(b, mt__get(a, 0), conv, a->cls == MT_DOUBLE);
        return;
    }
    if (a->numel == 0) {
        jb_puts(b, "[]");
        return;
    }
    if (is_vector_dims(a->ndims, a->dims)) {
        jb_puts(b, "[");
        for (i = 0; i < a->numel; i++) {
            if (i)
                jb_puts(b, ",");
            put_elem(b, a, i, conv);
        }
        jb_puts(b, "]");
        return;
    }
    strides[0] = 1;
    for (d = 1; d < a->ndims; d++)
        strides[d] = strides[d - 1] * a->dims[d - 1];
    put_block(b, a, a->ndims, a->dims, strides, 0, put_num_at, 0, conv);
}

static void encode_char(jbuf *b, const mt_array *a, int conv)
{
    size_t dims[MT_MAXDIMS], strides[MT_MAXDIMS], st = 1;
    int d, nd = 0;
    if (a->numel == 0 || is_vector_dims(a->ndims, a->dims)) {
        put_string(b, (const char *)a->data, a->numel);
        return;
    }
    /* the rows (along dimension 2) as the elements of nested arrays of dims 1, 3, 4, ... */
    for (d = 0; d < a->ndims; d++) {
        if (d != 1) {
            dims[nd] = a->dims[d];
            strides[nd++] = st;
        }
        st *= a->dims[d];
    }
    put_block(b, a, nd, dims, strides, 0, put_row_at, a->dims[1], conv);
}

/* An empty struct array writes nothing (RapidJSON sees no value at all). */
static int writes_nothing(const mt_array *a)
{
    return a->cls == MT_STRUCT && a->numel == 0;
}

static void encode_struct(jbuf *b, const mt_array *a, int conv)
{
    size_t nf = mt__struct_nfields(a), i, k;
    if (a->numel > 1)
        jb_puts(b, "[");
    for (i = 0; i < a->numel; i++) {
        if (i)
            jb_puts(b, ",");
        jb_puts(b, "{");
        for (k = 0; k < nf; k++) {
            const char *f = mt__struct_fname(a, k);
            const mt_array *v = mt__struct_at(a, k, i);
            if (k)
                jb_puts(b, ",");
            put_string(b, f, strlen(f));
            if (writes_nothing(v)) {
                /* Octave writes the key alone; a key after it fails RapidJSON's assertion */
                if (k + 1 < nf)
                    mt_error("mat2c: jsonencode of an empty struct array before another field "
                             "is not supported (Octave aborts)");
                continue;
            }
            jb_puts(b, ":");
            encode(b, v, conv);
        }
        jb_puts(b, "}");
    }
    if (a->numel > 1)
        jb_puts(b, "]");
}

static void encode(jbuf *b, const mt_array *a, int conv)
{
    size_t i;
    switch (a->cls) {
    case MT_CHAR:
        encode_char(b, a, conv);
        break;
    case MT_STRUCT:
        encode_struct(b, a, conv);
        break;
    case MT_CELL: {
        size_t written = 0;
        jb_puts(b, "[");
        for (i = 0; i < a->numel; i++) {
            const mt_array *v = mt__cell_at(a, i);
            if (writes_nothing(v))
                continue;
            if (written++)
                jb_puts(b, ",");
            encode(b, v, conv);
        }
        jb_puts(b, "]");
        break;
    }
    case MT_FHANDLE:
        mt_error("jsonencode: unsupported type");
        break;
    case MT_MAP:
        mt_error("mat2c: jsonencode of a containers.Map is not supported");
        break;
    default:
        encode_numeric(b, a, conv);
    }
}

/* The errors encode would meet, in its order, raised before any text is written (so an
 * error caught by try/catch leaves nothing allocated). */
static void check(const mt_array *a, int conv)
{
    size_t i, k, nf;
    switch (a->cls) {
    case MT_CHAR:
        break;
    case MT_STRUCT:
        nf = mt__struct_nfields(a);
        for (i = 0; i < a->numel; i++)
            for (k = 0; k < nf; k++) {
                const mt_array *v = mt__struct_at(a, k, i);
                if (writes_nothing(v) && k + 1 < nf)
                    mt_error("mat2c: jsonencode of an empty struct array before another field "
                             "is not supported (Octave aborts)");
                check(v, conv);
            }
        break;
    case MT_CELL:
        for (i = 0; i < a->numel; i++)
            check(mt__cell_at(a, i), conv);
        break;
    case MT_FHANDLE:
        mt_error("jsonencode: unsupported type");
        break;
    case MT_MAP:
        mt_error("mat2c: jsonencode of a containers.Map is not supported");
        break;
    default:
        if (a->cplx)
            mt_error("mat2c: jsonencode of a complex value is not supported");
        if (a->numel == 1 && a->cls != MT_DOUBLE && a->cls != MT_LOGICAL) {
            double v = mt__get(a, 0);
            if (!(fabs(floor(v) - v) < DBL_EPSILON && v <= 999999 && v >= -999999) &&
                !(conv && !isfinite(v)))
                mt_error("jsonencode: unsupported type");
        }
    }
}

static int is_string_arg(const mt_array *a)
{
    return a->cls == MT_CHAR && (a->numel == 0 || (a->ndims == 2 && a->dims[0] == 1));
}

static int ieq(const mt_array *a, const char *s)
{
    size_t i, n = strlen(s);
    if (a->numel != n)
        return 0;
    for (i = 0; i < n; i++)
        if (tolower(((const unsigned char *)a->data)[i]) != tolower((unsigned char)s[i]))
            return 0;
    return 1;
}

BI(jsonencode)
{
    mt_array v0;
    const mt_array *obj;
    jbuf b = {NULL, 0, 0};
    int conv = 1, pretty = 0, i;
    (void)nout;
    if (nargs != 1 && nargs != 3 && nargs != 5)
        mt_error("Invalid call to jsonencode.  Correct usage is:\n\n"
                 " -- JSON_TXT = jsonencode (OBJECT)\n"
                 " -- JSON_TXT = jsonencode (..., \"ConvertInfAndNaN\", TF)\n"
                 " -- JSON_TXT = jsonencode (..., \"PrettyPrint\", TF)");
    for (i = 1; i < nargs; i += 2) {
        mt_array vn, vv;
        const mt_array *name = mt__bi_arg(&args[i], &vn);
        const mt_array *val = mt__bi_arg(&args[i + 1], &vv);
        if (!is_string_arg(name))
            mt_error("jsonencode: option must be a string");
        if (val->cls != MT_LOGICAL || val->numel != 1)
            mt_error("jsonencode: option value must be a logical scalar");
        if (ieq(name, "ConvertInfAndNaN"))
            conv = ((const unsigned char *)val->data)[0] != 0;
        else if (ieq(name, "PrettyPrint"))
            pretty = ((const unsigned char *)val->data)[0] != 0;
        else
            mt_error("jsonencode: Valid options are \"ConvertInfAndNaN\" and \"PrettyPrint\"");
    }
    if (pretty)
        mt_warn(NULL, "jsonencode: support for the \"PrettyPrint\" option of RapidJSON was "
                      "unavailable or disabled when Octave was built");
    obj = mt__bi_arg(&args[0], &v0);
    check(obj, conv);
    jb_puts(&b, "");
    encode(&b, obj, conv);
    if (b.n)
        mt_from_chars(out[0], b.s, b.n);
    else
        mt__bi_set2(out[0], MT_CHAR, 0, 0);
    free(b.s);
}

/* ---------------------------------------------------------------- jsondecode: parser */

enum { J_NULL, J_FALSE, J_TRUE, J_NUM, J_STR, J_OBJ, J_ARR };

typedef struct jnode {
    int t;
    double num;
    char *str; /* J_STR: the text (NUL-terminated; NULs cut it as Octave's C strings) */
    size_t n;  /* J_OBJ, J_ARR: members */
    struct jnode *kids;
    char **keys; /* J_OBJ: member names */
} jnode;

typedef struct jparser {
    const char *s;
    size_t pos;
    const char *err;
    size_t err_at;
} jparser;

static int jp_fail(jparser *p, const char *msg, size_t at)
{
    if (!p->err) {
        p->err = msg;
        p->err_at = at;
    }
    return 0;
}

static char jp_peek(const jparser *p)
{
    return p->s[p->pos];
}

static int jp_consume(jparser *p, char c)
{
    if (p->s[p->pos] == c) {
        p->pos++;
        return 1;
    }
    return 0;
}

static void jp_ws(jparser *p)
{
    char c;
    while ((c = p->s[p->pos]) == ' ' || c == '\n' || c == '\r' || c == '\t')
        p->pos++;
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static void jn_free(jnode *n)
{
    size_t i;
    free(n->str);
    for (i = 0; i < n->n; i++) {
        if (n->keys)
            free(n->keys[i]);
        jn_free(&n->kids[i]);
    }
    free(n->kids);
    free(n->keys);
}

static int jp_value(jparser *p, jnode *out, int depth);

/* RapidJSON's 10^n as its table of double literals (correctly rounded). */
static double pow10_of(int n)
{
    char t[16];
    snprintf(t, sizeof t, "1e%d", n);
    return strtod(t, NULL);
}

static double fast_path(double d, int e)
{
    if (e < -308)
        return 0.0;
    return e >= 0 ? d * pow10_of(e) : d / pow10_of(-e);
}

/* RapidJSON 1.1.0's ParseNumber without kParseFullPrecisionFlag (Octave's flags): integers
 * exact, otherwise a double significand of at most 17 digits scaled by one power of ten. */
static int jp_number(jparser *p, jnode *out)
{
    size_t start = p->pos;
    int minus = jp_consume(p, '-'), use64 = 0, use_double = 0, nan_inf = 0, sig_digits = 0;
    int exp_frac = 0, ex = 0;
    unsigned i = 0;
    uint64_t i64 = 0;
    double d = 0.0;
    out->t = J_NUM;
    if (jp_peek(p) == '0')
        p->pos++;
    else if (jp_peek(p) >= '1' && jp_peek(p) <= '9') {
        i = (unsigned)(p->s[p->pos++] - '0');
        while (is_digit(jp_peek(p))) {
            if (i >= (minus ? 214748364u : 429496729u)) {
                if (i != (minus ? 214748364u : 429496729u) || jp_peek(p) > (minus ? '8' : '5')) {
                    i64 = i;
                    use64 = 1;
                    break;
                }
            }
            i = i * 10 + (unsigned)(p->s[p->pos++] - '0');
            sig_digits++;
        }
    } else if (jp_peek(p) == 'I' || jp_peek(p) == 'N') {
        if (jp_consume(p, 'N')) {
            if (jp_consume(p, 'a') && jp_consume(p, 'N')) {
                d = MT_NAN;
                nan_inf = 1;
            }
        } else if (jp_consume(p, 'I')) {
            if (jp_consume(p, 'n') && jp_consume(p, 'f')) {
                d = minus ? -MT_INF : MT_INF;
                nan_inf = 1;
                if (jp_peek(p) == 'i' && !(jp_consume(p, 'i') && jp_consume(p, 'n') &&
                                           jp_consume(p, 'i') && jp_consume(p, 't') &&
                                           jp_consume(p, 'y')))
                    return jp_fail(p, "Invalid value.", p->pos);
            }
        }
        if (!nan_inf)
            return jp_fail(p, "Invalid value.", p->pos);
    } else
        return jp_fail(p, "Invalid value.", p->pos);
    if (use64) {
        uint64_t lim = minus ? 0x0CCCCCCCCCCCCCCCULL : 0x1999999999999999ULL;
        while (is_digit(jp_peek(p))) {
            if (i64 >= lim && (i64 != lim || jp_peek(p) > (minus ? '8' : '5'))) {
                d = (double)i64;
                use_double = 1;
                break;
            }
            i64 = i64 * 10 + (uint64_t)(p->s[p->pos++] - '0');
            sig_digits++;
        }
    }
    if (use_double)
        while (is_digit(jp_peek(p))) {
            if (d >= 1.7976931348623157e307)
                return jp_fail(p, "Number too big to be stored in double.", start);
            d = d * 10 + (p->s[p->pos++] - '0');
        }
    if (!nan_inf && jp_consume(p, '.')) {
        if (!is_digit(jp_peek(p)))
            return jp_fail(p, "Miss fraction part in number.", p->pos);
        if (!use_double) {
            if (!use64)
                i64 = i;
            while (is_digit(jp_peek(p))) {
                if (i64 > 0x1FFFFFFFFFFFFFULL)
                    break;
                i64 = i64 * 10 + (uint64_t)(p->s[p->pos++] - '0');
                --exp_frac;
                if (i64 != 0)
                    sig_digits++;
            }
            d = (double)i64;
            use_double = 1;
        }
        while (is_digit(jp_peek(p))) {
            if (sig_digits < 17) {
                d = d * 10.0 + (p->s[p->pos++] - '0');
                --exp_frac;
                if (d > 0.0)
                    sig_digits++;
            } else
                p->pos++;
        }
    }
    if (!nan_inf && (jp_consume(p, 'e') || jp_consume(p, 'E'))) {
        int ex_minus = 0;
        if (!use_double) {
            d = use64 ? (double)i64 : (double)i;
            use_double = 1;
        }
        if (jp_consume(p, '+'))
            ;
        else if (jp_consume(p, '-'))
            ex_minus = 1;
        if (!is_digit(jp_peek(p)))
            return jp_fail(p, "Miss exponent in number.", p->pos);
        ex = p->s[p->pos++] - '0';
        if (ex_minus) {
            while (is_digit(jp_peek(p))) {
                ex = ex * 10 + (p->s[p->pos++] - '0');
                if (ex >= 214748364)
                    while (is_digit(jp_peek(p)))
                        p->pos++;
            }
        } else {
            int max_exp = 308 - exp_frac;
            while (is_digit(jp_peek(p))) {
                ex = ex * 10 + (p->s[p->pos++] - '0');
                if (ex > max_exp)
                    return jp_fail(p, "Number too big to be stored in double.", start);
            }
        }
        if (ex_minus)
            ex = -ex;
    }
    if (use_double) {
        int e = ex + exp_frac;
        if (e < -308) {
            d = fast_path(d, -308);
            d = fast_path(d, e + 308);
        } else
            d = fast_path(d, e);
        if (d > DBL_MAX)
            return jp_fail(p, "Number too big to be stored in double.", start);
        out->num = minus ? -d : d;
    } else if (nan_inf)
        out->num = d;
    else if (use64)
        out->num = minus ? -(double)i64 : (double)i64;
    else
        out->num = minus ? -(double)i : (double)i;
    return 1;
}

static int hex4(jparser *p, size_t esc, unsigned *cp)
{
    int k;
    *cp = 0;
    for (k = 0; k < 4; k++) {
        char c = jp_peek(p);
        *cp <<= 4;
        if (c >= '0' && c <= '9')
            *cp += (unsigned)(c - '0');
        else if (c >= 'A' && c <= 'F')
            *cp += (unsigned)(c - 'A' + 10);
        else if (c >= 'a' && c <= 'f')
            *cp += (unsigned)(c - 'a' + 10);
        else
            return jp_fail(p, "Incorrect hex digit after \\u escape in string.", esc);
        p->pos++;
    }
    return 1;
}

static void put_utf8(jbuf *b, unsigned cp)
{
    char o[4];
    size_t n;
    if (cp < 0x80) {
        o[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        o[0] = (char)(0xC0 | (cp >> 6));
        o[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        o[0] = (char)(0xE0 | (cp >> 12));
        o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        o[0] = (char)(0xF0 | (cp >> 18));
        o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    jb_put(b, o, n);
}

static int jp_string(jparser *p, char **out)
{
    jbuf b = {NULL, 0, 0};
    jb_puts(&b, "");
    p->pos++; /* the opening quote */
    for (;;) {
        char c = jp_peek(p);
        if (c == '\\') {
            size_t esc = p->pos;
            char e;
            p->pos++;
            e = jp_peek(p);
            if (e == '"' || e == '\\' || e == '/') {
                jb_put(&b, &e, 1);
                p->pos++;
            } else if (e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
                char v = e == 'b' ? '\b' : e == 'f' ? '\f' : e == 'n' ? '\n' : e == 'r' ? '\r' : '\t';
                jb_put(&b, &v, 1);
                p->pos++;
            } else if (e == 'u') {
                unsigned cp, cp2;
                p->pos++;
                if (!hex4(p, esc, &cp))
                    break;
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (!(jp_consume(p, '\\') && jp_consume(p, 'u'))) {
                        jp_fail(p, "The surrogate pair in string is invalid.", esc);
                        break;
                    }
                    if (!hex4(p, esc, &cp2))
                        break;
                    if (cp2 < 0xDC00 || cp2 > 0xDFFF) {
                        jp_fail(p, "The surrogate pair in string is invalid.", esc);
                        break;
                    }
                    cp = (((cp - 0xD800) << 10) | (cp2 - 0xDC00)) + 0x10000;
                }
                put_utf8(&b, cp);
            } else {
                jp_fail(p, "Invalid escape character in string.", esc);
                break;
            }
        } else if (c == '"') {
            p->pos++;
            *out = b.s;
            return 1;
        } else if ((unsigned char)c < 0x20) {
            jp_fail(p, c == 0 ? "Missing a closing quotation mark in string."
                              : "Invalid escape character in string.",
                    p->pos);
            break;
        } else {
            jb_put(&b, &c, 1);
            p->pos++;
        }
    }
    free(b.s);
    return 0;
}

/* Appends a zeroed member to n (its kids and, for objects, keys grow together). */
static jnode *jn_add(jnode *n, size_t *cap)
{
    if (n->n == *cap) {
        size_t c = *cap ? 2 * *cap : 4;
        jnode *k = (jnode *)realloc(n->kids, c * sizeof *k);
        if (!k)
            mt_error("out of memory or dimension too large for Octave's index type");
        n->kids = k;
        if (n->t == J_OBJ) {
            char **ks = (char **)realloc(n->keys, c * sizeof *ks);
            if (!ks)
                mt_error("out of memory or dimension too large for Octave's index type");
            n->keys = ks;
        }
        *cap = c;
    }
    memset(&n->kids[n->n], 0, sizeof n->kids[0]);
    if (n->t == J_OBJ)
        n->keys[n->n] = NULL;
    return &n->kids[n->n++];
}

static int jp_value(jparser *p, jnode *out, int depth)
{
    size_t cap = 0;
    memset(out, 0, sizeof *out);
    if (depth > 10000)
        mt_error("mat2c: jsondecode of JSON text nested deeper than 10000 levels is not supported");
    switch (jp_peek(p)) {
    case 'n':
    case 't':
    case 'f': {
        const char *w = jp_peek(p) == 'n' ? "null" : jp_peek(p) == 't' ? "true" : "false";
        size_t k;
        out->t = w[0] == 'n' ? J_NULL : w[0] == 't' ? J_TRUE : J_FALSE;
        p->pos++;
        for (k = 1; w[k]; k++)
            if (!jp_consume(p, w[k]))
                return jp_fail(p, "Invalid value.", p->pos);
        return 1;
    }
    case '"':
        out->t = J_STR;
        return jp_string(p, &out->str);
    case '{':
        out->t = J_OBJ;
        p->pos++;
        jp_ws(p);
        if (jp_consume(p, '}'))
            return 1;
        for (;;) {
            jnode *m;
            char *key;
            if (jp_peek(p) != '"')
                return jp_fail(p, "Missing a name for object member.", p->pos);
            if (!jp_string(p, &key))
                return 0;
            m = jn_add(out, &cap);
            out->keys[out->n - 1] = key;
            jp_ws(p);
            if (!jp_consume(p, ':'))
                return jp_fail(p, "Missing a colon after a name of object member.", p->pos);
            jp_ws(p);
            if (!jp_value(p, m, depth + 1))
                return 0;
            jp_ws(p);
            if (jp_consume(p, ','))
                jp_ws(p);
            else if (jp_consume(p, '}'))
                return 1;
            else
                return jp_fail(p, "Missing a comma or '}' after an object member.", p->pos);
        }
    case '[':
        out->t = J_ARR;
        p->pos++;
        jp_ws(p);
        if (jp_consume(p, ']'))
            return 1;
        for (;;) {
            if (!jp_value(p, jn_add(out, &cap), depth + 1))
                return 0;
            jp_ws(p);
            if (jp_consume(p, ','))
                jp_ws(p);
            else if (jp_consume(p, ']'))
                return 1;
            else
                return jp_fail(p, "Missing a comma or ']' after an array element.", p->pos);
        }
    default:
        return jp_number(p, out);
    }
}

/* ---------------------------------------------------------------- jsondecode: values */

typedef struct jopts {
    int valid;  /* makeValidName */
    int style;  /* 0 underscore, 1 delete, 2 hex */
    const char *prefix;
} jopts;

/* Octave 7's make_valid_name (matlab.lang.makeValidName) of a key, as a heap string. */
static char *valid_key(const char *key, const jopts *o)
{
    size_t n = strlen(key), i;
    int prev = 0, any = 0, ok = isalpha((unsigned char)key[0]) != 0;
    jbuf w = {NULL, 0, 0}, t = {NULL, 0, 0}, b = {NULL, 0, 0};
    for (i = 0; ok && i < n; i++)
        ok = isalnum((unsigned char)key[i]) || key[i] == '_';
    jb_puts(&b, "");
    if (!o->valid || (ok && !mt__iskeyword(key))) {
        jb_put(&b, key, n);
        return b.s;
    }
    /* a letter after white space (past the first non-space) upper case; spaces removed */
    jb_puts(&w, "");
    for (i = 0; i < n; i++) {
        char c = key[i];
        if (any && prev && isalpha((unsigned char)c))
            c = (char)toupper((unsigned char)c);
        prev = isspace((unsigned char)c) != 0;
        any |= !prev;
        if (!prev)
            jb_put(&w, &c, 1);
    }
    if (!w.n)
        jb_puts(&w, o->prefix);
    jb_puts(&t, "");
    if (mt__iskeyword(w.s)) {
        w.s[0] = (char)toupper((unsigned char)w.s[0]);
        jb_puts(&t, o->prefix);
    }
    jb_put(&t, w.s, w.n);
    free(w.s);
    if (!isalpha((unsigned char)t.s[0]) && t.s[0] != '_')
        jb_puts(&b, o->prefix);
    for (i = 0; i < t.n; i++) {
        unsigned char c = (unsigned char)t.s[i];
        char h[8];
        if (isalnum(c) || c == '_')
            jb_put(&b, (const char *)&c, 1);
        else if (o->style == 0)
            jb_puts(&b, "_");
        else if (o->style == 2) {
            /* Octave prints a signed char into 5 bytes: a byte >= 0x80 gives "0xFF" */
            snprintf(h, sizeof h, "0x%02X", c < 0x80 ? c : 0xFFu);
            jb_puts(&b, h);
        }
    }
    free(t.s);
    return b.s;
}

static void decode(mt_array *r, const jnode *n, const jopts *o);

static void set_logical(mt_array *r, size_t rows, size_t cols)
{
    mt__bi_set2(r, MT_LOGICAL, rows, cols);
}

static void decode_object(mt_array *r, const jnode *n, const jopts *o)
{
    char **names = (char **)mt__bi_alloc((n->n + 1) * sizeof(char *));
    size_t *slot = (size_t *)mt__bi_alloc((n->n + 1) * sizeof(size_t)), nf = 0, i, k;
    size_t one[2] = {1, 1};
    mt_array v = MT_ARRAY_INIT;
    /* a repeated (valid) name keeps its first place and takes the last value */
    for (i = 0; i < n->n; i++) {
        char *name = valid_key(n->keys[i], o);
        for (k = 0; k < nf && strcmp(names[k], name) != 0; k++)
            ;
        if (k == nf)
            names[nf++] = name;
        else
            free(name);
        slot[i] = k;
    }
    mt__struct_make(r, 2, one, nf, names);
    for (i = 0; i < n->n; i++) {
        decode(&v, &n->kids[i], o);
        mt__struct_put(r, slot[i], 0, &v);
    }
    mt_free(&v);
    for (k = 0; k < nf; k++)
        free(names[k]);
    free(names);
    free(slot);
}

/* Each member decoded into an n x 1 cell. */
static void decode_cell(mt_array *r, const jnode *n, const jopts *o)
{
    size_t d[2], i;
    mt_array v = MT_ARRAY_INIT;
    d[0] = n->n;
    d[1] = 1;
    mt_cell_new(r, 2, d);
    for (i = 0; i < n->n; i++) {
        decode(&v, &n->kids[i], o);
        mt__cell_put(r, i, &v);
    }
    mt_free(&v);
}

static int same_fields(const mt_array *a, const mt_array *b)
{
    size_t k, nf = mt__struct_nfields(a);
    if (nf != mt__struct_nfields(b))
        return 0;
    for (k = 0; k < nf; k++)
        if (strcmp(mt__struct_fname(a, k), mt__struct_fname(b, k)) != 0)
            return 0;
    return 1;
}

static char **field_names(const mt_array *s)
{
    size_t nf = mt__struct_nfields(s), k;
    char **names = (char **)mt__bi_alloc((nf + 1) * sizeof(char *));
    for (k = 0; k < nf; k++)
        names[k] = (char *)mt__struct_fname(s, k);
    return names;
}

/* Objects with the same fields (in order) make an n x 1 struct array, else a cell. */
static void decode_object_array(mt_array *r, const jnode *n, const jopts *o)
{
    mt_array c = MT_ARRAY_INIT;
    const mt_array *first;
    size_t i, k, nf, d[2];
    char **names;
    decode_cell(&c, n, o);
    first = mt__cell_at(&c, 0);
    for (i = 1; i < n->n; i++)
        if (!same_fields(first, mt__cell_at(&c, i))) {
            mt__take(r, &c);
            return;
        }
    nf = mt__struct_nfields(first);
    names = field_names(first);
    d[0] = n->n;
    d[1] = 1;
    mt__struct_make(r, 2, d, nf, names);
    free(names);
    for (k = 0; k < nf; k++)
        for (i = 0; i < n->n; i++)
            mt__struct_put(r, k, i, mt__struct_at(mt__cell_at(&c, i), k, 0));
    mt_free(&c);
}

static int same_dims(const mt_array *a, const mt_array *b)
{
    int i;
    if (a->ndims != b->ndims)
        return 0;
    for (i = 0; i < a->ndims; i++)
        if (a->dims[i] != b->dims[i])
            return 0;
    return 1;
}

/* Octave's is_bool_matrix: a logical array that is not 1x1 (1x1 ones are bool scalars). */
static int bool_matrix(const mt_array *a)
{
    return a->cls == MT_LOGICAL && a->numel != 1;
}

/* Arrays of equally sized numeric (logical, struct) arrays become one array whose first
 * dimension runs over them; anything else stays a cell. */
static void decode_array_of_arrays(mt_array *r, const jnode *n, const jopts *o)
{
    mt_array c = MT_ARRAY_INIT;
    const mt_array *first;
    size_t i, k, m, dims[MT_MAXDIMS + 1], sub;
    int is_bool, is_struct, nd, j;
    decode_cell(&c, n, o);
    first = mt__cell_at(&c, 0);
    is_bool = bool_matrix(first);
    is_struct = first->cls == MT_STRUCT;
    for (i = 0; i < n->n; i++) {
        const mt_array *e = mt__cell_at(&c, i);
        if (e->cls == MT_CELL || !same_dims(e, first) ||
            (first->ndims == 2 && first->dims[0] == 0 && first->dims[1] == 0) ||
            bool_matrix(e) != is_bool || (e->cls == MT_STRUCT) != is_struct) {
            mt__take(r, &c);
            return;
        }
        if (is_struct && !same_fields(e, first))
            mt_error("mat2c: jsondecode of arrays of objects whose fields differ between "
                     "arrays is not supported");
        if (!is_struct && e->cls != MT_DOUBLE && e->cls != MT_LOGICAL)
            mt_error("mat2c: jsondecode: unexpected %s sub-array", mt_class_name(e->cls));
    }
    if (first->ndims + 1 > MT_MAXDIMS)
        mt_error("mat2c: jsondecode of arrays nested more than %d deep is not supported",
                 MT_MAXDIMS);
    nd = first->ndims + 1;
    dims[0] = n->n;
    for (j = 1; j < nd; j++)
        dims[j] = first->dims[j - 1];
    while (nd > 2 && dims[nd - 1] == 1)
        nd--;
    sub = first->numel;
    m = n->n;
    if (is_struct) {
        size_t nf = mt__struct_nfields(first);
        char **names = field_names(first);
        mt__struct_make(r, nd, dims, nf, names);
        free(names);
        for (k = 0; k < nf; k++)
            for (j = 0; j < (int)m; j++)
                for (i = 0; i < sub; i++)
                    mt__struct_put(r, k, (size_t)j + i * m,
                                   mt__struct_at(mt__cell_at(&c, (size_t)j), k, i));
    } else {
        mt_array t = MT_ARRAY_INIT;
        mt_resize(&t, is_bool ? MT_LOGICAL : MT_DOUBLE, 0, nd, dims);
        for (j = 0; j < (int)m; j++) {
            const mt_array *e = mt__cell_at(&c, (size_t)j);
            for (i = 0; i < sub; i++) {
                double v = mt__get(e, i);
                if (is_bool)
                    ((unsigned char *)t.data)[(size_t)j + i * m] = v != 0;
                else
                    ((double *)t.data)[(size_t)j + i * m] = v;
            }
        }
        mt__take(r, &t);
    }
    mt_free(&c);
}

static void decode_array(mt_array *r, const jnode *n, const jopts *o)
{
    size_t i;
    int t0, same = 1, numeric = 1;
    if (n->n == 0) {
        mt__bi_set2(r, MT_DOUBLE, 0, 0);
        return;
    }
    t0 = n->kids[0].t;
    for (i = 0; i < n->n; i++) {
        int t = n->kids[i].t;
        if (t != J_NULL && t != J_NUM)
            numeric = 0;
        if (t != t0 && !((t == J_TRUE || t == J_FALSE) && (t0 == J_TRUE || t0 == J_FALSE)))
            same = 0;
    }
    if (numeric) { /* numbers and nulls: a double column, null NaN */
        mt__bi_set2(r, MT_DOUBLE, n->n, 1);
        for (i = 0; i < n->n; i++)
            ((double *)r->data)[i] = n->kids[i].t == J_NULL ? MT_NAN : n->kids[i].num;
    } else if (same && (t0 == J_TRUE || t0 == J_FALSE)) {
        set_logical(r, n->n, 1);
        for (i = 0; i < n->n; i++)
            ((unsigned char *)r->data)[i] = n->kids[i].t == J_TRUE;
    } else if (same && t0 == J_OBJ)
        decode_object_array(r, n, o);
    else if (same && t0 == J_ARR)
        decode_array_of_arrays(r, n, o);
    else
        decode_cell(r, n, o);
}

static void decode(mt_array *r, const jnode *n, const jopts *o)
{
    if (mt__is_container(r)) /* a cell or struct left in r: its boxes released first */
        mt_free(r);
    switch (n->t) {
    case J_NULL:
        mt__bi_set2(r, MT_DOUBLE, 0, 0);
        break;
    case J_TRUE:
    case J_FALSE:
        set_logical(r, 1, 1);
        ((unsigned char *)r->data)[0] = n->t == J_TRUE;
        break;
    case J_NUM:
        mt_from_scalar(r, n->num);
        break;
    case J_STR:
        /* Octave's string value: "" is 0x0 */
        if (n->str[0])
            mt_from_string(r, n->str);
        else
            mt__bi_set2(r, MT_CHAR, 0, 0);
        break;
    case J_OBJ:
        decode_object(r, n, o);
        break;
    default:
        decode_array(r, n, o);
    }
}

/* A char row's text (a heap copy, NUL-terminated). */
static char *row_text(const mt_array *a)
{
    char *s = (char *)mt__bi_alloc(a->numel + 1);
    if (a->numel)
        memcpy(s, a->data, a->numel);
    return s;
}

static int valid_prefix(const char *p)
{
    size_t i;
    if (!(isalpha((unsigned char)p[0]) || p[0] == '_') || mt__iskeyword(p))
        return 0;
    for (i = 1; p[i]; i++)
        if (!isalnum((unsigned char)p[i]) && p[i] != '_')
            return 0;
    return 1;
}

BI(jsondecode)
{
    mt_array v0;
    const mt_array *txt;
    jopts o;
    jparser p;
    jnode root;
    char *text, *prefix = NULL;
    const mt_array *prefix_arg = NULL;
    int i, ok;
    (void)nout;
    o.valid = 1;
    o.style = 0;
    o.prefix = "x";
    if (nargs % 2 != 1)
        mt_error("Invalid call to jsondecode.  Correct usage is:\n\n"
                 " -- OBJECT = jsondecode (JSON_TXT)\n"
                 " -- OBJECT = jsondecode (..., \"ReplacementStyle\", RS)\n"
                 " -- OBJECT = jsondecode (..., \"Prefix\", PFX)\n"
                 " -- OBJECT = jsondecode (..., \"makeValidName\", TF)");
    txt = mt__bi_arg(&args[0], &v0);
    if (txt->cls != MT_CHAR)
        mt_error("jsondecode: JSON_TXT must be a character string");
    if (txt->ndims != 2 || txt->dims[0] > 1)
        mt_error("mat2c: jsondecode of a multi-row character array is not supported");
    for (i = 1; i < nargs; i += 2) {
        mt_array vn, vv;
        const mt_array *name = mt__bi_arg(&args[i], &vn);
        const mt_array *val = mt__bi_arg(&args[i + 1], &vv);
        if (!is_string_arg(name))
            mt_error("jsondecode: option argument must be a string");
        if (ieq(name, "makeValidName")) {
            double b = 0;
            if (val->cls == MT_CHAR || mt__is_container(val) || val->numel != 1 || val->cplx)
                mt_error("jsondecode: 'makeValidName' value must be a bool");
            b = mt__get(val, 0);
            if (b != b)
                mt_error("jsondecode: 'makeValidName' value must be a bool");
            o.valid = b != 0;
        } else if (ieq(name, "ReplacementStyle")) {
            if (!is_string_arg(val))
                mt_error("makeValidName: 'ReplacementStyle' value must be a string");
            if (ieq(val, "underscore"))
                o.style = 0;
            else if (ieq(val, "delete"))
                o.style = 1;
            else if (ieq(val, "hex"))
                o.style = 2;
            else {
                char *t = row_text(val);
                char msg[MT_ERRMSG_MAX];
                snprintf(msg, sizeof msg, "makeValidName: invalid 'ReplacementStyle' value '%s'", t);
                free(t);
                mt_error("%s", msg);
                return;
            }
        } else if (ieq(name, "Prefix")) {
            char *t;
            if (!is_string_arg(val))
                mt_error("makeValidName: 'Prefix' value must be a string");
            t = row_text(val);
            if (!valid_prefix(t)) {
                char msg[MT_ERRMSG_MAX];
                snprintf(msg, sizeof msg, "makeValidName: invalid 'Prefix' value '%s'", t);
                free(t);
                mt_error("%s", msg);
                return;
            }
            free(t);
            prefix_arg = val; /* a char argument, alive through the call */
        } else {
            char *t = row_text(name);
            char msg[MT_ERRMSG_MAX];
            snprintf(msg, sizeof msg, "makeValidName: unknown property '%s'", t);
            free(t);
            mt_error("%s", msg);
            return;
        }
    }
    if (prefix_arg) {
        prefix = row_text(prefix_arg);
        o.prefix = prefix;
    }
    text = row_text(txt);
    p.s = text;
    p.pos = 0;
    p.err = NULL;
    p.err_at = 0;
    jp_ws(&p);
    if (!jp_peek(&p))
        ok = jp_fail(&p, "The document is empty.", p.pos);
    else {
        ok = jp_value(&p, &root, 0);
        if (ok) {
            jp_ws(&p);
            if (jp_peek(&p))
                ok = jp_fail(&p, "The document root must not be followed by other values.", p.pos);
        }
        if (ok)
            decode(out[0], &root, &o);
        jn_free(&root);
    }
    free(text);
    free(prefix);
    if (!ok)
        mt_error("jsondecode: parse error at offset %u: %s\n", (unsigned)p.err_at + 1, p.err);
}
