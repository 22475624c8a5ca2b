/* mt_randdist.c — the deviates behind randn, rande, randg and randp beyond the uniform and
 * ziggurat draws of mt_rand.c, computed as GNU Octave computes them so seeded streams match.
 *
 * New generators (Mersenne Twister streams): gamma by Marsaglia and Tsang's squeeze method
 * (a < 1 through gamma(1+a)·U^(1/a), the U's drawn after all the gamma(1+a) values); Poisson
 * by table inversion (L <= 10, filled from the last element), Zechner's patchwork rejection
 * (L <= 1e8) or a rounded normal; a single Poisson value (one per element of a parameter
 * array) by multiplying uniforms (L <= 12) or Numerical Recipes' Lorentzian rejection.
 *
 * Old generators (rand('seed', x)): RANLIB's single-precision algorithms by Ahrens and
 * Dieter: FL (M=5) normals, SA exponentials, GD/GS gamma and KPOIS Poisson deviates, each
 * drawing its uniforms from the virtual generator of its distribution. Their remembered
 * set-up values are static, as in RANLIB, so the sequence of calls matters; Octave draws one
 * Poisson value for MU+1 before a batch for MU, and so does this file. */
#include "mt_internal.h"

#include <math.h>
#include <string.h>

/* ---- RANLIB (old generators), single precision throughout ---- */

/* ranf() of RANLIB: the current distribution's combined congruential stream. */
static int cur_dist;

static float ranf(void)
{
    return mt__rnd_ranf(cur_dist);
}

/* FL (M=5): the 32 intervals of the half-normal's quantiles a(k), with d(k), t(k), h(k) of
 * Ahrens and Dieter (1973). */
static const float fl_a[32] = {
    0.0f,      .3917609E-1f, .7841241E-1f, .1177699f, .1573107f, .1970991f, .2372021f, .2776904f,
    .3186394f, .3601299f,    .4022501f,    .4450965f, .4887764f, .5334097f, .5791322f, .6260990f,
    .6744898f, .7245144f,    .7764218f,    .8305109f, .8871466f, .9467818f, 1.009990f, 1.077516f,
    1.150349f, 1.229859f,    1.318011f,    1.417797f, 1.534121f, 1.675940f, 1.862732f, 2.153875f};
static const float fl_d[31] = {
    0.0f,      0.0f,      0.0f,      0.0f,      0.0f,      .2636843f, .2425085f, .2255674f,
    .2116342f, .1999243f, .1899108f, .1812252f, .1736014f, .1668419f, .1607967f, .1553497f,
    .1504094f, .1459026f, .1417700f, .1379632f, .1344418f, .1311722f, .1281260f, .1252791f,
    .1226109f, .1201036f, .1177417f, .1155119f, .1134023f, .1114027f, .1095039f};
static const float fl_t[31] = {
    .7673828E-3f, .2306870E-2f, .3860618E-2f, .5438454E-2f, .7050699E-2f, .8708396E-2f,
    .1042357E-1f, .1220953E-1f, .1408125E-1f, .1605579E-1f, .1815290E-1f, .2039573E-1f,
    .2281177E-1f, .2543407E-1f, .2830296E-1f, .3146822E-1f, .3499233E-1f, .3895483E-1f,
    .4345878E-1f, .4864035E-1f, .5468334E-1f, .6184222E-1f, .7047983E-1f, .8113195E-1f,
    .9462444E-1f, .1123001f,    .1364980f,    .1716886f,    .2276241f,    .3304980f,
    .5847031f};
static const float fl_h[31] = {
    .3920617E-1f, .3932705E-1f, .3950999E-1f, .3975703E-1f, .4007093E-1f, .4045533E-1f,
    .4091481E-1f, .4145507E-1f, .4208311E-1f, .4280748E-1f, .4363863E-1f, .4458932E-1f,
    .4567523E-1f, .4691571E-1f, .4833487E-1f, .4996298E-1f, .5183859E-1f, .5401138E-1f,
    .5654656E-1f, .5953130E-1f, .6308489E-1f, .6737503E-1f, .7264544E-1f, .7926471E-1f,
    .8781922E-1f, .9930398E-1f, .1155599f,    .1404344f,    .1836142f,    .2790016f,
    .7010474f};

/* A standard normal deviate (the paper's step labels kept as goto targets). Indices are
 * the paper's 1-based ones, so tables are read at [i - 1]. */
