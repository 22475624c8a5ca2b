/* mt_cplxbits.c — `complex(a)` / `complex(a, b)` (a complex double that keeps a zero
 * imaginary part, as Octave shows `1 + 0i`), `bitcmp(x)` of integer classes and of
 * integer-valued doubles, and `strjust(s, mode)` following Octave's strjust.m.
 */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>


static void cplx_check(const mt_array *a)
{
    if (a->cls == MT_CHAR)
        mt_error("complex: invalid conversion");
    if (a->cls == MT_SINGLE)
        mt_error("mat2c: complex of single values is not supported");
    if (a->cls == MT_CELL || a->cls == MT_STRUCT || a->cls == MT_FHANDLE)
        mt_error("complex: invalid conversion");
}

BI(complex)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    const mt_array *b = nargs > 1 ? mt__bi_arg(&args[1], &v1) : NULL;
    const mt_array *shape = a;
    size_t i;
    (void)nout;
    cplx_check(a);
    if (b) {
        cplx_check(b);
        if (a->cplx || b->cplx)
            mt_error("mat2c: complex of complex values is not supported");
        if (a->numel == 1 && b->numel != 1)
            shape = b;
        else if (b->numel != 1 &&
                 (a->ndims != b->ndims || memcmp(a->dims, b->dims, a->ndims * sizeof(size_t))))
            mt_error("complex: dimension mismatch");
    }
    mt_resize(&r, MT_DOUBLE, 1, shape->ndims, shape->dims);
    for (i = 0; i < r.numel; i++) {
        double re = mt__get(a, a->numel == 1 ? 0 : i);
        double im = b ? mt__get(b, b->numel == 1 ? 0 : i) : mt__get_im(a, i);
        ((double *)r.data)[2 * i] = re;
        ((double *)r.data)[2 * i + 1] = im;
    }
    mt__bi_give(out[0], &r);
}

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

/* strjust.m: nulls and spaces are blanks; the other characters of each row move together
 * so that the last (right), first (left) or middle (center) one lands as asked. */
BI(strjust)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *s = mt__bi_arg(&args[0], &v0);
    size_t nr, nc, i, j;
    int mode = 1; /* 0 left, 1 right, 2 center */
    const unsigned char *in;
    unsigned char *o;
    (void)nout;
    if (nargs > 1) {
        if (mt__bi_is_word(&args[1], "left"))
            mode = 0;
        else if (mt__bi_is_word(&args[1], "right"))
            mode = 1;
        else
            mode = 2; /* strjust.m: anything else centers */
    }
    if (s->cls != MT_CHAR || s->ndims != 2)
        mt_error("strjust: S must be a string or 2-D character matrix");
    nr = s->dims[0];
    nc = s->dims[1];
    mt_resize(&r, MT_CHAR, 0, 2, s->dims);
    in = (const unsigned char *)s->data;
    o = (unsigned char *)r.data;
    memset(o, ' ', nr * nc);
    for (i = 0; i < nr; i++) {
        size_t lo = nc, hi = 0, found = 0;
        long shift;
        for (j = 0; j < nc; j++) {
            unsigned char c = in[i + j * nr];
            if (c != ' ' && c != 0) {
                if (!found)
                    lo = j;
                hi = j;
                found = 1;
            }
        }
        if (!found)
            continue;
        shift = mode == 0   ? -(long)lo
                : mode == 1 ? (long)(nc - 1 - hi)
                            : (long)((nc + 1) - (hi + 1) - (lo + 1)) / 2;
        if (mode == 2 && (long)((nc + 1) - (hi + 1) - (lo + 1)) < 0 &&
            ((long)((nc + 1) - (hi + 1) - (lo + 1)) % 2))
            shift -= 1; /* floor, not truncation */
        for (j = lo; j <= hi; j++) {
            unsigned char c = in[i + j * nr];
            if (c != ' ' && c != 0)
                o[i + (size_t)((long)j + shift) * nr] = c;
        }
    }
    mt__bi_give(out[0], &r);
}
