/* mt_complex.c — `complex(a)` / `complex(a, b)`: a complex double (single when a part is)
 * that keeps a zero imaginary part, as Octave shows `1 + 0i`. Messages are Octave 7's. */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>

static void cplx_check(const mt_array *a)
{
    if (a->cls == MT_CHAR)
        mt_error("complex: invalid conversion");
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
    /* a single part makes the result single (complex single, complex double) */
    mt_resize(&r, a->cls == MT_SINGLE || (b && b->cls == MT_SINGLE) ? MT_SINGLE : MT_DOUBLE, 1,
              shape->ndims, shape->dims);
    for (i = 0; i < r.numel; i++) {
        double re = mt__get(a, a->numel == 1 ? 0 : i);
        double im = b ? mt__get(b, b->numel == 1 ? 0 : i) : mt__get_im(a, i);
        mt__set_c(&r, i, re, im);
    }
    mt__bi_give(out[0], &r);
}