static float snorm(void)
{
    float u = ranf(), s = 0.0f, ustar, aa, w, tt, y;
    int i;
    if (u > 0.5f)
        s = 1.0f;
    u = u + u - s;
    u = 32.0f * u;
    i = (int)u;
    if (i == 32)
        i = 31;
    if (i == 0)
        goto tail;
    ustar = u - (float)i;
    aa = fl_a[i - 1];
center:
    if (ustar <= fl_t[i - 1])
        goto center_continued;
    w = (ustar - fl_t[i - 1]) * fl_h[i - 1];
done:
    y = aa + w;
    return s == 1.0f ? -y : y;
center_continued:
    u = ranf();
    w = u * (fl_a[i] - aa);
    tt = (0.5f * w + aa) * w;
    goto center_compare;
center_retry:
    tt = u;
    ustar = ranf();
center_compare:
    if (ustar > tt)
        goto done;
    u = ranf();
    if (ustar >= u)
        goto center_retry;
    ustar = ranf();
    goto center;
tail:
    i = 6;
    aa = fl_a[31];
    goto tail_double;
tail_next:
    aa = aa + fl_d[i - 1];
    i = i + 1;
tail_double:
    u = u + u;
    if (u < 1.0f)
        goto tail_next;
    u = u - 1.0f;
tail_width:
    w = u * fl_d[i - 1];
    tt = (0.5f * w + aa) * w;
    goto tail_compare;
tail_retry:
    tt = u;
tail_compare:
    ustar = ranf();
    if (ustar > tt)
        goto done;
    u = ranf();
    if (ustar >= u)
        goto tail_retry;
    u = ranf();
    goto tail_width;
}

/* SA: q(k) = sum of ln(2)^j / j! for j = 1..k. */
static const float sa_q[8] = {.6931472f, .9333737f, .9888778f, .9984959f,
                              .9998293f, .9999833f, .9999986f, .9999999f};

static float sexpo(void)
{
    float a = 0.0f, u = ranf(), ustar, umin;
    int i;
    for (;;) {
        u = u + u;
        if (u >= 1.0f)
            break;
        a = a + sa_q[0];
    }
    u = u - 1.0f;
    if (u <= sa_q[0])
        return a + u;
    i = 1;
    ustar = ranf();
    umin = ustar;
    do {
        ustar = ranf();
        if (ustar < umin)
            umin = ustar;
        i = i + 1;
    } while (u > sa_q[i - 1]);
    return a + umin * sa_q[0];
}

/* Fortran's SIGN(a, b): |a| with b's sign. */
static float fsign(float a, float b)
{
    return copysignf(fabsf(a), b);
}

