/* mt_spline.c — spline (Octave 7's m-file): not-a-knot cubic splines, or complete ones
 * when y has two more values than x (the end slopes), as a pp struct (mkpp) or evaluated
 * (ppval). The m-file's formulas in its order of operations; its tridiagonal systems are
 * solved as Octave's sparse `\` solves them: LAPACK's dptsv algorithm for a symmetric
 * matrix with a positive diagonal (falling back as Octave does), dgtsv's elimination with
 * partial pivoting otherwise. Columns with NaNs are filled by the spline of their other
 * points first. Complex y (spline and pchip) as its real and imaginary parts. Single,
 * integer or N-d y, and singular systems stop with `error: mat2c: ...`. */
#include "mt_internal.h"

#include <math.h>
#include <string.h>

BI(mkpp);
BI(ppval);

/* dgtsv on one right-hand side (dl, d, du, b are overwritten); 0 when singular. */
static int gtsv(size_t n, double *dl, double *d, double *du, double *b)
{
    size_t i;
    double fact, temp;
    for (i = 0; i + 1 < n; i++) {
        if (fabs(d[i]) >= fabs(dl[i])) {
            if (d[i] == 0)
                return 0;
            fact = dl[i] / d[i];
            d[i + 1] = d[i + 1] - fact * du[i];
            b[i + 1] = b[i + 1] - fact * b[i];
            dl[i] = 0;
        } else {
            fact = d[i] / dl[i];
            d[i] = dl[i];
            temp = d[i + 1];
            d[i + 1] = du[i] - fact * temp;
            if (i + 2 < n) {
                dl[i] = du[i + 1];
                du[i + 1] = -fact * dl[i];
            }
            du[i] = temp;
            temp = b[i];
            b[i] = b[i + 1];
            b[i + 1] = temp - fact * b[i + 1];
        }
    }
    if (d[n - 1] == 0)
        return 0;
    b[n - 1] = b[n - 1] / d[n - 1];
    if (n > 1)
        b[n - 2] = (b[n - 2] - du[n - 2] * b[n - 1]) / d[n - 2];
    for (i = n - 2; i-- > 0;)
        b[i] = (b[i] - du[i] * b[i + 1] - dl[i] * b[i + 2]) / d[i];
    return 1;
}

/* dptsv (dpttrf, dptts2) on one right-hand side; 0 when not positive definite. */
static int ptsv(size_t n, double *d, double *e, double *b)
{
    size_t i;
    for (i = 0; i + 1 < n; i++) {
        double ei;
        if (d[i] <= 0)
            return 0;
        ei = e[i];
        e[i] = ei / d[i];
        d[i + 1] = d[i + 1] - e[i] * ei;
    }
    if (d[n - 1] <= 0)
        return 0;
    if (n == 1) {
        b[0] = b[0] * (1 / d[0]);
        return 1;
    }
    for (i = 1; i < n; i++)
        b[i] = b[i] - b[i - 1] * e[i - 1];
    b[n - 1] = b[n - 1] / d[n - 1];
    for (i = n - 1; i-- > 0;)
        b[i] = b[i] / d[i] - b[i + 1] * e[i];
    return 1;
}

/* Solves the tridiagonal system (sub dl, diagonal d, super du; n unknowns) for each of the
 * ncol right-hand sides in g (n x ncol, overwritten with the solution). */
