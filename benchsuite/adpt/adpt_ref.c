/* adpt reference: adaptive Simpson quadrature with an explicit stack.
 * Mirrors benchsuite/adpt/adpt.m operation for operation. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXSTK 100

static double adpt_f(double x, double w)
{
    return exp(-0.5 * x) * sin(w * x * x) + 0.1 * cos(7 * x);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2;
    const double tol = 1e-9;
    double sa[MAXSTK], sb[MAXSTK], sfa[MAXSTK], sfm[MAXSTK], sfb[MAXSTK];
    double swh[MAXSTK], stol[MAXSTK];
    double total = 0, wsum = 0;
    long nevals = 0;
    int maxdepth = 0;

    for (int k = 1; k <= n; k++) {
        double w = 4 + fmod(3.0 * k, 13.0);
        double a = 0, b = 3;
        double fa = adpt_f(a, w);
        double fb = adpt_f(b, w);
        double m = (a + b) / 2;
        double fm = adpt_f(m, w);
        nevals += 3;
        int top = 0; /* number of entries; entry top-1 is the top */
        sa[top] = a;
        sb[top] = b;
        sfa[top] = fa;
        sfm[top] = fm;
        sfb[top] = fb;
        swh[top] = (b - a) / 6 * (fa + 4 * fm + fb);
        stol[top] = tol;
        top = 1;
        double q = 0;
        while (top > 0) {
            if (top > maxdepth)
                maxdepth = top;
            int s = top - 1;
            a = sa[s];
            b = sb[s];
            fa = sfa[s];
            fm = sfm[s];
            fb = sfb[s];
            double whole = swh[s];
            double t = stol[s];
            top--;
            m = (a + b) / 2;
            double lm = (a + m) / 2;
            double rm = (m + b) / 2;
            double flm = adpt_f(lm, w);
            double frm = adpt_f(rm, w);
            nevals += 2;
            double left = (m - a) / 6 * (fa + 4 * flm + fm);
            double right = (b - m) / 6 * (fm + 4 * frm + fb);
            double d = left + right - whole;
            if (fabs(d) <= 15 * t || (b - a) < 1e-7) {
                q = q + left + right + d / 15;
            } else {
                if (top + 2 > MAXSTK) {
                    fprintf(stderr, "stack overflow\n");
                    return 1;
                }
                s = top++;
                sa[s] = m;
                sb[s] = b;
                sfa[s] = fm;
                sfm[s] = frm;
                sfb[s] = fb;
                swh[s] = right;
                stol[s] = t / 2;
                s = top++;
                sa[s] = a;
                sb[s] = m;
                sfa[s] = fa;
                sfm[s] = flm;
                sfb[s] = fm;
                swh[s] = left;
                stol[s] = t / 2;
            }
        }
        total = total + q;
        wsum = wsum + w * q;
    }
    printf("adpt: integral sum %.8e\n", total);
    printf("adpt: weighted sum %.8e\n", wsum);
    printf("adpt: evaluations %ld\n", nevals);
    printf("adpt: max stack depth %d\n", maxdepth);
    return 0;
}