/* GD (a >= 1) and GS (a < 1) gamma deviates; the set-up values for the last a are kept. */
static float sgamma(float a)
{
    static const float q1 = .04166669f, q2 = .02083148f, q3 = .00801191f, q4 = .00144121f,
                       q5 = -.00007388f, q6 = .00024511f, q7 = .00024240f;
    static const float a1 = .3333333f, a2 = -.2500030f, a3 = .2000062f, a4 = -.1662921f,
                       a5 = .1423657f, a6 = -.1367177f, a7 = .1233795f;
    static const float e1 = 1.0f, e2 = .4999897f, e3 = .1668290f, e4 = .0407753f,
                       e5 = .0102930f;
    static const float sqrt32 = 5.656854f;
    static float aa = 0.0f, aaa = 0.0f, s2, s, d, q0, b, si, c;
    float e, p, q, r, t, u, v, w, x, b0, g;
    if (a == aa)
        goto step2;
    if (a < 1.0f)
        goto small;
    aa = a;
    s2 = a - 0.5f;
    s = sqrtf(s2);
    d = sqrt32 - 12.0f * s;
step2:
    t = snorm();
    x = s + 0.5f * t;
    g = x * x;
    if (t >= 0.0f)
        return g;
    u = ranf();
    if (d * u <= t * t * t)
        return g;
    if (a != aaa) {
        aaa = a;
        r = 1.0f / a;
        q0 = ((((((q7 * r + q6) * r + q5) * r + q4) * r + q3) * r + q2) * r + q1) * r;
        if (a <= 3.686f) {
            b = .463f + s + .178f * s2;
            si = 1.235f;
            c = .195f / s - .079f + .16f * s;
        } else if (a <= 13.022f) {
            b = 1.654f + .0076f * s2;
            si = 1.68f / s + .275f;
            c = .062f / s + .024f;
        } else {
            b = 1.77f;
            si = .75f;
            c = .1515f / s;
        }
    }
    if (x > 0.0f) {
        v = t / (s + s);
        if (fabsf(v) <= 0.25f)
            q = q0 + 0.5f * t * t * ((((((a7 * v + a6) * v + a5) * v + a4) * v + a3) * v + a2) * v + a1) * v;
        else
            q = q0 - s * t + 0.25f * t * t + (s2 + s2) * logf(1.0f + v);
        if (logf(1.0f - u) <= q)
            return g;
    }
    for (;;) {
        e = sexpo();
        u = ranf();
        u = u + u - 1.0f;
        t = b + fsign(si * e, u);
        if (t < -.7187449f)
            continue;
        v = t / (s + s);
        if (fabsf(v) <= 0.25f)
            q = q0 + 0.5f * t * t * ((((((a7 * v + a6) * v + a5) * v + a4) * v + a3) * v + a2) * v + a1) * v;
        else
            q = q0 - s * t + 0.25f * t * t + (s2 + s2) * logf(1.0f + v);
        if (q <= 0.0f)
            continue;
        if (q <= 0.5f) {
            w = ((((e5 * q + e4) * q + e3) * q + e2) * q + e1) * q;
        } else if (q < 15.0f) {
            w = expf(q) - 1.0f;
        } else {
            /* exp(q) - 1 = exp(q) here; one exponential unless it would overflow */
            if (q + e - 0.5f * t * t > 87.49823f)
                break;
            if (c * fabsf(u) > expf(q + e - 0.5f * t * t))
                continue;
            break;
        }
        if (c * fabsf(u) > w * expf(e - 0.5f * t * t))
            continue;
        break;
    }
    x = s + 0.5f * t;
    return x * x;
small:
    b0 = 1.0f + .3678794f * a;
    for (;;) {
        p = b0 * ranf();
        if (p < 1.0f) {
            g = expf(logf(p) / a);
            if (sexpo() < g)
                continue;
            return g;
        }
        g = -logf((b0 - p) / a);
        if (sexpo() < (1.0f - a) * logf(g))
            continue;
        return g;
    }
}

/* REAL ** INTEGER as gfortran evaluates it (libgcc's __powisf2: binary powering). */
static float powi(float x, int m)
{
    unsigned n = m < 0 ? (unsigned)-m : (unsigned)m;
    float y = (n % 2) ? x : 1.0f;
    while (n >>= 1) {
        x = x * x;
        if (n % 2)
            y = y * x;
    }
    return m < 0 ? 1.0f / y : y;
}

/* KPOIS: case A (mu >= 10) by a normal sample with squeeze, quotient and hat tests; case B
 * (mu < 10) by table inversion, the table of cumulative probabilities kept between calls. */