static void trisolve(size_t n, const double *dl, const double *d, const double *du, double *g,
                     size_t ncol)
{
    double *w = (double *)mt__bi_alloc(4 * (n + 1) * sizeof *w);
    double *wl = w, *wd = w + n + 1, *wu = w + 2 * (n + 1), *wb = w + 3 * (n + 1);
    size_t i, k;
    int sym = 1, pos = 1;
    for (i = 0; i + 1 < n; i++)
        if (dl[i] != du[i])
            sym = 0;
    for (i = 0; i < n; i++)
        if (!(d[i] > 0))
            pos = 0;
    /* Octave tries the Cholesky-like factorisation once; if it fails, all columns go
     * through the general solver */
    if (sym && pos) {
        for (k = 0; k < ncol; k++) {
            memcpy(wd, d, n * sizeof *wd);
            if (n > 1)
                memcpy(wl, dl, (n - 1) * sizeof *wl);
            memcpy(wb, g + k * n, n * sizeof *wb);
            if (!ptsv(n, wd, wl, wb)) {
                sym = 0;
                break;
            }
            memcpy(g + k * n, wb, n * sizeof *wb);
        }
        if (sym) {
            free(w);
            return;
        }
    }
    for (k = 0; k < ncol; k++) {
        memcpy(wd, d, n * sizeof *wd);
        if (n > 1) {
            memcpy(wl, dl, (n - 1) * sizeof *wl);
            memcpy(wu, du, (n - 1) * sizeof *wu);
        }
        memcpy(wb, g + k * n, n * sizeof *wb);
        if (!gtsv(n, wl, wd, wu, wb))
            mt_error("mat2c: spline with a singular system (repeated points) is not supported");
        memcpy(g + k * n, wb, n * sizeof *wb);
    }
    free(w);
}

typedef struct {
    double *x; /* n breaks, sorted */
    double *a; /* n x ncol values (column k at a + k * n) */
    size_t n, ncol;
} spdata;

#define A(i, k) (s->a[(i) + (k) * s->n])
#define H(i) (h[(i)])

/* The coefficients [d c b a] (rows: piece-major, column fastest) of the not-a-knot or
 * complete spline; *order, *pieces and the breaks (*bx, *nb) are set. */
