/* mt_fft.c — fft, ifft, fft2, ifft2 (generic builtin entries).
 *
 * Octave computes these with FFTW. To print what Octave prints, results that are exact in
 * theory (integers, zeros from cancellation, the conjugate symmetry of a real input's
 * transform) must come out exact here too, so the transform is computed in long double
 * and rounded once:
 *  - twiddle factors exp(-2*pi*i*k/n) are derived from the first octant with exact
 *    symmetries, and the angles whose sine or cosine is 0, 1/2 or 1 give those exactly;
 *  - lengths whose prime factors are at most MAX_RADIX use a recursive mixed-radix
 *    decimation in time (generic radix-p butterflies); other lengths use Bluestein's
 *    chirp-z algorithm on a power-of-two convolution;
 *  - a result smaller than 2^-56 times the input line's 1-norm (below double precision's
 *    resolution of that line) is rounding noise of an exact zero and is stored as +0;
 *  - as Octave (FFTW's real-to-complex transform), the transform of a real line fills
 *    its upper half with the conjugates of the lower half;
 *  - ifft divides by n after the backward transform, as Octave does.
 * Results whose imaginary parts are all zero become real (Octave narrows them).
 */
#include "mt_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


typedef long double ld;
typedef struct {
    ld re, im;
} cx;

enum { MAX_RADIX = 64 };
static const ld PI_L = 3.141592653589793238462643383279502884L;

/* cos and sin of 2*pi*num/den, exactly symmetric over the octants. */
static void cis_frac(unsigned long long num, unsigned long long den, ld *c, ld *s)
{
    unsigned long long a = (num % den) * 8;
    int neg_s = 0, neg_c = 0, swap = 0;
    ld cc, ss;
    if (a > 4 * den) { /* (pi, 2pi): reflect, sine changes sign */
        a = 8 * den - a;
        neg_s = 1;
    }
    if (a > 2 * den) { /* (pi/2, pi]: cosine changes sign */
        a = 4 * den - a;
        neg_c = 1;
    }
    if (a > den) { /* (pi/4, pi/2]: sine and cosine swap */
        a = 2 * den - a;
        swap = 1;
    }
    if (a == 0) {
        cc = 1;
        ss = 0;
    } else if (a == den) {
        cc = ss = sqrtl(0.5L);
    } else if (3 * a == 2 * den) { /* pi/6 */
        cc = sqrtl(3.0L) / 2;
        ss = 0.5L;
    } else {
        ld t = PI_L * (ld)a / (4 * (ld)den);
        cc = cosl(t);
        ss = sinl(t);
    }
    if (swap) {
        ld t = cc;
        cc = ss;
        ss = t;
    }
    *c = neg_c ? -cc : cc;
    *s = neg_s ? -ss : ss;
}

static void *falloc(size_t n)
{
    void *p = calloc(n ? n : 1, 1);
    if (!p)
        mt_error("out of memory");
    return p;
}

/* A forward transform of one length. */
typedef struct plan {
    size_t n;
    int nfac, bluestein;
    size_t fac[64];
    cx *tw;      /* exp(-2 pi i k / n), k < n */
    cx *scratch; /* one butterfly's inputs */
    cx *work;    /* the recursion's output */
    /* Bluestein: chirp w_k = exp(-pi i k^2 / n), the transformed filter, the sub-plan */
    size_t m;
    cx *chirp, *filt, *buf, *buf2;
    struct plan *sub;
} plan;

static cx cmul(cx a, cx b)
{
    cx r;
    r.re = a.re * b.re - a.im * b.im;
    r.im = a.re * b.im + a.im * b.re;
    return r;
}

static void plan_exec(plan *p, const cx *in, cx *out);