static int ignpoi(float mu)
{
    static const float a0 = -.5f, a1 = .3333333f, a2 = -.2500068f, a3 = .2000118f,
                       a4 = -.1661269f, a5 = .1421878f, a6 = -.1384794f, a7 = .1250060f;
    static const float fact[10] = {1.f, 1.f, 2.f, 6.f, 24.f, 120.f, 720.f, 5040.f, 40320.f, 362880.f};
    static float muprev = -1.0E37f, muold = -1.0E37f;
    static float s, d, omega, c3, c2, c1, c0, c, p, q, p0, pp[35];
    static int l, ll, m;
    float b1, b2, del, difmuk = 0.0f, e = 0.0f, fk = 0.0f, fx, fy, g = 0.0f, px, py, t,
                       u = 0.0f, v, x, xx;
    int j, k, kflag, result = 0;
    if (mu == muprev)
        goto step_n;
    if (mu < 10.0f)
        goto case_b;
    muprev = mu;
    s = sqrtf(mu);
    d = 6.0f * mu * mu;
    ll = (int)(mu - 1.1484f);
step_n:
    g = mu + s * snorm();
    if (g < 0.0f)
        goto step_p;
    result = (int)g;
    if (result >= ll)
        return result;
    fk = (float)result;
    difmuk = mu - fk;
    u = ranf();
    if (d * u >= difmuk * difmuk * difmuk)
        return result;
step_p:
    if (mu != muold) {
        muold = mu;
        omega = .3989423f / s;
        b1 = .4166667E-1f / mu;
        b2 = .3f * b1 * b1;
        c3 = .1428571f * b1 * b2;
        c2 = b2 - 15.f * c3;
        c1 = b1 - 6.f * b2 + 45.f * c3;
        c0 = 1.f - b1 + 3.f * b2 - 15.f * c3;
        c = .1069f / mu;
    }
    if (g < 0.0f)
        goto step_e;
    kflag = 0;
    goto step_f;
step_q:
    if (fy - u * fy <= py * expf(px - fx))
        return result;
step_e:
    e = sexpo();
    u = ranf();
    u = u + u - 1.0f;
    t = 1.8f + fsign(e, u);
    if (t <= -.6744f)
        goto step_e;
    result = (int)(mu + s * t);
    fk = (float)result;
    difmuk = mu - fk;
    kflag = 1;
    goto step_f;
step_h:
    if (c * fabsf(u) > py * expf(px + e) - fy * expf(fx + e))
        goto step_e;
    return result;
step_f:
    if (result < 10) {
        px = -mu;
        py = powi(mu, result) / fact[result];
    } else {
        del = .8333333E-1f / fk;
        del = del - 4.8f * del * del * del;
        v = difmuk / fk;
        if (fabsf(v) <= 0.25f)
            px = fk * v * v * (((((((a7 * v + a6) * v + a5) * v + a4) * v + a3) * v + a2) * v + a1) * v + a0) - del;
        else
            px = fk * logf(1.0f + v) - difmuk - del;
        py = .3989423f / sqrtf(fk);
    }
    x = (0.5f - difmuk) / s;
    xx = x * x;
    fx = -0.5f * xx;
    fy = omega * (((c3 * xx + c2) * xx + c1) * xx + c0);
    if (kflag <= 0)
        goto step_q;
    goto step_h;
case_b:
    muprev = -1.0E37f;
    if (mu != muold) {
        muold = mu;
        m = (int)mu > 1 ? (int)mu : 1;
        l = 0;
        p = expf(-mu);
        q = p;
        p0 = p;
    }
    for (;;) {
        u = ranf();
        if (u <= p0)
            return 0;
        if (l > 0) {
            j = 1;
            if (u > 0.458f)
                j = l < m ? l : m;
            for (k = j; k <= l; k++)
                if (u <= pp[k - 1])
                    return k;
            if (l == 35)
                continue;
        }
        for (k = l + 1; k <= 35; k++) {
            p = p * mu / (float)k;
            q = q + p;
            pp[k - 1] = q;
            if (u <= q) {
                l = k;
                return k;
            }
        }
        l = 35;
    }
}

float mt__ranlib_snorm(int dist)
{
    cur_dist = dist;
    return snorm();
}

float mt__ranlib_sexpo(int dist)
{
    cur_dist = dist;
    return sexpo();
}

/* Octave's old gamma: NaN for a <= 0 or a non-finite a, else gengam(1, a) = sgamma(a)/1. */
static float old_gamma(float a)
{
    cur_dist = MT_DIST_GAMMA;
    if (!(a > 0.0f) || isinf(a))
        return (float)NAN;
    return sgamma(a) / 1.0f;
}

/* Octave's old Poisson batch: one value for mu + 1 first (its work-around for KPOIS keeping
 * a stale table), then n values for mu. */
static void old_poisson(float mu_plus_1, float mu, size_t n, double *out, float *outf)
{
    size_t i;
    cur_dist = MT_DIST_POISSON;
    if (mu < 0.0f || isinf(mu) || mu != mu) {
        for (i = 0; i < n; i++) {
            if (out)
                out[i] = (double)NAN;
            else
                outf[i] = (float)NAN;
        }
        return;
    }
    (void)ignpoi(mu_plus_1);
    for (i = 0; i < n; i++) {
        int k = ignpoi(mu);
        if (out)
            out[i] = (double)k;
        else
            outf[i] = (float)k;
    }
}

/* ---- gamma on the Mersenne Twister streams (Marsaglia and Tsang) ---- */

