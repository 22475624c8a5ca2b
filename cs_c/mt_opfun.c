/* mt_opfun.c — function forms of operators not lowered inline (generic builtin entries):
 * `mpower(a, b)` is `a ^ b`.
 */
#include "mt_internal.h"

#define UNUSED_BI ((void)nout, (void)nargs)

BI(mpower)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    UNUSED_BI;
    mt_mpower_m(&r, mt__bi_arg(&args[0], &v0), mt__bi_arg(&args[1], &v1));
    mt__bi_give(out[0], &r);
}
