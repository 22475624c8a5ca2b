/* mt_balance.c — balance (A) of a real double matrix, as Octave's aepbalance: LAPACK's
 * dgebal (job "B", or "S"/"P" for "noperm"/"noscal"); [T, AA] builds T with dgebak,
 * [DD, P, AA] gives the scaling and permutation vectors; single matrices by sgebal/sgebak
 * with single results. Complex and generalized (A, B) forms, and builds without LAPACK,
 * stop with a mat2c error. */
#include "mt_internal.h"

#include <string.h>

#define UNUSED_BI (void)nout, (void)nargs, (void)args

BI(balance)
{
    mt_array v0, a = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    char job = 'B';
    size_t n, i, ilo = 1, ihi = 1;
    double *scale;
    int single;
    if (nargs > 1) {
        if (mt__bi_is_word(&args[nargs - 1], "noperm") || mt__bi_is_word(&args[nargs - 1], "s"))
            job = 'S';
        else if (mt__bi_is_word(&args[nargs - 1], "noscal") ||
                 mt__bi_is_word(&args[nargs - 1], "p"))
            job = 'P';
        else
            mt_error("mat2c: balance (A, B) (generalized balancing) is not supported");
        if (nargs > 2)
            mt_error("mat2c: balance (A, B) (generalized balancing) is not supported");
    }
    if (x->ndims != 2 || x->dims[0] != x->dims[1])
        mt_error("balance: AA must be a square matrix");
    if (x->cplx || (x->cls != MT_DOUBLE && x->cls != MT_SINGLE))
        mt_error("mat2c: balance of a complex or non-double matrix is not supported");
    if (!mt__la_available())
        mt_error("mat2c: balance needs LAPACK");
    n = x->dims[0];
    single = x->cls == MT_SINGLE; /* FloatAEPBALANCE: sgebal, single results */
    mt_convert(&a, MT_DOUBLE, x);
    a.layout = MT_LAYOUT_FULL;
    scale = (double *)mt__bi_alloc((n ? n : 1) * sizeof(double));
    if (single)
        mt__la_sgebal(job, n, (double *)a.data, &ilo, &ihi, scale);
    else
        mt__la_dgebal(job, n, (double *)a.data, &ilo, &ihi, scale);
    if (single)
        mt_convert(&a, MT_SINGLE, &a);
    if (nout <= 1) {
        mt__bi_give(out[0], &a);
    } else if (nout == 2) {
        mt_array t = MT_ARRAY_INIT;
        mt__bi_set2(&t, MT_DOUBLE, n, n);
        memset(t.data, 0, n * n * sizeof(double));
        for (i = 0; i < n; i++)
            ((double *)t.data)[i + i * n] = 1;
        if (single) {
            mt__la_sgebak(job, n, ilo, ihi, scale, (double *)t.data);
            mt_convert(&t, MT_SINGLE, &t);
        } else
            mt__la_dgebak(job, n, ilo, ihi, scale, (double *)t.data);
        mt__bi_give(out[0], &t);
        mt__bi_give(out[1], &a);
    } else {
        /* aepbalance's scaling_vector and permuting_vector (1-based) */
        mt_array d = MT_ARRAY_INIT, p = MT_ARRAY_INIT;
        double *dv, *pv;
        mt__bi_set2(&d, MT_DOUBLE, n, 1);
        mt__bi_set2(&p, MT_DOUBLE, n, 1);
        dv = (double *)d.data;
        pv = (double *)p.data;
        for (i = 0; i < n; i++) {
            dv[i] = i + 1 >= ilo && i < ihi ? scale[i] : 1;
            pv[i] = (double)i;
        }
        for (i = n; i-- > ihi;) {
            size_t j = (size_t)scale[i] - 1;
            double t = pv[i];
            pv[i] = pv[j];
            pv[j] = t;
        }
        for (i = 0; i + 1 < ilo; i++) {
            size_t j = (size_t)scale[i] - 1;
            double t = pv[i];
            pv[i] = pv[j];
            pv[j] = t;
        }
        for (i = 0; i < n; i++)
            pv[i] += 1;
        if (single) {
            mt_convert(&d, MT_SINGLE, &d);
            mt_convert(&p, MT_SINGLE, &p);
        }
        mt__bi_give(out[0], &d);
        mt__bi_give(out[1], &p);
        mt__bi_give(out[2], &a);
    }
    free(scale);
}