void mt__randg_fill(double a, size_t n, double *r)
{
    size_t i;
    const double d = (a < 1. ? 1. + a : a) - 1. / 3.;
    const double c = 1. / sqrt(9. * d);
    if (mt__rnd_old()) {
        for (i = 0; i < n; i++)
            r[i] = (double)old_gamma((float)a);
        return;
    }
    if (a <= 0 || isinf(a)) {
        for (i = 0; i < n; i++)
            r[i] = (double)NAN;
        return;
    }
    for (i = 0; i < n; i++) {
        double x, xsq, v, u;
        for (;;) {
            x = mt__rnd_normal(MT_DIST_GAMMA);
            v = 1 + c * x;
            v *= v * v;
            if (v <= 0)
                continue;
            u = mt__rnd_u53(MT_DIST_GAMMA);
            xsq = x * x;
            if (u >= 1. - 0.0331 * xsq * xsq && log(u) >= 0.5 * xsq + d * (1 - v + log(v)))
                continue;
            break;
        }
        r[i] = d * v;
    }
    if (a < 1)
        for (i = 0; i < n; i++)
            r[i] *= exp(-mt__rnd_exp(MT_DIST_GAMMA) / a);
}

/* The single-precision generator: float draws and float arithmetic where Octave's template
 * has T = float, double where its constants are double. */
void mt__randg_fillf(float a, size_t n, float *r)
{
    size_t i;
    const double ad = (double)a;
    const float d = (float)((ad < 1. ? 1. + ad : ad) - 1. / 3.);
    const float c = (float)(1. / sqrt(9. * (double)d));
    if (mt__rnd_old()) {
        for (i = 0; i < n; i++)
            r[i] = old_gamma(a);
        return;
    }
    if (a <= 0 || isinf(a)) {
        for (i = 0; i < n; i++)
            r[i] = (float)NAN;
        return;
    }
    for (i = 0; i < n; i++) {
        float x, xsq, v, u;
        for (;;) {
            x = mt__rnd_normalf(MT_DIST_GAMMA);
            v = 1 + c * x;
            v *= v * v;
            if (v <= 0)
                continue;
            u = mt__rnd_u24(MT_DIST_GAMMA);
            xsq = x * x;
            if ((double)u >= 1. - 0.0331 * (double)xsq * (double)xsq
                && (double)logf(u) >= 0.5 * (double)xsq + (double)(d * (1 - v + logf(v))))
                continue;
            break;
        }
        r[i] = d * v;
    }
    if (a < 1)
        for (i = 0; i < n; i++)
            r[i] = (float)((double)r[i] * exp((double)(-mt__rnd_expf(MT_DIST_GAMMA) / a)));
}

double mt__randg_scalar(double a)
{
    double r;
    mt__randg_fill(a, 1, &r);
    return r;
}

float mt__randg_scalarf(float a)
{
    float r;
    mt__randg_fillf(a, 1, &r);
    return r;
}

/* ---- Poisson on the Mersenne Twister streams ---- */

/* ln(k!) for integer-valued k: a table below 30, Stirling's series above. */
static double log_fact(double k)
{
    static const double table[30] = {
        0.00000000000000000,  0.00000000000000000,  0.69314718055994531,  1.79175946922805500,
        3.17805383034794562,  4.78749174278204599,  6.57925121201010100,  8.52516136106541430,
        10.60460290274525023, 12.80182748008146961, 15.10441257307551530, 17.50230784587388584,
        19.98721449566188615, 22.55216385312342289, 25.19122118273868150, 27.89927138384089157,
        30.67186010608067280, 33.50507345013688888, 36.39544520803305358, 39.33988418719949404,
        42.33561646075348503, 45.38013889847690803, 48.47118135183522388, 51.60667556776437357,
        54.78472939811231919, 58.00360522298051994, 61.26170176100200198, 64.55753862700633106,
        67.88974313718153498, 71.25703896716800901};
    double r, rr;
    if (k >= 30.0) {
        r = 1.0 / k;
        rr = r * r;
        return (k + 0.5) * log(k) - k + 9.18938533204672742e-01
               + r * (8.33333333333333333e-02
                      + rr * (-2.77777777777777778e-03
                              + rr * (7.93650793650793651e-04 + rr * -5.95238095238095238e-04)));
    }
    return table[(int)k];
}

static double patch_f(double k, double l_nu, double c_pm)
{
    return exp(k * l_nu - log_fact(k) - c_pm);
}

