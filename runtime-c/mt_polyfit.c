/* mt_polyfit.c — polynomial builtins after Octave's .m files: `polyfit(x, y, n)` (the
 * Vandermonde matrix built by repeated products as vander.m, column-pivoted economy QR from
 * mt_factor.c, then r \ (q' * y) through the BLAS and Octave's solver (the runtime's own
 * back substitution without LAPACK)), `[b, r] =
 * deconv(y, a)` (filter of an impulse, as deconv.m), `cumtrapz`, `poly` and `roots` (the
 * companion matrix's eigenvalues, through eig).
 * Real double (char, logical) inputs only; everything else stops with `error: mat2c: ...`.
 */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>



static void pf_real_double(const char *fn, const mt_array *a)
{
    mt__bi_no_complex(fn, a);
    if (a->cls != MT_DOUBLE && a->cls != MT_CHAR && a->cls != MT_LOGICAL)
        mt_error("mat2c: %s of %s values is not supported", fn, mt_class_name(a->cls));
}

static int pf_isvector(const mt_array *a)
{
    return a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1) && a->numel >= 1;
}

static void pf_give_vec(mt_array *out, const double *v, size_t n, int row)
{
    mt_array r = MT_ARRAY_INIT;
    mt__bi_set2(&r, MT_DOUBLE, row ? 1 : n, row ? n : 1);
    if (n)
        memcpy(r.data, v, n * sizeof(double));
    mt__bi_give(out, &r);
}

/* 1-norm reciprocal condition number of the upper triangular k x k matrix r (exact: the
 * inverse is formed), which bounds LAPACK's estimate from below. */
static double pf_rcond_upper(const double *r, size_t k)
{
    double *inv = (double *)mt__bi_alloc(k * k * sizeof(double) + 1), na = 0, ni = 0;
    size_t i, j, l;
    for (j = 0; j < k; j++) {
        double s = 0;
        for (i = 0; i <= j; i++)
            s += fabs(r[i + j * k]);
        if (s > na)
            na = s;
    }
    for (j = 0; j < k; j++) { /* column j of inv(r): solve r x = e_j */
        double *x = inv + j * k, s = 0;
        x[j] = 1;
        for (l = j + 1; l-- > 0;) {
            x[l] /= r[l + l * k];
            for (i = 0; i < l; i++)
                x[i] -= x[l] * r[i + l * k];
        }
        for (i = 0; i < k; i++)
            s += fabs(x[i]);
        if (s > ni)
            ni = s;
    }
    free(inv);
    return na == 0 || !isfinite(ni) ? 0 : 1 / (na * ni);
}

