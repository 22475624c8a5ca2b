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
    jb_puts(&b, "");
    encode(&b, obj, conv);
    if (b.n)
        mt_from_chars(out[0], b.s, b.n);
    else
        mt__bi_set2(out[0], MT_CHAR, 0, 0);
    free(b.s);
}