/* Zechner's patchwork rejection (PPRSC) for 10 < my <= 1e8; the set-up for the last my is
 * kept between calls. */
static double pprsc(double my)
{
    static double my_last = -1.0;
    static double m, k2, k4, k1, k5, dl, dr, r1, r2, r4, r5, ll, lr, l_my, c_pm, f1, f2, f4, f5,
        p1, p2, p3, p4, p5, p6;
    double dk, xk, yk, ds, u, v, w;
    if (my != my_last) {
        my_last = my;
        ds = sqrt(my + 0.25);
        m = floor(my);
        k2 = ceil(my - 0.5 - ds);
        k4 = floor(my - 0.5 + ds);
        k1 = k2 + k2 - m + 1L;
        k5 = k4 + k4 - m;
        dl = k2 - k1;
        dr = k5 - k4;
        r1 = my / k1;
        r2 = my / k2;
        r4 = my / (k4 + 1.0);
        r5 = my / (k5 + 1.0);
        ll = log(r1);
        lr = -log(r5);
        l_my = log(my);
        c_pm = m * l_my - log_fact(m);
        f2 = patch_f(k2, l_my, c_pm);
        f4 = patch_f(k4, l_my, c_pm);
        f1 = patch_f(k1, l_my, c_pm);
        f5 = patch_f(k5, l_my, c_pm);
        p1 = f2 * (dl + 1.0);
        p2 = f2 * dl + p1;
        p3 = f4 * (dr + 1.0) + p2;
        p4 = f4 * dr + p3;
        p5 = f1 / ll + p4;
        p6 = f5 / lr + p5;
    }
    for (;;) {
        if ((u = mt__rnd_u53(MT_DIST_POISSON) * p6) < p2) {
            /* centre left */
            if ((v = u - p1) < 0.0)
                return k2 + floor(u / f2);
            if ((w = v / dl) < f1)
                return k1 + floor(v / f1);
            dk = floor(dl * mt__rnd_u53(MT_DIST_POISSON)) + 1.0;
            if (w <= f2 - dk * (f2 - f2 / r2))
                return k2 - dk;
            if ((v = f2 + f2 - w) < 1.0) {
                yk = k2 + dk;
                if (v <= f2 + dk * (1.0 - f2) / (dl + 1.0))
                    return yk;
                if (v <= patch_f(yk, l_my, c_pm))
                    return yk;
            }
            xk = k2 - dk;
        } else if (u < p4) {
            /* centre right */
            if ((v = u - p3) < 0.0)
                return k4 - floor((u - p2) / f4);
            if ((w = v / dr) < f5)
                return k5 - floor(v / f5);
            dk = floor(dr * mt__rnd_u53(MT_DIST_POISSON)) + 1.0;
            if (w <= f4 - dk * (f4 - f4 * r4))
                return k4 + dk;
            if ((v = f4 + f4 - w) < 1.0) {
                yk = k4 - dk;
                if (v <= f4 + dk * (1.0 - f4) / dr)
                    return yk;
                if (v <= patch_f(yk, l_my, c_pm))
                    return yk;
            }
            xk = k4 + dk;
        } else {
            w = mt__rnd_u53(MT_DIST_POISSON);
            if (u < p5) {
                /* exponential tail, left */
                dk = floor(1.0 - log(w) / ll);
                if ((xk = k1 - dk) < 0L)
                    continue;
                w *= (u - p4) * ll;
                if (w <= f1 - dk * (f1 - f1 / r1))
                    return xk;
            } else {
                /* exponential tail, right */
                dk = floor(1.0 - log(w) / lr);
                xk = k5 + dk;
                w *= (u - p5) * lr;
                if (w <= f5 - dk * (f5 - f5 * r5))
                    return xk;
            }
        }
        if (log(w) <= xk * l_my - log_fact(xk) - c_pm)
            return xk;
    }
}

#define POISSON_TABLE 46

/* Inversion of the cumulative distribution for lambda <= 10; the table grows on demand and
 * the values are stored from the last element backwards, as Octave does. */