BI(polyfit)
{
    mt_array v0, v1, v2, A = MT_ARRAY_INIT, Q = MT_ARRAY_INIT, R = MT_ARRAY_INIT,
                         K = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *y = mt__bi_arg(&args[1], &v1),
                   *nn = mt__bi_arg(&args[2], &v2);
    mt_array *qo[3];
    mt_arg qa[2];
    size_t m = x->numel, n, i, j, k;
    double nd, *qty, *p, *rr;
    int lapack, xs;
    (void)nout;
    (void)nargs;
    if (x->numel != y->numel)
        mt_error("polyfit: X and Y must have the same number of points");
    if (nn->cls == MT_LOGICAL)
        mt_error("mat2c: polyfit with a logical mask N is not supported");
    nd = nn->numel == 1 && !nn->cplx ? mt__get(nn, 0) : -1;
    if (!(nn->numel == 1 && nd >= 0 && !isinf(nd) && nd == trunc(nd)))
        mt_error("polyfit: N must be a non-negative integer");
    lapack = mt__la_available();
    /* single values take Octave's single arithmetic, which the LAPACK path follows */
    if (!(lapack && x->cls == MT_SINGLE && !x->cplx))
        pf_real_double("polyfit", x);
    if (!(lapack && y->cls == MT_SINGLE && !y->cplx))
        pf_real_double("polyfit", y);
    xs = x->cls == MT_SINGLE;
    n = (size_t)nd + 1; /* coefficients */
    if (n > m)
        mt_error("mat2c: polyfit with degree N >= the number of points is not supported");
    /* vander(x, n): the last column ones, each column to the left times x */
    mt__bi_set2(&A, MT_DOUBLE, m, n);
    for (i = 0; i < m; i++) {
        double d = 1, xi = mt__get(x, i);
        for (j = n; j-- > 0;) {
            ((double *)A.data)[i + j * m] = d;
            d = xs ? (double)((float)d * (float)xi) : d * xi;
        }
    }
    if (xs) /* vander.m: A of x's class */
        mt_convert(&A, MT_SINGLE, &A);
    qa[0].a = &A;
    qa[0].s = 0;
    qa[1].a = NULL;
    qa[1].s = 0;
    qo[0] = &Q;
    qo[1] = &R;
    qo[2] = &K;
    mt_bi_qr(3, qo, 2, qa); /* [q, r, k] = qr(A, 0): q is m x n, r n x n */
    k = n;
    p = (double *)mt__bi_alloc(k * sizeof(double) + 1);
    if (lapack) {
        /* polyfit.m's p = r \ (q' * y) (its line 157): the compound product (BLAS, q
         * transposed) and Octave's triangular solve with its warnings; p(k) = p; p.' */
        mt_array Y = MT_ARRAY_INIT, Qt = MT_ARRAY_INIT, QtY = MT_ARRAY_INIT, S = MT_ARRAY_INIT,
                 Pr = MT_ARRAY_INIT;
        mt_frame f;
        mt__bi_set2(&Y, MT_DOUBLE, m, 1);
        for (i = 0; i < m; i++)
            ((double *)Y.data)[i] = mt__get(y, i);
        if (y->cls == MT_SINGLE)
            mt_convert(&Y, MT_SINGLE, &Y);
        mt_ctranspose(&Qt, &Q);
        mt_mtimes_t(&QtY, &Q, 2, &Y, 0, &Qt, &Y);
        mt__frame_push(&f, "polyfit", 157, 5);
        mt_mldivide(&S, &R, &QtY);
        mt__frame_pop(&f);
        mt__bi_set2(&Pr, S.cls, 1, k);
        for (j = 0; j < k; j++)
            mt__set(&Pr, (size_t)mt__get(&K, j) - 1, mt__get(&S, j));
        mt__bi_give(out[0], &Pr);
        mt_free(&Y);
        mt_free(&Qt);
        mt_free(&QtY);
        mt_free(&S);
        mt_free(&A);
        mt_free(&Q);
        mt_free(&R);
        mt_free(&K);
        free(p);
        return;
    } else {
        rr = (double *)R.data;
        for (i = 0; i < k; i++)
            if (rr[i + i * k] == 0 || !isfinite(rr[i + i * k])) {
                free(p);
                mt_error("mat2c: polyfit of a singular system is not supported");
            }
        if (pf_rcond_upper(rr, k) < 2 * DBL_EPSILON) {
            free(p);
            mt_error("mat2c: polyfit of a badly conditioned system is not supported");
        }
        qty = (double *)mt__bi_alloc(k * sizeof(double) + 1);
        for (j = 0; j < k; j++) {
            double s = 0;
            for (i = 0; i < m; i++)
                s = fma(((double *)Q.data)[i + j * m], mt__get(y, i), s);
            qty[j] = s;
        }
        for (j = k; j-- > 0;) /* dtrsm: left, upper, no transpose */
            if (qty[j] != 0) {
                qty[j] /= rr[j + j * k];
                for (i = 0; i < j; i++)
                    qty[i] = fma(-qty[j], rr[i + j * k], qty[i]);
            }
        for (j = 0; j < k; j++) /* p(k) = p */
            p[(size_t)mt__get(&K, j) - 1] = qty[j];
        free(qty);
    }
    pf_give_vec(out[0], p, k, 1);
    free(p);
    mt_free(&A);
    mt_free(&Q);
    mt_free(&R);
    mt_free(&K);
}