static double *coefficients(const spdata *s, int complete, const double *dfs, const double *dfe,
                            size_t *order, size_t *pieces, double **bx, size_t *nb)
{
    size_t n = s->n, nc = s->ncol, i, k, rows;
    const double *x = s->x;
    double *h = (double *)mt__bi_alloc((n > 1 ? n - 1 : 1) * sizeof *h);
    double *c = (double *)mt__bi_alloc(n * nc * sizeof *c), *co;
    for (i = 0; i + 1 < n; i++)
        h[i] = x[i + 1] - x[i];
    *bx = (double *)mt__bi_alloc(n * sizeof **bx);
    memcpy(*bx, x, n * sizeof **bx);
    *nb = n;
    if (n == 2) {
        double dx = x[1] - x[0];
        *order = complete ? 4 : 2;
        *pieces = 1;
        co = (double *)mt__bi_alloc(nc * *order * sizeof *co);
        for (k = 0; k < nc; k++) {
            double a1 = A(0, k), a2 = A(1, k);
            if (complete) {
                co[k] = (dfs[k] + dfe[k]) / pow(dx, 2) + 2 * (a1 - a2) / pow(dx, 3);
                co[k + nc] = (-2 * dfs[k] - dfe[k]) / dx - 3 * (a1 - a2) / pow(dx, 2);
                co[k + 2 * nc] = dfs[k];
                co[k + 3 * nc] = a1;
            } else {
                co[k] = (a2 - a1) / dx;
                co[k + nc] = a1;
            }
        }
        free(h);
        free(c);
        return co;
    }
    if (!complete && n == 3) {
        *order = 3;
        *pieces = 1;
        co = (double *)mt__bi_alloc(nc * 3 * sizeof *co);
        for (k = 0; k < nc; k++) {
            double a1 = A(0, k), a2 = A(1, k), a3 = A(2, k);
            co[k] = (a1 - a3) / ((x[2] - x[0]) * (x[1] - x[2])) +
                    (a2 - a1) / ((x[1] - x[0]) * (x[1] - x[2]));
            co[k + nc] = (a2 - a1) * (x[2] - x[0]) / ((x[1] - x[0]) * (x[2] - x[1])) +
                         (a1 - a3) * (x[1] - x[0]) / ((x[2] - x[0]) * (x[2] - x[1]));
            co[k + 2 * nc] = a1;
        }
        (*bx)[1] = x[2];
        *nb = 2;
        free(h);
        free(c);
        return co;
    }
    if (complete) {
        double *dl = (double *)mt__bi_alloc(n * sizeof *dl), *dd = (double *)mt__bi_alloc(n * sizeof *dd);
        for (k = 0; k < nc; k++) {
            double *g = c + k * n;
            g[0] = (A(1, k) - A(0, k)) / H(0) - dfs[k];
            for (i = 1; i + 1 < n; i++)
                g[i] = (A(i + 1, k) - A(i, k)) / H(i) - (A(i, k) - A(i - 1, k)) / H(i - 1);
            g[n - 1] = dfe[k] - (A(n - 1, k) - A(n - 2, k)) / H(n - 2);
            for (i = 0; i < n; i++)
                g[i] = g[i] / 2;
        }
        for (i = 0; i + 1 < n; i++)
            dl[i] = H(i) / 6;
        dd[0] = H(0) / 3;
        for (i = 1; i + 1 < n; i++)
            dd[i] = (H(i - 1) + H(i)) / 3;
        dd[n - 1] = H(n - 2) / 3;
        trisolve(n, dl, dd, dl, c, nc);
        free(dl);
        free(dd);
    } else {
        size_t m = n - 2;
        double *g = (double *)mt__bi_alloc(m * nc * sizeof *g);
        double *ldg = (double *)mt__bi_alloc(m * sizeof *ldg);
        double *udg = (double *)mt__bi_alloc(m * sizeof *udg);
        double *dg = (double *)mt__bi_alloc(m * sizeof *dg);
        for (k = 0; k < nc; k++) {
            double *gk = g + k * m;
            gk[0] = 3 / (H(0) + H(1)) * (A(2, k) - A(1, k) - H(1) / H(0) * (A(1, k) - A(0, k)));
            gk[m - 1] = 3 / (H(n - 2) + H(n - 3)) *
                        (H(n - 3) / H(n - 2) * (A(n - 1, k) - A(n - 2, k)) -
                         (A(n - 2, k) - A(n - 3, k)));
            for (i = 1; i + 1 < m; i++)
                gk[i] = 3 * (A(i + 2, k) - A(i + 1, k)) / H(i + 1) -
                        3 * (A(i + 1, k) - A(i, k)) / H(i);
        }
        if (n > 4) {
            for (i = 0; i < m; i++)
                dg[i] = 2 * (H(i) + H(i + 1));
            dg[0] = dg[0] - H(0);
            dg[m - 1] = dg[m - 1] - H(n - 2);
            for (i = 0; i + 1 < m; i++)
                ldg[i] = udg[i] = H(i + 1);
            udg[0] = udg[0] - H(0);
            ldg[m - 2] = ldg[m - 2] - H(n - 2);
        } else {
            dg[0] = H(0) + 2 * H(1);
            dg[1] = 2 * H(1) + H(2);
            ldg[0] = H(1) - H(2);
            udg[0] = H(1) - H(0);
        }
        trisolve(m, ldg, dg, udg, g, nc);
        for (k = 0; k < nc; k++) {
            double *ck = c + k * n;
            for (i = 0; i < m; i++)
                ck[i + 1] = g[i + k * m];
            ck[0] = ck[1] + H(0) / H(1) * (ck[1] - ck[2]);
            ck[n - 1] = ck[n - 2] + H(n - 2) / H(n - 3) * (ck[n - 2] - ck[n - 3]);
        }
        free(g);
        free(ldg);
        free(udg);
        free(dg);
    }
    /* b = diff (a) ./ h - h / 3 .* (c(2:n) + 2 * c(1:n-1)); d = diff (c) ./ (3 * h) */
    *order = 4;
    *pieces = n - 1;
    rows = (n - 1) * nc;
    co = (double *)mt__bi_alloc(rows * 4 * sizeof *co);
    for (i = 0; i + 1 < n; i++)
        for (k = 0; k < nc; k++) {
            size_t r = k + nc * i;
            double ci = c[i + k * n], cn = c[i + 1 + k * n];
            co[r] = (cn - ci) / (3 * H(i));
            co[r + rows] = ci;
            co[r + 2 * rows] = (A(i + 1, k) - A(i, k)) / H(i) - H(i) / 3 * (cn + 2 * ci);
            co[r + 3 * rows] = A(i, k);
        }
    free(h);
    free(c);
    return co;
}