static void poisson_lookup(double lambda, size_t n, double *p, float *pf)
{
    double t[POISSON_TABLE], prob;
    int whole = (int)floor(lambda), filled;
    size_t i = n;
    t[0] = prob = exp(-lambda);
    for (filled = 1; filled <= whole; filled++) {
        prob = prob * lambda / (double)filled;
        t[filled] = t[filled - 1] + prob;
    }
    while (i-- > 0) {
        double u = mt__rnd_u53(MT_DIST_POISSON);
        int k = u > 0.458 ? whole : 0, found = -1;
        for (; k < filled; k++)
            if (u <= t[k]) {
                found = k;
                break;
            }
        if (found < 0) {
            while (filled < POISSON_TABLE) {
                prob = prob * lambda / (double)filled;
                t[filled] = t[filled - 1] + prob;
                if (t[filled] == t[filled - 1])
                    t[filled] = 1.0;
                filled++;
                if (u <= t[filled - 1])
                    break;
            }
            found = filled - 1;
        }
        if (p)
            p[i] = (double)found;
        else
            pf[i] = (float)found;
    }
}

/* Numerical Recipes' rejection from a Lorentzian (one value; 12 < lambda <= 1e8). */
static double poisson_rejection(double lambda)
{
    double sq = sqrt(2.0 * lambda), alxm = log(lambda);
    double g = lambda * alxm - lgamma(lambda + 1.0);
    double y, em, t;
    do {
        do {
            y = tan(3.14159265358979323846 * mt__rnd_u53(MT_DIST_POISSON));
            em = sq * y + lambda;
        } while (em < 0.0);
        em = floor(em);
        t = 0.9 * (1.0 + y * y) * exp(em * alxm - log_fact(em) - g);
    } while (mt__rnd_u53(MT_DIST_POISSON) > t);
    return em;
}

static void randp_batch(double lambda, size_t n, double *p, float *pf, int single)
{
    size_t i;
    if (lambda < 0.0 || isinf(lambda)) {
        for (i = 0; i < n; i++) {
            if (p)
                p[i] = (double)NAN;
            else
                pf[i] = (float)NAN;
        }
    } else if (lambda <= 10.0) {
        poisson_lookup(lambda, n, p, pf);
    } else if (lambda <= 1e8) {
        for (i = 0; i < n; i++) {
            double v = pprsc(lambda);
            if (p)
                p[i] = v;
            else
                pf[i] = (float)v;
        }
    } else {
        /* the normal approximation, also taken by NaN */
        const double sq = sqrt(lambda);
        for (i = 0; i < n; i++) {
            double z = single ? (double)mt__rnd_normalf(MT_DIST_POISSON)
                              : mt__rnd_normal(MT_DIST_POISSON);
            double v = floor(z * sq + lambda + 0.5);
            if (v < 0.0)
                v = 0.0;
            if (p)
                p[i] = v;
            else
                pf[i] = (float)v;
        }
    }
}

void mt__randp_fill(double lambda, size_t n, double *r)
{
    if (mt__rnd_old())
        old_poisson((float)(lambda + 1), (float)lambda, n, r, NULL);
    else
        randp_batch(lambda, n, r, NULL, 0);
}

void mt__randp_fillf(float lambda, size_t n, float *r)
{
    if (mt__rnd_old())
        old_poisson(lambda + 1, lambda, n, NULL, r);
    else
        randp_batch((double)lambda, n, NULL, r, 1);
}

/* One value for one element of a parameter array (Octave's scalar generator, in double even
 * for single results). */
double mt__randp_scalar(double lambda)
{
    double r;
    if (mt__rnd_old()) {
        old_poisson((float)(lambda + 1), (float)lambda, 1, &r, NULL);
        return r;
    }
    if (lambda < 0.0)
        return (double)NAN;
    if (lambda <= 12.0) {
        double g = exp(-lambda), t = 1.0;
        int em = -1;
        do {
            ++em;
            t *= mt__rnd_u53(MT_DIST_POISSON);
        } while (t > g);
        return em;
    }
    if (lambda <= 1e8)
        return poisson_rejection(lambda);
    if (isinf(lambda))
        return (double)NAN;
    r = floor(mt__rnd_normal(MT_DIST_POISSON) * sqrt(lambda) + lambda + 0.5);
    return r < 0.0 ? 0.0 : r;
}

float mt__randp_scalarf(float lambda)
{
    float r;
    if (mt__rnd_old()) {
        old_poisson(lambda + 1, lambda, 1, NULL, &r);
        return r;
    }
    return (float)mt__randp_scalar((double)lambda);
}