/* deconv.m: b is filter(y, a, impulse) and r the filter's final state times a(1). */
BI(deconv)
{
    mt_array v0, v1, rb = MT_ARRAY_INIT, rr = MT_ARRAY_INIT;
    const mt_array *y = mt__bi_arg(&args[0], &v0), *a = mt__bi_arg(&args[1], &v1);
    size_t la, ly, lb, i, j, n;
    double a0, *bc, *ac, *z;
    int yrow;
    (void)nargs;
    if (!(pf_isvector(y) && pf_isvector(a)))
        mt_error("deconv: Y and A must be vectors");
    pf_real_double("deconv", y);
    pf_real_double("deconv", a);
    la = a->numel;
    ly = y->numel;
    yrow = y->dims[0] == 1;
    if (ly < la) {
        mt__bi_give_scalar(out[0], MT_DOUBLE, 0);
        if (nout > 1) {
            mt_resize(&rr, MT_DOUBLE, 0, y->ndims, y->dims);
            for (i = 0; i < ly; i++)
                ((double *)rr.data)[i] = mt__get(y, i);
            mt__bi_give(out[1], &rr);
        }
        return;
    }
    a0 = mt__get(a, 0);
    if (a0 == 0)
        mt_error("filter: the first element of A must be nonzero");
    lb = ly - la + 1;
    n = ly; /* max(numel(b), numel(a)) of the filter */
    bc = (double *)mt__bi_alloc(n * sizeof(double));
    ac = (double *)mt__bi_alloc(n * sizeof(double));
    z = (double *)mt__bi_alloc(n * sizeof(double));
    for (i = 0; i < ly; i++)
        bc[i] = mt__get(y, i);
    for (i = 0; i < la; i++)
        ac[i] = mt__get(a, i);
    if (a0 != 1.0)
        for (i = 0; i < n; i++) {
            bc[i] /= a0;
            ac[i] /= a0;
        }
    if (ly == la)
        mt__bi_set2(&rb, MT_DOUBLE, 1, 1);
    else
        mt__bi_set2(&rb, MT_DOUBLE, yrow ? 1 : lb, yrow ? lb : 1);
    for (i = 0; i < lb; i++) {
        double xi = i == 0 ? 1 : 0, yi = z[0] + bc[0] * xi;
        for (j = 0; j + 1 < n; j++)
            z[j] = z[j + 1] - ac[j + 1] * yi + bc[j + 1] * xi;
        ((double *)rb.data)[i] = yi;
    }
    mt__bi_give(out[0], &rb);
    if (nout > 1) {
        mt_resize(&rr, MT_DOUBLE, 0, y->ndims, y->dims);
        memset(rr.data, 0, ly * sizeof(double));
        for (i = 0; i + 1 < la; i++)
            ((double *)rr.data)[lb + i] = z[i] * a0;
        mt__bi_give(out[1], &rr);
    }
    free(bc);
    free(ac);
    free(z);
}

/* cumtrapz(y), cumtrapz(x, y), cumtrapz(y, dim), cumtrapz(x, y, dim) as cumtrapz.m:
 * 0.5 * cumsum of the pair sums (times diff(x)), a leading zero along dim. */
BI(cumtrapz)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *x = NULL, *y, *dm = NULL;
    size_t before, len, after, b, l, c, dims[MT_MAXDIMS];
    int d, xkind = 0; /* 0 none, 1 scalar, 2 vector, 3 same shape */
    (void)nout;
    if (nargs == 3) {
        x = mt__bi_arg(&args[0], &v0);
        y = mt__bi_arg(&args[1], &v1);
        dm = mt__bi_arg(&args[2], &v2);
    } else if (nargs == 2) {
        const mt_array *s = mt__bi_arg(&args[1], &v1);
        const mt_array *f = mt__bi_arg(&args[0], &v0);
        if (s->numel == 1 && f->numel != 1) {
            y = f;
            dm = s;
        } else {
            x = f;
            y = s;
        }
    } else
        y = mt__bi_arg(&args[0], &v0);
    pf_real_double("cumtrapz", y);
    if (x)
        pf_real_double("cumtrapz", x);
    if (dm) {
        double dv = dm->numel == 1 ? mt__get(dm, 0) : 0.5;
        if (!(dm->numel == 1 && dv == trunc(dv) && dv >= 1 && dv <= y->ndims))
            mt_error("trapz: DIM must be an integer and a valid dimension");
        d = (int)dv - 1;
    } else {
        d = 0;
        while (d < y->ndims && y->dims[d] <= 1)
            d++;
        if (d == y->ndims)
            d = 0;
    }
    mt__bi_split_dims(y, d, &before, &len, &after);
    if (x) {
        if (x->numel == 1)
            xkind = 1;
        else if (x->ndims == 2 && (x->dims[0] == 1 || x->dims[1] == 1)) {
            if (x->numel != len)
                mt_error("cumtrapz: length of X and length of Y along DIM must match");
            xkind = 2;
        } else {
            if (x->ndims != y->ndims || memcmp(x->dims, y->dims, y->ndims * sizeof(size_t)))
                mt_error("cumtrapz: X and Y must have same shape");
            xkind = 3;
        }
    }
    memcpy(dims, y->dims, sizeof(dims));
    if (len == 0) /* cat(dim, zeros(sz with sz(dim) = 1), z) */
        dims[d] = 1;
    mt_resize(&r, MT_DOUBLE, 0, y->ndims, dims);
    for (c = 0; c < after; c++)
        for (b = 0; b < before; b++) {
            double s = 0;
            size_t base = b + c * before * (len ? len : 1);
            ((double *)r.data)[base] = 0;
            for (l = 1; l < len; l++) {
                size_t i1 = base + l * before, i0 = base + (l - 1) * before;
                double t = mt__get(y, i1) + mt__get(y, i0);
                if (xkind == 2)
                    t = (mt__get(x, l) - mt__get(x, l - 1)) * t;
                else if (xkind == 3)
                    t = (mt__get(x, i1) - mt__get(x, i0)) * t;
                s += t;
                ((double *)r.data)[i1] =
                    xkind == 1 ? mt__get(x, 0) * 0.5 * s : 0.5 * s;
            }
        }
    mt__bi_give(out[0], &r);
}