/* The pp of the spline through x (n points, any order) and the n x ncol values a (with the
 * end slopes in rows 0 and n+1 when complete); dim is the pp's dim. */
static void spline_pp(mt_array *pp, const double *x0, size_t n, const double *a0, size_t rows,
                      size_t ncol, double dim)
{
    spdata s;
    int complete = rows == n + 2, sorted = 1;
    double *dfs = NULL, *dfe = NULL, *co, *bx;
    size_t i, k, order, pieces, nb, *idx;
    mt_array brk = MT_ARRAY_INIT, cf = MT_ARRAY_INIT, dv = MT_ARRAY_INIT;
    mt_array *outs[1];
    mt_arg margs[3];
    size_t dims[2];
    s.n = n;
    s.ncol = ncol;
    s.x = (double *)mt__bi_alloc(n * sizeof *s.x);
    s.a = (double *)mt__bi_alloc(n * ncol * sizeof *s.a);
    idx = (size_t *)mt__bi_alloc(n * sizeof *idx);
    for (i = 0; i < n; i++)
        idx[i] = i;
    for (i = 0; i + 1 < n; i++)
        if (x0[i] > x0[i + 1])
            sorted = 0;
    if (!sorted) /* a stable insertion sort: sort's permutation of distinct or equal keys */
        for (i = 1; i < n; i++) {
            size_t j = i, t = idx[i];
            while (j > 0 && x0[idx[j - 1]] > x0[t]) {
                idx[j] = idx[j - 1];
                j--;
            }
            idx[j] = t;
        }
    if (complete) {
        dfs = (double *)mt__bi_alloc(ncol * sizeof *dfs);
        dfe = (double *)mt__bi_alloc(ncol * sizeof *dfe);
    }
    for (k = 0; k < ncol; k++) {
        size_t off = complete ? 1 : 0;
        if (complete) {
            dfs[k] = a0[k * rows];
            dfe[k] = a0[rows - 1 + k * rows];
        }
        for (i = 0; i < n; i++)
            s.a[i + k * n] = a0[off + idx[i] + k * rows];
    }
    for (i = 0; i < n; i++)
        s.x[i] = x0[idx[i]];
    co = coefficients(&s, complete, dfs, dfe, &order, &pieces, &bx, &nb);
    dims[0] = nb;
    dims[1] = 1;
    mt_resize(&brk, MT_DOUBLE, 0, 2, dims);
    memcpy(brk.data, bx, nb * sizeof *bx);
    dims[0] = pieces * ncol;
    dims[1] = order;
    mt_resize(&cf, MT_DOUBLE, 0, 2, dims);
    memcpy(cf.data, co, pieces * ncol * order * sizeof *co);
    dims[0] = dims[1] = 1;
    mt_resize(&dv, MT_DOUBLE, 0, 2, dims);
    mt__set(&dv, 0, dim);
    margs[0].a = &brk;
    margs[1].a = &cf;
    margs[2].a = &dv;
    margs[0].s = margs[1].s = margs[2].s = 0;
    outs[0] = pp;
    mt_bi_mkpp(1, outs, 3, margs);
    mt_free(&brk);
    mt_free(&cf);
    mt_free(&dv);
    free(co);
    free(bx);
    free(s.x);
    free(s.a);
    free(idx);
    free(dfs);
    free(dfe);
}

typedef void (*pp_maker)(int nout, mt_array *const *out, int nargs, const mt_arg *args);

/* f (x, y [, xi]) of a complex y: the pp of real (y) and of imag (y) with their coefficients
 * joined. Every step of the m-files works on the two parts alike (real x, real systems), so
 * this is the complex pp Octave builds. */