static plan *plan_new(size_t n)
{
    plan *p = (plan *)falloc(sizeof(plan));
    size_t k, r = n, f;
    p->n = n;
    while (r % 4 == 0) { /* radix 4 first: half the passes of radix 2 */
        p->fac[p->nfac++] = 4;
        r /= 4;
    }
    for (f = 2; r > 1; f++) {
        if (f * f > r)
            f = r;
        while (r % f == 0) {
            p->fac[p->nfac++] = f;
            r /= f;
        }
    }
    for (k = 0; k < (size_t)p->nfac; k++)
        if (p->fac[k] > MAX_RADIX)
            p->bluestein = 1;
    p->tw = (cx *)falloc(sizeof(cx) * n);
    for (k = 0; k < n; k++) {
        ld c, s;
        cis_frac(k, n, &c, &s);
        p->tw[k].re = c;
        p->tw[k].im = -s;
    }
    p->scratch = (cx *)falloc(sizeof(cx) * MAX_RADIX);
    p->work = (cx *)falloc(sizeof(cx) * n);
    if (p->bluestein) {
        size_t m = 1;
        while (m < 2 * n - 1)
            m *= 2;
        p->m = m;
        p->chirp = (cx *)falloc(sizeof(cx) * n);
        p->filt = (cx *)falloc(sizeof(cx) * m);
        p->buf = (cx *)falloc(sizeof(cx) * m);
        p->buf2 = (cx *)falloc(sizeof(cx) * m);
        for (k = 0; k < n; k++) {
            ld c, s;
            unsigned long long kk = (unsigned long long)k;
            cis_frac((kk * kk) % (2 * (unsigned long long)n), 2 * (unsigned long long)n, &c, &s);
            p->chirp[k].re = c;
            p->chirp[k].im = -s;
        }
        p->sub = plan_new(m);
        memset(p->buf, 0, sizeof(cx) * m);
        for (k = 0; k < n; k++) {
            cx w = p->chirp[k];
            w.im = -w.im; /* conj(w_k) */
            p->buf[k] = w;
            if (k)
                p->buf[m - k] = w;
        }
        plan_exec(p->sub, p->buf, p->filt);
    }
    return p;
}

static void plan_free(plan *p)
{
    if (!p)
        return;
    free(p->tw);
    free(p->scratch);
    free(p->work);
    free(p->chirp);
    free(p->filt);
    free(p->buf);
    free(p->buf2);
    plan_free(p->sub);
    free(p);
}

/* Decimation in time: out[0..n) = DFT_n of in[0], in[is], ...; tws = N / n. */
static void dft_rec(plan *p, const cx *in, size_t is, cx *out, size_t n, int f, size_t tws)
{
    size_t r, m, k, q, s, N = p->n;
    cx *y = p->scratch;
    if (n == 1) {
        out[0] = in[0];
        return;
    }
    r = p->fac[f];
    m = n / r;
    for (q = 0; q < r; q++)
        dft_rec(p, in + q * is, is * r, out + q * m, m, f + 1, tws * r);
    if (r == 2) {
        for (k = 0; k < m; k++) {
            cx a = out[k], b = k ? cmul(out[m + k], p->tw[k * tws]) : out[m + k];
            out[k].re = a.re + b.re;
            out[k].im = a.im + b.im;
            out[k + m].re = a.re - b.re;
            out[k + m].im = a.im - b.im;
        }
        return;
    }
    if (r == 4) { /* W_4 = -i: exact */
        for (k = 0; k < m; k++) {
            cx y0 = out[k], y1 = out[m + k], y2 = out[2 * m + k], y3 = out[3 * m + k], a, b, c, d;
            if (k) {
                y1 = cmul(y1, p->tw[k * tws]);
                y2 = cmul(y2, p->tw[2 * k * tws]);
                y3 = cmul(y3, p->tw[3 * k * tws]);
            }
            a.re = y0.re + y2.re;
            a.im = y0.im + y2.im;
            b.re = y0.re - y2.re;
            b.im = y0.im - y2.im;
            c.re = y1.re + y3.re;
            c.im = y1.im + y3.im;
            d.re = y1.re - y3.re; /* (y1 - y3) * -i = im - i re */
            d.im = y1.im - y3.im;
            out[k].re = a.re + c.re;
            out[k].im = a.im + c.im;
            out[k + m].re = b.re + d.im;
            out[k + m].im = b.im - d.re;
            out[k + 2 * m].re = a.re - c.re;
            out[k + 2 * m].im = a.im - c.im;
            out[k + 3 * m].re = b.re - d.im;
            out[k + 3 * m].im = b.im + d.re;
        }
        return;
    }
    for (k = 0; k < m; k++) {
        /* q * k < n, so q * k * tws < N: no reduction needed */
        for (q = 0; q < r; q++) {
            size_t e = q * k * tws;
            y[q] = e ? cmul(out[q * m + k], p->tw[e]) : out[q * m + k];
        }
        for (s = 0; s < r; s++) {
            cx acc = y[0];
            size_t e = 0, step = s * (N / r);
            for (q = 1; q < r; q++) {
                cx t;
                e += step; /* (q * s mod r) * N / r */
                if (e >= N)
                    e -= N;
                t = e ? cmul(y[q], p->tw[e]) : y[q];
                acc.re += t.re;
                acc.im += t.im;
            }
            out[s * m + k] = acc;
        }
    }
}