/* The roots sorted as Octave's sort orders complex values (magnitude, then argument). */
static int poly_cmp(const void *a, const void *b)
{
    const double *x = (const double *)a, *y = (const double *)b;
    double mx = hypot(x[0], x[1]), my = hypot(y[0], y[1]), ax, ay;
    if (mx != my)
        return mx < my ? -1 : 1;
    ax = mt__sort_arg(x[0], x[1]);
    ay = mt__sort_arg(y[0], y[1]);
    return ax < ay ? -1 : ax > ay;
}

/* poly.m's test on complex roots v: the sorted roots with a positive imaginary part equal
 * the sorted conjugates of those with a negative one (and there is at least one), so the
 * coefficients are real. */
static int poly_conj_pairs(const mt_array *v, size_t n)
{
    double *pos = (double *)mt__bi_alloc(2 * (n + 1) * sizeof(double));
    double *neg = (double *)mt__bi_alloc(2 * (n + 1) * sizeof(double));
    size_t np = 0, nn = 0, j;
    int same;
    for (j = 0; j < n; j++) {
        double re = mt__get(v, j), im = mt__get_im(v, j);
        if (im > 0) {
            pos[2 * np] = re;
            pos[2 * np++ + 1] = im;
        } else if (im < 0) {
            neg[2 * nn] = re;
            neg[2 * nn++ + 1] = -im;
        }
    }
    qsort(pos, np, 2 * sizeof(double), poly_cmp);
    qsort(neg, nn, 2 * sizeof(double), poly_cmp);
    same = np == nn && np > 0;
    for (j = 0; same && j < np; j++)
        same = pos[2 * j] == neg[2 * j] && pos[2 * j + 1] == neg[2 * j + 1];
    free(pos);
    free(neg);
    return same;
}

/* poly.m: the coefficients of prod(z - v) of the roots v (a vector) or of the eigenvalues
 * of a square matrix (through eig). */
BI(poly)
{
    mt_array v0, ev = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0), *v = x;
    size_t rows = x->dims[0], cols = x->dims[1], m, n, i, j;
    double *yv, *yi;
    (void)nout;
    (void)nargs;
    if (x->ndims != 2)
        mt_error("mat2c: poly of an N-d array is not supported");
    if (x->cls != MT_DOUBLE && x->cls != MT_CHAR && x->cls != MT_LOGICAL)
        mt_error("mat2c: poly of %s values is not supported", mt_class_name(x->cls));
    m = rows < cols ? rows : cols;
    n = rows < cols ? cols : rows;
    if (m == 0) {
        mt__bi_give_scalar(out[0], MT_DOUBLE, 1);
        return;
    }
    if (m != 1) {
        mt_array *eo[1];
        mt_arg ea[1];
        if (m != n)
            mt_error("mat2c: poly of a non-square matrix is not supported");
        eo[0] = &ev;
        ea[0] = args[0];
        mt_bi_eig(1, eo, 1, ea);
        v = &ev;
    }
    yv = (double *)mt__bi_alloc(2 * (n + 1) * sizeof(double));
    yi = yv + n + 1;
    yv[0] = 1;
    for (j = 0; j < n; j++) { /* y(2:j+1) -= v(j) .* y(1:j), from the old y */
        double vj = mt__get(v, j), wj = mt__get_im(v, j);
        for (i = j + 1; i >= 1; i--) {
            /* complex eigenvalues of a real matrix: the product in complex arithmetic, of
             * which poly.m keeps the real part (the input is real) */
            double re = vj * yv[i - 1] - wj * yi[i - 1], im = vj * yi[i - 1] + wj * yv[i - 1];
            yv[i] -= re;
            yi[i] -= im;
        }
    }
    if (x->cplx && !poly_conj_pairs(v, n)) {
        mt_array r = MT_ARRAY_INIT;
        size_t dims[2];
        dims[0] = 1;
        dims[1] = n + 1;
        mt_resize(&r, MT_DOUBLE, 1, 2, dims);
        for (i = 0; i <= n; i++)
            mt__set_c(&r, i, yv[i], yi[i]);
        mt__narrow_complex(&r);
        mt__bi_give(out[0], &r);
    } else
        pf_give_vec(out[0], yv, n + 1, 1);
    free(yv);
    mt_free(&ev);
}