static void complex_pp(pp_maker f, mt_array *const *out, int nargs, const mt_arg *args,
                       const mt_array *y, int nan_both)
{
    mt_array part[2], pp[2], cf[2], name = MT_ARRAY_INIT, c = MT_ARRAY_INIT;
    mt_array res = MT_ARRAY_INIT;
    mt_array *o[1];
    mt_arg a[2];
    size_t i;
    int p;
    mt_from_string(&name, "coefs");
    for (p = 0; p < 2; p++) {
        mt_array z = MT_ARRAY_INIT;
        part[p] = pp[p] = cf[p] = z;
        mt_resize(&part[p], MT_DOUBLE, 0, y->ndims, y->dims);
        for (i = 0; i < y->numel; i++) {
            double re = mt__get(y, i), im = mt__get_im(y, i);
            /* spline's NaN test is isnan of the complex value: either part */
            if (nan_both && (isnan(re) || isnan(im)))
                re = im = MT_NAN;
            mt__set(&part[p], i, p ? im : re);
        }
        a[0] = args[0];
        a[1].a = &part[p];
        a[1].s = 0;
        o[0] = &pp[p];
        f(1, o, 2, a);
        mt_struct_field(&cf[p], &pp[p], &name);
    }
    mt_resize(&c, MT_DOUBLE, 1, cf[0].ndims, cf[0].dims);
    for (i = 0; i < c.numel; i++)
        mt__set_c(&c, i, mt__get(&cf[0], i), mt__get(&cf[1], i));
    a[0].a = &c;
    a[0].s = 0;
    mt_struct_set_field(&res, &pp[0], &name, a[0]);
    for (p = 0; p < 2; p++) {
        mt_free(&part[p]);
        mt_free(&pp[p]);
        mt_free(&cf[p]);
    }
    mt_free(&c);
    mt_free(&name);
    if (nargs >= 3) {
        mt_arg pa[2];
        pa[0].a = &res;
        pa[0].s = 0;
        pa[1] = args[2];
        mt_bi_ppval(1, out, 2, pa);
        mt_free(&res);
        return;
    }
    mt__bi_give(out[0], &res);
}

BI(spline)
{
    mt_array v0, v1, pp = MT_ARRAY_INIT;
    const mt_array *xa = mt__bi_arg(&args[0], &v0), *y = mt__bi_arg(&args[1], &v1);
    size_t n = xa->numel, rows, ncol, i, k;
    double *x, *a, dim;
    (void)nout;
    if (n < 2)
        mt_error("spline: requires at least 2 points");
    if (xa->cls != MT_DOUBLE || y->cls != MT_DOUBLE || xa->cplx)
        mt_error("mat2c: spline of values that are not real double is not supported");
    if (y->cplx) {
        complex_pp(mt_bi_spline, out, nargs, args, y, 1);
        return;
    }
    if (y->ndims != 2 || !(y->dims[0] == n || y->dims[1] == n || y->dims[0] == n + 2 ||
                           y->dims[1] == n + 2))
        mt_error("mat2c: spline of values not shaped as a vector or matrix of N or N+2 points "
                 "is not supported");
    x = (double *)mt__bi_alloc(n * sizeof *x);
    for (i = 0; i < n; i++) {
        x[i] = mt__get(xa, i);
        if (isnan(x[i]))
            mt_error("mat2c: spline with NaN points is not supported");
    }
    /* a = y.' when y's second extent counts the points, else y (and szy swapped) */
    if (y->dims[1] == n || y->dims[1] == n + 2) {
        rows = y->dims[1];
        ncol = y->dims[0];
        a = (double *)mt__bi_alloc((rows * ncol + 1) * sizeof *a);
        for (i = 0; i < rows; i++)
            for (k = 0; k < ncol; k++)
                a[i + k * rows] = mt__get(y, k + i * ncol);
    } else {
        rows = y->dims[0];
        ncol = y->dims[1];
        a = (double *)mt__bi_alloc((rows * ncol + 1) * sizeof *a);
        for (i = 0; i < rows * ncol; i++)
            a[i] = mt__get(y, i);
    }
    dim = (double)ncol;
    /* columns with NaNs: those values from the spline of the column's other points */
    for (k = 0; k < ncol; k++) {
        size_t nbad = 0, ngood = 0;
        for (i = 0; i < rows; i++)
            if (isnan(a[i + k * rows]))
                nbad++;
        if (!nbad)
            continue;
        if (rows != n)
            mt_error("mat2c: spline with end slopes and NaN values is not supported");
        ngood = n - nbad;
        if (ngood < 2)
            mt_error("spline: requires at least 2 points");
        {
            mt_array sub = MT_ARRAY_INIT, r = MT_ARRAY_INIT, xq = MT_ARRAY_INIT;
            mt_array xs = MT_ARRAY_INIT, ys = MT_ARRAY_INIT;
            mt_array *o[1];
            mt_arg pa[2];
            size_t d2[2], p = 0, q = 0;
            d2[0] = ngood;
            d2[1] = 1;
            mt_resize(&xs, MT_DOUBLE, 0, 2, d2);
            mt_resize(&ys, MT_DOUBLE, 0, 2, d2);
            d2[0] = nbad;
            mt_resize(&xq, MT_DOUBLE, 0, 2, d2);
            for (i = 0; i < n; i++) {
                double v = a[i + k * rows];
                if (isnan(v)) {
                    mt__set(&xq, q++, x[i]);
                } else {
                    mt__set(&xs, p, x[i]);
                    mt__set(&ys, p++, v);
                }
            }
            spline_pp(&sub, (const double *)xs.data, ngood, (const double *)ys.data, ngood, 1, 1);
            pa[0].a = &sub;
            pa[1].a = &xq;
            pa[0].s = pa[1].s = 0;
            o[0] = &r;
            mt_bi_ppval(1, o, 2, pa);
            for (i = 0, q = 0; i < n; i++)
                if (isnan(a[i + k * rows]))
                    a[i + k * rows] = mt__get(&r, q++);
            mt_free(&sub);
            mt_free(&r);
            mt_free(&xq);
            mt_free(&xs);
            mt_free(&ys);
        }
    }
    spline_pp(&pp, x, n, a, rows, ncol, dim);
    free(x);
    free(a);
    if (nargs >= 3) {
        mt_arg pa[2];
        pa[0].a = &pp;
        pa[0].s = 0;
        pa[1] = args[2];
        mt_bi_ppval(1, out, 2, pa);
        mt_free(&pp);
        return;
    }
    mt__bi_give(out[0], &pp);
}