static void plan_exec(plan *p, const cx *in, cx *out)
{
    size_t n = p->n, m = p->m, k;
    if (!p->bluestein) {
        dft_rec(p, in, 1, out, n, 0, 1);
        return;
    }
    /* X_k = w_k * sum_j (x_j w_j) conj(w_{k-j}): a circular convolution of length m */
    memset(p->buf, 0, sizeof(cx) * m);
    for (k = 0; k < n; k++)
        p->buf[k] = cmul(in[k], p->chirp[k]);
    plan_exec(p->sub, p->buf, p->buf2);
    for (k = 0; k < m; k++) {
        cx t = cmul(p->buf2[k], p->filt[k]);
        t.im = -t.im; /* inverse by conjugation */
        p->buf[k] = t;
    }
    plan_exec(p->sub, p->buf, p->buf2);
    for (k = 0; k < n; k++) {
        cx t = p->buf2[k];
        t.im = -t.im;
        t.re /= (ld)m;
        t.im /= (ld)m;
        out[k] = cmul(t, p->chirp[k]);
    }
}

/* An exact zero's rounding noise becomes +0; -0 becomes +0. */
static double snap(ld v, ld tol)
{
    if (fabsl(v) <= tol)
        return 0.0;
    return (double)v;
}

/* Transforms x along dimension d (0-based) to length n into *r (double or single result). */
static void fft_along(mt_array *r, const mt_array *x, size_t n, int d, int inverse,
                      const char *fn)
{
    size_t before, len, after, dims[MT_MAXDIMS], b, o, k, nd;
    int i, real_in = !x->cplx, single = x->cls == MT_SINGLE;
    mt_array res = MT_ARRAY_INIT;
    plan *p = NULL;
    cx *line, *tr;
    if (x->cls == MT_CHAR)
        mt_error("invalid conversion from string to real N-D array");
    if (x->cls == MT_CELL || x->cls == MT_STRUCT)
        mt_error("mat2c: %s of a %s is not supported", fn, mt_class_name(x->cls));
    mt__bi_split_dims(x, d, &before, &len, &after);
    nd = (size_t)(x->ndims > d + 1 ? x->ndims : d + 1);
    for (i = 0; i < (int)nd; i++)
        dims[i] = i < x->ndims ? x->dims[i] : 1;
    dims[d] = n;
    mt_resize(&res, single ? MT_SINGLE : MT_DOUBLE, 1, (int)nd, dims);
    line = (cx *)falloc(sizeof(cx) * (n ? n : 1));
    tr = (cx *)falloc(sizeof(cx) * (n ? n : 1));
    if (n && res.numel)
        p = plan_new(n);
    for (o = 0; o < after && p; o++)
        for (b = 0; b < before; b++) {
            ld norm1 = 0, tol;
            for (k = 0; k < n; k++) {
                size_t src = o * before * len + b + k * before;
                line[k].re = k < len ? (ld)mt__get(x, src) : 0;
                line[k].im = k < len ? (ld)mt__get_im(x, src) : 0;
                if (inverse)
                    line[k].im = -line[k].im;
                norm1 += fabsl(line[k].re) + fabsl(line[k].im);
            }
            plan_exec(p, line, tr);
            tol = isfinite((double)norm1) ? norm1 * 0x1p-56L : 0;
            for (k = 0; k < n; k++) {
                size_t dst = o * before * n + b + k * before;
                ld re = tr[k].re, im = inverse ? -tr[k].im : tr[k].im;
                double vr, vi;
                if (!inverse && real_in && 2 * k > n) {
                    size_t mirror = o * before * n + b + (n - k) * before;
                    vr = mt__get(&res, mirror);
                    vi = -mt__get_im(&res, mirror);
                } else {
                    vr = snap(re, tol);
                    vi = snap(im, tol);
                    if (inverse) {
                        vr = vr == 0 ? 0.0 : (double)(re / (ld)n);
                        vi = vi == 0 ? 0.0 : (double)(im / (ld)n);
                    }
                }
                if (single) {
                    ((float *)res.data)[2 * dst] = (float)vr;
                    ((float *)res.data)[2 * dst + 1] = (float)vi;
                } else {
                    ((double *)res.data)[2 * dst] = vr;
                    ((double *)res.data)[2 * dst + 1] = vi;
                }
            }
        }
    if (!p)
        memset(res.data, 0, res.numel * mt_elsize(res.cls, 1));
    plan_free(p);
    free(line);
    free(tr);
    mt__narrow_complex(&res);
    mt__take(r, &res);
}