/* roots.m: the eigenvalues of the companion matrix once leading and trailing zeros are
 * stripped (each trailing zero a zero root). Complex coefficients as roots.m computes them:
 * magnitudes for the scale, the first row -v(2:l) ./ v(1) in complex division, eig of the
 * complex companion matrix. */
BI(roots)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *c = mt__bi_arg(&args[0], &v0);
    size_t n = c->numel, i, f0 = 0, f1 = 0, found = 0, l, nr;
    double cmax = 0;
    int cx = c->cplx;
    (void)nout;
    (void)nargs;
    if (!(pf_isvector(c) || n == 0))
        mt_error("mat2c: roots of a matrix is not supported");
    if (c->cls != MT_DOUBLE && c->cls != MT_CHAR && c->cls != MT_LOGICAL)
        mt_error("mat2c: roots of %s values is not supported", mt_class_name(c->cls));
    for (i = 0; i < n; i++) {
        double t = mt__get(c, i), u = mt__get_im(c, i);
        if (!isfinite(t) || !isfinite(u))
            mt_error("roots: inputs must not contain Inf or NaN");
        t = cx ? hypot(t, u) : fabs(t);
        if (t > cmax)
            cmax = t;
    }
    if (n == 0 || cmax == 0) {
        mt__bi_set2(&r, MT_DOUBLE, 0, 0);
        mt__bi_give(out[0], &r);
        return;
    }
    for (i = 0; i < n; i++)
        if (mt__get(c, i) / cmax != 0 || mt__get_im(c, i) / cmax != 0) {
            if (!found)
                f0 = i;
            f1 = i;
            found = 1;
        }
    l = f1 - f0 + 1;
    if (l >= 2) {
        /* eig of the companion matrix (LAPACK's geevx with balancing, as Octave), then one
         * zero root per trailing zero */
        mt_array A = MT_ARRAY_INIT, ev = MT_ARRAY_INIT, *eo[1];
        mt_arg ea[1];
        size_t d = l - 1, j, ne, dims[2];
        double complex c0 = mt__cplx(mt__get(c, f0), mt__get_im(c, f0));
        dims[0] = dims[1] = d;
        mt_resize(&A, MT_DOUBLE, cx, 2, dims);
        for (j = 0; j < d * d; j++)
            mt__set_c(&A, j, 0, 0);
        for (j = 0; j < d; j++) {
            if (cx) {
                double complex q =
                    -mt__cplx(mt__get(c, f0 + 1 + j), mt__get_im(c, f0 + 1 + j)) / c0;
                mt__set_c(&A, j * d, creal(q), cimag(q));
            } else
                mt__set(&A, j * d, -mt__get(c, f0 + 1 + j) / creal(c0));
        }
        for (j = 0; j + 1 < d; j++)
            mt__set_c(&A, (j + 1) + j * d, 1, 0);
        if (d == 1 && !cx) { /* the 1x1 companion matrix is its own eigenvalue */
            mt_copy(&ev, &A);
        } else {
            eo[0] = &ev;
            ea[0].a = &A;
            ea[0].s = 0;
            mt_bi_eig(1, eo, 1, ea);
        }
        mt_free(&A);
        ne = ev.numel;
        nr = ne + (n - 1 - f1);
        dims[0] = nr;
        dims[1] = 1;
        mt_resize(&r, MT_DOUBLE, ev.cplx, 2, dims);
        for (i = 0; i < nr; i++)
            mt__set_c(&r, i, i < ne ? mt__get(&ev, i) : 0, i < ne ? mt__get_im(&ev, i) : 0);
        mt_free(&ev);
        mt__bi_give(out[0], &r);
        return;
    }
    nr = n - 1 - f1;
    mt__bi_set2(&r, MT_DOUBLE, nr, 1);
    for (i = 0; i < nr; i++) /* one zero root per trailing zero coefficient */
        ((double *)r.data)[i] = 0;
    mt__bi_give(out[0], &r);
}