/* SLATEC's DPCHST: SIGN (1, a) * SIGN (1, b), 0 when either is 0; a NaN counts by its sign
 * bit, as Fortran's SIGN takes it. */
static double pchst(double a, double b)
{
    if (a == 0 || b == 0)
        return 0;
    return (signbit(a) != 0) == (signbit(b) != 0) ? 1 : -1;
}

/* SLATEC's DPCHIM (Octave's __pchip_deriv__): shape-preserving derivatives d[0..n) of the
 * values f[0], f[inc], ... at the increasing x[0..n), n >= 2. */
static void pchim(size_t n, const double *x, const double *f, size_t inc, double *d)
{
    double h1 = x[1] - x[0], h2, hsum, del1 = (f[inc] - f[0]) / h1, del2, w1, w2, dmax, dmin;
    size_t i;
    if (n == 2) {
        d[0] = d[1] = del1;
        return;
    }
    h2 = x[2] - x[1];
    del2 = (f[2 * inc] - f[inc]) / h2;
    hsum = h1 + h2;
    w1 = (h1 + hsum) / hsum;
    w2 = -h1 / hsum;
    d[0] = w1 * del1 + w2 * del2;
    if (pchst(d[0], del1) <= 0) {
        d[0] = 0;
    } else if (pchst(del1, del2) < 0) {
        dmax = 3 * del1;
        if (fabs(d[0]) > fabs(dmax))
            d[0] = dmax;
    }
    for (i = 1; i + 1 < n; i++) {
        if (i > 1) {
            h1 = h2;
            h2 = x[i + 1] - x[i];
            hsum = h1 + h2;
            del1 = del2;
            del2 = (f[(i + 1) * inc] - f[i * inc]) / h2;
        }
        d[i] = 0;
        if (pchst(del1, del2) > 0) {
            double hsumt3 = hsum + hsum + hsum;
            w1 = (hsum + h1) / hsumt3;
            w2 = (hsum + h2) / hsumt3;
            dmax = fmax(fabs(del1), fabs(del2));
            dmin = fmin(fabs(del1), fabs(del2));
            d[i] = dmin / (w1 * (del1 / dmax) + w2 * (del2 / dmax));
        }
    }
    w1 = -h2 / hsum;
    w2 = (h2 + hsum) / hsum;
    d[n - 1] = w1 * del1 + w2 * del2;
    if (pchst(d[n - 1], del2) <= 0) {
        d[n - 1] = 0;
    } else if (pchst(del1, del2) < 0) {
        dmax = 3 * del2;
        if (fabs(d[n - 1]) > fabs(dmax))
            d[n - 1] = dmax;
    }
}