/* The N argument (empty: the length along the dimension). */
static int points_arg(const mt_arg *args, int nargs, int k, const char *fn, size_t *n)
{
    mt_array v;
    const mt_array *a;
    double d;
    if (nargs <= k)
        return 0;
    a = mt__bi_arg(&args[k], &v);
    if (a->numel == 0)
        return 0;
    if (a->cls == MT_CHAR)
        mt_error("invalid conversion from string to real scalar");
    d = mt__get(a, 0);
    if (isnan(d))
        mt_error("%s: number of points (N) must be greater than zero", fn);
    d = round(d);
    if (d < 0)
        mt_error("%s: number of points (N) must be greater than zero", fn);
    *n = (size_t)d;
    return 1;
}

static void fft_entry(int nout, mt_array *const *out, int nargs, const mt_arg *args,
                      int inverse, const char *fn)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t n = 0;
    int d, have_n;
    (void)nout;
    have_n = points_arg(args, nargs, 1, fn, &n);
    if (nargs >= 3) {
        double dv = round(mt__bi_scalar(args, 2));
        if (!(dv >= 1) || dv > x->ndims)
            mt_error("%s: DIM must be a valid dimension along which to perform FFT", fn);
        d = (int)dv - 1;
    } else
        d = mt__bi_default_dim(x);
    if (!have_n)
        n = d < x->ndims ? x->dims[d] : 1;
    fft_along(&r, x, n, d, inverse, fn);
    mt__bi_give(out[0], &r);
}

BI(fft)
{
    fft_entry(nout, out, nargs, args, 0, "fft");
}

BI(ifft)
{
    fft_entry(nout, out, nargs, args, 1, "ifft");
}

/* fft2 (x), fft2 (x, m, n): along the columns, then along the rows. */
static void fft2_entry(int nout, mt_array *const *out, int nargs, const mt_arg *args,
                       int inverse, const char *fn)
{
    mt_array v0, t = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t m = x->dims[0], n = x->dims[1];
    (void)nout;
    if (nargs == 2)
        mt_error("Invalid call to %s", fn);
    if (nargs >= 3) {
        double a = round(mt__bi_scalar(args, 1)), b = round(mt__bi_scalar(args, 2));
        if (!(a >= 0) || !(b >= 0))
            mt_error("%s: number of points (N) must be greater than zero", fn);
        m = (size_t)a;
        n = (size_t)b;
    }
    fft_along(&t, x, m, 0, inverse, fn);
    fft_along(&r, &t, n, 1, inverse, fn);
    mt_free(&t);
    mt__bi_give(out[0], &r);
}

BI(fft2)
{
    fft2_entry(nout, out, nargs, args, 0, "fft2");
}

BI(ifft2)
{
    fft2_entry(nout, out, nargs, args, 1, "ifft2");
}
