/* mt_lib.c — the plain C interface of a library entry point (mat2c --emit=lib).
 *
 * The generated `void fir(const float x[64], ...)` lends the caller's arrays to the compiled
 * function as borrowed mt_arrays (never copied, never written, never freed: inputs are const
 * to the generated code) and copies each array output into the caller's buffer, checking
 * its class and capacity. */
#include "mt_internal.h"

#include <string.h>

void mt_lib_wrap(mt_array *a, mt_class cls, int nd, const size_t *dims, const void *data)
{
    int k;
    a->cls = cls;
    a->cplx = 0;
    a->ndims = nd;
    a->numel = 1;
    for (k = 0; k < nd; k++) {
        a->dims[k] = dims[k];
        a->numel *= dims[k];
    }
    a->cap = a->numel * mt_elsize(cls, 0);
    /* the generated code takes inputs as `const mt_array *` and never writes through them */
    a->data = (void *)(uintptr_t)data;
    a->layout = MT_LAYOUT_FULL;
    a->borrowed = 1;
}

void mt_lib_out(const mt_array *a, mt_class cls, void *dst, size_t cap, int nd, size_t *dims,
                const char *fname, const char *name)
{
    int k;
    if (a->cls != cls || a->cplx)
        mt_error("%s: output '%s' is %s%s, not the declared %s", fname, name,
                 a->cplx ? "complex " : "", mt_class_name(a->cls), mt_class_name(cls));
    if (a->numel > cap)
        mt_error("%s: output '%s' has %lu elements, more than its buffer's %lu", fname, name,
                 (unsigned long)a->numel, (unsigned long)cap);
    for (k = nd; k < a->ndims; k++)
        if (a->dims[k] != 1)
            mt_error("%s: output '%s' has more than %d dimensions", fname, name, nd);
    if (dims)
        for (k = 0; k < nd; k++)
            dims[k] = k < a->ndims ? a->dims[k] : 1;
    if (a->numel)
        memcpy(dst, a->data, a->numel * mt_elsize(cls, 0));
}

void mt_lib_extent(size_t n, size_t hi, const char *fname, const char *name)
{
    if (n > hi)
        mt_error("%s: extent '%s' is %lu, more than its declared bound %lu", fname, name,
                 (unsigned long)n, (unsigned long)hi);
}