BI(pchip)
{
    mt_array v0, v1, pp = MT_ARRAY_INIT, brk = MT_ARRAY_INIT, cf = MT_ARRAY_INIT;
    mt_array dv = MT_ARRAY_INIT;
    const mt_array *xa = mt__bi_arg(&args[0], &v0), *y = mt__bi_arg(&args[1], &v1);
    size_t n = xa->numel, rows, i, k, dims[2], nd;
    double *x, *f, *d, *co;
    int yvec, down = 1, up = 1;
    mt_array *outs[1];
    mt_arg margs[3];
    (void)nout;
    if (xa->cls != MT_DOUBLE || y->cls != MT_DOUBLE || xa->cplx)
        mt_error("mat2c: pchip of values that are not real double is not supported");
    if (y->cplx) {
        /* Octave adds 1i * the slopes of the imaginary part: 0 * NaN there spoils the real
         * slopes, which the parts taken apart would not show */
        for (i = 0; i < y->numel; i++)
            if (!isfinite(mt__get_im(y, i)))
                mt_error("mat2c: pchip of complex values with a NaN or Inf imaginary part is "
                         "not supported");
        complex_pp(mt_bi_pchip, out, nargs, args, y, 0);
        return;
    }
    yvec = y->ndims == 2 && (y->dims[0] == 1 || y->dims[1] == 1);
    if (yvec) {
        if (y->numel != n)
            mt_error("pchip: length of X and Y must match");
        rows = 1;
    } else {
        if (y->dims[y->ndims - 1] != n)
            mt_error("pchip: length of X and last dimension of Y must match");
        rows = n ? y->numel / n : 0;
    }
    if (n < 2)
        mt_error("mat2c: pchip of fewer than 2 points is not supported");
    x = (double *)mt__bi_alloc(n * sizeof *x);
    f = (double *)mt__bi_alloc(n * rows * sizeof *f + 1);
    for (i = 0; i < n; i++)
        x[i] = mt__get(xa, i);
    for (i = 0; i < n * rows; i++)
        f[i] = mt__get(y, i);
    for (i = 0; i + 1 < n; i++) {
        double h = x[i + 1] - x[i];
        if (!(h < 0))
            down = 0;
        if (!(h > 0))
            up = 0;
    }
    if (down) { /* x and the columns of y flipped */
        for (i = 0; i < n / 2; i++) {
            double t = x[i];
            x[i] = x[n - 1 - i];
            x[n - 1 - i] = t;
            for (k = 0; k < rows; k++) {
                t = f[k + i * rows];
                f[k + i * rows] = f[k + (n - 1 - i) * rows];
                f[k + (n - 1 - i) * rows] = t;
            }
        }
    } else if (!up) {
        free(x);
        free(f);
        mt_error("pchip: X must be strictly monotonic");
    }
    d = (double *)mt__bi_alloc(n * rows * sizeof *d + 1);
    for (k = 0; k < rows; k++) {
        double *dk = (double *)mt__bi_alloc(n * sizeof *dk);
        pchim(n, x, f + k, rows, dk);
        for (i = 0; i < n; i++)
            d[k + i * rows] = dk[i];
        free(dk);
    }
    /* coeffs = cat (3, c3, c2, d1, f1): rows x (n-1) pieces x 4 */
    co = (double *)mt__bi_alloc(rows * (n - 1) * 4 * sizeof *co + 1);
    for (i = 0; i + 1 < n; i++) {
        double h = x[i + 1] - x[i];
        for (k = 0; k < rows; k++) {
            size_t r = k + i * rows, R = rows * (n - 1);
            double delta = (f[k + (i + 1) * rows] - f[k + i * rows]) / h;
            double del1 = (d[k + i * rows] - delta) / h;
            double del2 = (d[k + (i + 1) * rows] - delta) / h;
            double c3 = del1 + del2, c2 = -c3 - del1;
            co[r] = c3 / h;
            co[r + R] = c2;
            co[r + 2 * R] = d[k + i * rows];
            co[r + 3 * R] = f[k + i * rows];
        }
    }
    dims[0] = 1;
    dims[1] = n;
    mt_resize(&brk, MT_DOUBLE, 0, 2, dims);
    memcpy(brk.data, x, n * sizeof *x);
    dims[0] = rows * (n - 1);
    dims[1] = 4;
    mt_resize(&cf, MT_DOUBLE, 0, 2, dims);
    memcpy(cf.data, co, rows * (n - 1) * 4 * sizeof *co);
    /* dim: szy(1:end-1), y's extents before the last (1 for a vector) */
    nd = yvec ? 1 : (size_t)y->ndims - 1;
    dims[0] = 1;
    dims[1] = nd;
    mt_resize(&dv, MT_DOUBLE, 0, 2, dims);
    for (i = 0; i < nd; i++)
        mt__set(&dv, i, yvec ? 1 : (double)y->dims[i]);
    margs[0].a = &brk;
    margs[1].a = &cf;
    margs[2].a = &dv;
    margs[0].s = margs[1].s = margs[2].s = 0;
    outs[0] = &pp;
    mt_bi_mkpp(1, outs, 3, margs);
    mt_free(&brk);
    mt_free(&cf);
    mt_free(&dv);
    free(x);
    free(f);
    free(d);
    free(co);
    if (nargs >= 3) {
        mt_arg pa[2];
        pa[0].a = &pp;
        pa[0].s = 0;
        pa[1] = args[2];
        mt_bi_ppval(1, out, 2, pa);
        mt_free(&pp);
        return;
    }
    mt__bi_give(out[0], &pp);
}

/* __pchip_deriv__ (x, y, dim): DPCHIM's derivatives of each column (dim 1, the default) or
 * row (dim 2) of the real matrix y at the points x. */
BI(__pchip_deriv__)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *xa = mt__bi_arg(&args[0], &v0), *y = mt__bi_arg(&args[1], &v1);
    int dim = nargs >= 3 ? (int)mt__bi_scalar(args, 2) : 1;
    size_t n = xa->numel, rows, cols, nser, inc, step, i, k;
    double *x, *f, *d;
    (void)nout;
    if (xa->cls != MT_DOUBLE || y->cls != MT_DOUBLE || xa->cplx || y->cplx || y->ndims != 2 ||
        (dim != 1 && dim != 2))
        mt_error("mat2c: __pchip_deriv__ of these values is not supported");
    rows = y->dims[0];
    cols = y->dims[1];
    if ((dim == 1 ? rows : cols) != n)
        mt_error("__pchip_deriv__: X and Y dimension mismatch");
    if (n < 2)
        mt_error("mat2c: __pchip_deriv__ of fewer than 2 points is not supported");
    /* series k starts at k * step; its points are inc apart */
    nser = dim == 1 ? cols : rows;
    inc = dim == 1 ? 1 : rows;
    step = dim == 1 ? rows : 1;
    x = (double *)mt__bi_alloc(n * sizeof *x);
    f = (double *)mt__bi_alloc(y->numel * sizeof *f + 1);
    d = (double *)mt__bi_alloc(n * sizeof *d);
    for (i = 0; i < n; i++)
        x[i] = mt__get(xa, i);
    for (i = 0; i < y->numel; i++)
        f[i] = mt__get(y, i);
    mt_resize(&r, MT_DOUBLE, 0, 2, y->dims);
    for (k = 0; k < nser; k++) {
        pchim(n, x, f + k * step, inc, d);
        for (i = 0; i < n; i++)
            mt__set(&r, k * step + i * inc, d[i]);
    }
    free(x);
    free(f);
    free(d);
    mt__bi_give(out[0], &r);
}
